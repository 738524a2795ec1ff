import { makeTestConfig } from '@hearth/shared/testing';
import { SITE_HEAD_START_MS, startEarlySite } from './early-site';

const LILY = { hostname: 'lily.example.ca', pathname: '/listings', search: '' };
const MANIFEST = { remotes: [] };

/** fetch answers every request at once (a profile of cims_uid 51001), or never; records what left. */
function serve(profile: 'answer' | 'hang') {
  const urls: string[] = [];
  global.fetch = jest.fn((url: string) => {
    urls.push(String(url));
    if (profile === 'hang') return new Promise<Response>(() => undefined);
    const body = { code: 200, msg: 'success', data: { cims_uid: 51001 } };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  }) as unknown as typeof fetch;
  return urls;
}

describe('the entry’s early site start (the bootstrap waits for the user-info request to leave)', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves once the user info has been sent, without waiting for its answer', async () => {
    const urls = serve('answer');
    await startEarlySite(LILY, true, Promise.resolve(makeTestConfig()), Promise.resolve(MANIFEST));
    expect(urls.map((u) => new URL(u).pathname)).toEqual(['/bimsUser/getAgentProfile', '/ur/info']);
  });

  it('a profile that does not answer holds the bootstrap SITE_HEAD_START_MS at most', async () => {
    jest.useFakeTimers();
    serve('hang');
    let started = false;
    void startEarlySite(LILY, true, Promise.resolve(makeTestConfig()), Promise.resolve(MANIFEST)).then(
      () => void (started = true),
    );
    await jest.advanceTimersByTimeAsync(SITE_HEAD_START_MS - 1);
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });

  it('www and unreadable deploy files start the bootstrap at once', async () => {
    const urls = serve('hang');
    const www = { ...LILY, hostname: 'www.localhost' };
    await startEarlySite(www, true, Promise.resolve(makeTestConfig()), Promise.resolve(MANIFEST));
    await startEarlySite(LILY, true, Promise.resolve(null), Promise.resolve(null));
    expect(urls).toEqual([]);
  });
});
