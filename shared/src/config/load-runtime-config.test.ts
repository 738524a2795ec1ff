import { loadRuntimeConfig, ConfigError } from './load-runtime-config';
import { makeTestConfig } from '../testing/test-config';

function answer(body: string, type: string, status = 200) {
  globalThis.fetch = jest.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));
}

describe('loadRuntimeConfig', () => {
  const original = globalThis.fetch;
  afterEach(() => void (globalThis.fetch = original));

  it('parses a valid config and applies defaults', async () => {
    const { productName: _p, dailyReportCount: _d, remoteTimeoutMs: _r, ...input } = makeTestConfig();
    answer(JSON.stringify(input), 'application/json');
    const config = await loadRuntimeConfig('/runtime-config.json');
    expect(config.productName).toBe('Hearth');
    expect(config.remoteTimeoutMs).toBe(8000);
    expect(config.dailyReportCount).toBe(100);
    expect(config.hosts.cmis).toBe('http://cmis.test');
  });

  it('keeps settings it does not know, for remotes deployed after the shell', async () => {
    const input = {
      ...makeTestConfig(),
      soldInDaysThreshold: 12,
      hosts: { ...makeTestConfig().hosts, maps: 'https://m.test' },
    };
    answer(JSON.stringify(input), 'application/json');
    const config = await loadRuntimeConfig('/runtime-config.json');
    expect(config).toMatchObject({ soldInDaysThreshold: 12, hosts: { maps: 'https://m.test' } });
  });

  it("resolves root-relative hosts against the page's origin (the site's gateway), known or not", async () => {
    const hosts = { ...makeTestConfig().hosts, cmis: '/api/cmis', files: '/api/files', own: '/api/own' };
    answer(JSON.stringify({ ...makeTestConfig(), hosts }), 'application/json');
    const config = await loadRuntimeConfig();
    const origin = window.location.origin;
    expect(config.hosts).toMatchObject({
      cmis: `${origin}/api/cmis`,
      files: `${origin}/api/files`,
      own: `${origin}/api/own`,
    });
  });

  it('rejects a protocol-relative host', async () => {
    answer(
      JSON.stringify({ ...makeTestConfig(), hosts: { ...makeTestConfig().hosts, cmis: '//evil.test' } }),
      'application/json',
    );
    await expect(loadRuntimeConfig()).rejects.toThrow(/hosts\.cmis/);
  });

  it('rejects an SPA fallback that answers with index.html', async () => {
    answer('<!doctype html><html></html>', 'text/html');
    await expect(loadRuntimeConfig()).rejects.toThrow(/expected JSON/);
  });

  it('names the invalid field', async () => {
    answer(
      JSON.stringify({
        ...makeTestConfig(),
        hosts: { ...makeTestConfig().hosts, cmis: 'javascript:alert(1)' },
      }),
      'application/json',
    );
    await expect(loadRuntimeConfig()).rejects.toThrow(/hosts\.cmis/);
  });

  it('reports HTTP failures', async () => {
    answer('nope', 'text/plain', 404);
    await expect(loadRuntimeConfig()).rejects.toBeInstanceOf(ConfigError);
  });
});
