import * as v from 'valibot';
import { ConfigError } from '@hearth/shared';
import { RemotesManifestSchema } from '@hearth/shared/federation-contract';
import devManifestJson from '../../public/remotes.json';
import { loadRemotesManifest } from './remotes-manifest';

function answer(body: string, type: string, status = 200) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(body, { status, headers: { 'content-type': type } }));
}

describe('remotes.json guard', () => {
  afterEach(() => jest.restoreAllMocks());

  const content = {
    name: 'remote_content',
    entry: 'http://127.0.0.1:3002/mf-manifest.json',
    contract: 1,
    prefixes: [{ path: '/blogs' }, { path: '/hybrid/news', hybrid: true, footer: true }],
  };

  it('parses a valid manifest, prefixes and their chrome included', async () => {
    answer(JSON.stringify({ remotes: [content] }), 'application/json');
    await expect(loadRemotesManifest()).resolves.toEqual({ remotes: [content] });
  });

  it('requires prefixes: absolute paths without parameters, query or hash; chrome flags are booleans', async () => {
    const { prefixes: _omitted, ...withoutPrefixes } = content;
    for (const [remote, where] of [
      [withoutPrefixes, /remotes\.0\.prefixes/],
      [{ ...content, prefixes: [{ path: 'blogs' }] }, /remotes\.0\.prefixes\.0\.path/],
      [{ ...content, prefixes: [{ path: '/blog/:id' }] }, /remotes\.0\.prefixes\.0\.path/],
      [{ ...content, prefixes: [{ path: '/blogs?x=1' }] }, /remotes\.0\.prefixes\.0\.path/],
      [{ ...content, prefixes: ['/blogs'] }, /remotes\.0\.prefixes\.0/],
      [{ ...content, prefixes: [{ path: '/blogs', banner: 'no' }] }, /remotes\.0\.prefixes\.0\.banner/],
    ] as const) {
      answer(JSON.stringify({ remotes: [remote] }), 'application/json');
      await expect(loadRemotesManifest()).rejects.toThrow(where);
    }
  });

  it('the dev remotes.json (shell/public) is valid', () => {
    expect(() => v.parse(RemotesManifestSchema, devManifestJson)).not.toThrow();
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

  it("resolves a root-relative entry against the page's origin (the site's gateway); refuses a protocol-relative one", async () => {
    const entry = '/mf/remote_content/mf-manifest.json';
    answer(JSON.stringify({ remotes: [{ ...content, entry }] }), 'application/json');
    await expect(loadRemotesManifest()).resolves.toEqual({
      remotes: [{ ...content, entry: `${window.location.origin}${entry}` }],
    });
    answer(JSON.stringify({ remotes: [{ ...content, entry: '//evil.test/x.json' }] }), 'application/json');
    await expect(loadRemotesManifest()).rejects.toThrow(/remotes\.0\.entry/);
  });

  it('rejects a non-http entry and an unknown remote', async () => {
    answer(JSON.stringify({ remotes: [{ ...content, entry: 'javascript:alert(1)' }] }), 'application/json');
    await expect(loadRemotesManifest()).rejects.toThrow(/remotes\.json: remotes\.0\.entry/);
    answer(JSON.stringify({ remotes: [{ ...content, name: 'remote_x' }] }), 'application/json');
    await expect(loadRemotesManifest()).rejects.toThrow(ConfigError);
  });

  it('reports HTTP errors', async () => {
    answer('Not found', 'text/plain', 404);
    await expect(loadRemotesManifest()).rejects.toThrow(/HTTP 404/);
  });
});
