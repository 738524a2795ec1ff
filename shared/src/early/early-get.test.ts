import { EarlyGetTimeout, holdEarlyGets, primeEarlyGet, takeEarlyGet } from './early-get';

/** A fetch that never answers (a hung API), but honours its abort signal as a browser does. */
function hangingFetch(body = false) {
  return jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal;
    if (body) {
      // Headers in, the body never ends.
      const stream = new ReadableStream({
        start(controller) {
          signal?.addEventListener('abort', () => controller.error(signal.reason));
        },
      });
      return new Response(stream);
    }
    return new Promise<Response>((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason as Error)),
    );
  });
}

const original = globalThis.fetch;
afterEach(() => void (globalThis.fetch = original));

describe('early GETs', () => {
  it('are taken once by URL (relative or absolute), only when 2xx', async () => {
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/bad') ? new Response('', { status: 500 }) : new Response('{"ok":1}'),
    );
    primeEarlyGet('/api/good');
    primeEarlyGet('http://localhost/api/bad');
    const taken = await takeEarlyGet('http://localhost/api/good');
    await expect(taken?.json()).resolves.toEqual({ ok: 1 });
    await expect(takeEarlyGet('/api/good')).resolves.toBeUndefined();
    await expect(takeEarlyGet('/api/bad')).resolves.toBeUndefined();
    expect(globalThis.fetch).toHaveBeenCalledWith('http://localhost/api/good', {
      headers: { accept: 'application/json' },
      signal: expect.any(AbortSignal),
    });
  });

  it('a failed request is not handed over', async () => {
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('offline')));
    primeEarlyGet('/api/down');
    await expect(takeEarlyGet('/api/down')).resolves.toBeUndefined();
  });

  it('a take under a held prefix waits for the hold: primed meanwhile, it is handed over; else undefined', async () => {
    globalThis.fetch = jest.fn(async () => new Response('{}'));
    let release: (primed: boolean) => void = () => {};
    holdEarlyGets('/api/info', new Promise<boolean>((resolve) => (release = resolve)));
    const take = takeEarlyGet('/api/info?id=1');
    primeEarlyGet('/api/info?id=1');
    release(true);
    await expect(take).resolves.toBeInstanceOf(Response);

    holdEarlyGets('/api/other', Promise.reject(new Error('profile failed')));
    await expect(takeEarlyGet('/api/other?id=2')).resolves.toBeUndefined();
  });

  it('hands over a copy: the entry’s own reader of the same answer can still read it afterwards', async () => {
    globalThis.fetch = jest.fn(async () => new Response('{"template":"epic"}'));
    const early = primeEarlyGet('/api/copy');
    const taken = await takeEarlyGet('/api/copy');
    await expect(taken?.json()).resolves.toEqual({ template: 'epic' });
    await expect((await early).clone().json()).resolves.toEqual({ template: 'epic' });
  });

  it('are bounded: no answer (or no whole body) within the timeout is a timeout for the request taking it over', async () => {
    jest.useFakeTimers();
    try {
      globalThis.fetch = hangingFetch();
      const early = primeEarlyGet('/api/hung', 15_000);
      const take = takeEarlyGet('/api/hung');
      const taken = jest.fn();
      take.then(taken, taken);
      await jest.advanceTimersByTimeAsync(14_999);
      expect(taken).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(take).rejects.toBeInstanceOf(EarlyGetTimeout);
      await expect(early).rejects.toMatchObject({ name: 'TimeoutError' });
      // Taken once: a Retry finds nothing early and sends its own request.
      await expect(takeEarlyGet('/api/hung')).resolves.toBeUndefined();

      globalThis.fetch = hangingFetch(true);
      primeEarlyGet('/api/stalled', 2000);
      const stalled = expect(takeEarlyGet('/api/stalled')).rejects.toBeInstanceOf(EarlyGetTimeout);
      await jest.advanceTimersByTimeAsync(2000);
      await stalled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('an answer in time is handed over whole, however late it is taken', async () => {
    jest.useFakeTimers();
    try {
      globalThis.fetch = jest.fn(async () => new Response('{"late":true}'));
      primeEarlyGet('/api/kept', 1000);
      await jest.advanceTimersByTimeAsync(60_000);
      const taken = await takeEarlyGet('/api/kept');
      await expect(taken?.json()).resolves.toEqual({ late: true });
    } finally {
      jest.useRealTimers();
    }
  });
});
