import { ConfigError } from '@hearth/shared';
import { loadRemotesManifest } from './remotes-manifest';

function answer(body: string, type: string, status = 200) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(body, { status, headers: { 'content-type': type } }));
}

describe('remotes.json guard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('parses a valid manifest', async () => {
    answer(
      JSON.stringify({
        remotes: [{ name: 'remote_content', entry: 'http://127.0.0.1:3002/mf-manifest.json', contract: 1 }],
      }),
      'application/json',
    );
    await expect(loadRemotesManifest()).resolves.toEqual({
      remotes: [{ name: 'remote_content', entry: 'http://127.0.0.1:3002/mf-manifest.json', contract: 1 }],
    });
  });

  it('rejects an SPA fallback (index.html answered for a missing JSON) with a clear error', async () => {
    answer('<!doctype html><html><body><div id="root"></div></body></html>', 'text/html');
    const error = await loadRemotesManifest().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toMatch(/remotes\.json: expected JSON/);
  });

  it('rejects HTML even when it is labelled JSON', async () => {
    answer('<html></html>', 'application/json');
    await expect(loadRemotesManifest()).rejects.toThrow(/expected JSON/);
  });

  it('rejects a non-http entry and an unknown remote', async () => {
    answer(
      JSON.stringify({ remotes: [{ name: 'remote_content', entry: 'javascript:alert(1)', contract: 1 }] }),
      'application/json',
    );
    await expect(loadRemotesManifest()).rejects.toThrow(/remotes\.json: remotes\.0\.entry/);
    answer(
      JSON.stringify({ remotes: [{ name: 'remote_x', entry: 'http://x.test/a.js', contract: 1 }] }),
      'application/json',
    );
    await expect(loadRemotesManifest()).rejects.toThrow(ConfigError);
  });

  it('reports HTTP errors', async () => {
    answer('Not found', 'text/plain', 404);
    await expect(loadRemotesManifest()).rejects.toThrow(/HTTP 404/);
  });
});
