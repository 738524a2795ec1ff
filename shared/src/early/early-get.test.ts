import { holdEarlyGets, primeEarlyGet, takeEarlyGet } from './early-get';

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
});
