import { GetUserInfoResponseSchema } from '@hearth/shared/contracts/cmis';
import { createApp, type CreateAppOptions } from '../app';
import { parseOk, TEST_ORIGIN, withTestSandbox } from '../testing/sandbox';
import { resolvePublicUrl } from './public-url';

const sb = withTestSandbox();

const LILY = {
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'lily.localhost:3000',
  'X-Forwarded-Prefix': '/api',
};
const CONFIGURED = 'http://sandbox.test:4999';

const reader = (headers: Record<string, string>) => (name: string) => new Headers(headers).get(name);
const resolve = (headers: Record<string, string>, trusted = true) =>
  resolvePublicUrl(CONFIGURED, reader(headers), trusted);

/** agentBannerUrl of GET /cmis/ur/info for an app built with `options`, requested with `headers`. */
async function bannerUrl(options: CreateAppOptions, headers: Record<string, string>): Promise<string> {
  const app = createApp(sb().db, { publicUrl: TEST_ORIGIN, ...options });
  const res = await app.request('/cmis/ur/info?userId=51001&ltype=1&isLoadAvatar=false', { headers });
  const data = parseOk(GetUserInfoResponseSchema, await res.json()).data;
  if (!('agentBannerUrl' in data) || typeof data.agentBannerUrl !== 'string')
    throw new Error(`no agentBannerUrl in ${JSON.stringify(data)}`);
  return data.agentBannerUrl;
}

describe('public URL behind a trusted reverse proxy', () => {
  const savedEnv = process.env.SANDBOX_TRUST_PROXY;
  afterEach(() => {
    if (savedEnv === undefined) delete process.env.SANDBOX_TRUST_PROXY;
    else process.env.SANDBOX_TRUST_PROXY = savedEnv;
  });

  it('builds URLs from the forwarded headers when the proxy is trusted (option)', async () => {
    expect(await bannerUrl({ trustProxy: true }, LILY)).toMatch(
      /^https:\/\/lily\.localhost:3000\/api\/files\//,
    );
  });

  it('trusts the proxy when env SANDBOX_TRUST_PROXY=1, read per request', async () => {
    delete process.env.SANDBOX_TRUST_PROXY;
    const app = createApp(sb().db, { publicUrl: TEST_ORIGIN });
    const banner = async () => {
      const res = await app.request('/cmis/ur/info?userId=51001&ltype=1&isLoadAvatar=false', {
        headers: LILY,
      });
      return (await res.json()) as { data: { agentBannerUrl: string } };
    };
    expect((await banner()).data.agentBannerUrl.startsWith(`${TEST_ORIGIN}/files/`)).toBe(true);
    process.env.SANDBOX_TRUST_PROXY = '1';
    expect((await banner()).data.agentBannerUrl.startsWith('https://lily.localhost:3000/api/files/')).toBe(
      true,
    );
  });

  it('ignores forwarded headers by default and when the option says no', async () => {
    delete process.env.SANDBOX_TRUST_PROXY;
    expect(await bannerUrl({}, LILY)).toMatch(new RegExp(`^${TEST_ORIGIN}/files/`));
    process.env.SANDBOX_TRUST_PROXY = '1';
    expect(await bannerUrl({ trustProxy: false }, LILY)).toMatch(new RegExp(`^${TEST_ORIGIN}/files/`));
  });

  it('uses the configured URL without X-Forwarded-Host or with an invalid host or prefix', async () => {
    const configured = new RegExp(`^${TEST_ORIGIN}/files/`);
    expect(await bannerUrl({ trustProxy: true }, {})).toMatch(configured);
    expect(await bannerUrl({ trustProxy: true }, { 'X-Forwarded-Proto': 'https' })).toMatch(configured);
    expect(await bannerUrl({ trustProxy: true }, { ...LILY, 'X-Forwarded-Host': 'evil.test/x' })).toMatch(
      configured,
    );
    expect(await bannerUrl({ trustProxy: true }, { ...LILY, 'X-Forwarded-Prefix': 'api' })).toMatch(
      configured,
    );
  });

  it('keeps concurrent requests of different sites apart', async () => {
    const app = createApp(sb().db, { publicUrl: TEST_ORIGIN, trustProxy: true });
    const hosts = [
      'lily.localhost:3000',
      'hearth.localhost:3000',
      'www.localhost:3000',
      'lily.localhost:3000',
    ];
    const urls = await Promise.all(
      hosts.map(async (host) => {
        const res = await app.request('/cmis/ur/info?userId=51001&ltype=1&isLoadAvatar=false', {
          headers: { ...LILY, 'X-Forwarded-Host': host },
        });
        return ((await res.json()) as { data: { agentImageUrl: string } }).data.agentImageUrl;
      }),
    );
    urls.forEach((url, i) => expect(url.startsWith(`https://${hosts[i]}/api/files/avatars/`)).toBe(true));
  });
});

describe('resolvePublicUrl', () => {
  it('combines proto, host and prefix', () => {
    expect(resolve(LILY)).toBe('https://lily.localhost:3000/api');
    expect(resolve({ ...LILY, 'X-Forwarded-Prefix': '/api/v1/' })).toBe('https://lily.localhost:3000/api/v1');
    expect(resolve({ ...LILY, 'X-Forwarded-Prefix': '/' })).toBe('https://lily.localhost:3000');
    expect(resolve({ 'X-Forwarded-Host': 'www.localhost' })).toBe('http://www.localhost');
    expect(resolve({ ...LILY, 'X-Forwarded-Host': 'lily.localhost:3000, proxy.internal' })).toBe(
      'https://lily.localhost:3000/api',
    );
    expect(resolve({ ...LILY, 'X-Forwarded-Proto': 'http' })).toBe('http://lily.localhost:3000/api');
  });

  it('falls back to the configured scheme for an unknown proto', () => {
    expect(resolve({ ...LILY, 'X-Forwarded-Proto': 'javascript' })).toBe('http://lily.localhost:3000/api');
    expect(resolvePublicUrl('https://s.example', reader({ ...LILY, 'X-Forwarded-Proto': 'ftp' }), true)).toBe(
      'https://lily.localhost:3000/api',
    );
  });

  it('ignores the forwarded headers when untrusted, without host, or with an invalid host or prefix', () => {
    expect(resolve(LILY, false)).toBe(CONFIGURED);
    expect(resolve({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Prefix': '/api' })).toBe(CONFIGURED);
    for (const host of [
      '',
      'evil.test/x',
      'user@evil.test',
      'evil.test:80:80',
      'evil test',
      'evil.test:port',
    ])
      expect(resolve({ ...LILY, 'X-Forwarded-Host': host })).toBe(CONFIGURED);
    for (const prefix of ['api', '/a b', '/api?x=1', '//evil.test', '/../x', '/api/.', '/%2e'])
      expect(resolve({ ...LILY, 'X-Forwarded-Prefix': prefix })).toBe(CONFIGURED);
  });
});
