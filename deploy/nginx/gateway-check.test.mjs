/* global describe, it, expect */
// The shell's gateway (one origin per site, gateway-check.mjs): the description's `gateway` and the deploy files'
// URLs checked.
import path from 'node:path';
import { DEFAULT_TRUSTED_CERTIFICATE, checkDeployUrls, checkGateway, checkOrigin } from './gateway-check.mjs';

const NAMES = ['remote_listings', 'remote_content'];
const GATEWAY = {
  api: 'http://127.0.0.1:4100',
  remotes: { remote_listings: 'https://127.0.0.1:3001', remote_content: 'http://content.internal' },
};

describe('checkOrigin', () => {
  it('takes an http(s) origin: scheme, host, optional port (and a trailing slash)', () => {
    expect(checkOrigin('https://127.0.0.1:3001', 'x')).toEqual({
      url: 'https://127.0.0.1:3001',
      scheme: 'https',
      host: '127.0.0.1',
      authority: '127.0.0.1:3001',
      server: '127.0.0.1:3001',
    });
    expect(checkOrigin('HTTP://Api.Example.com/', 'x')).toMatchObject({
      url: 'http://api.example.com',
      authority: 'api.example.com',
      server: 'api.example.com:80',
    });
    expect(checkOrigin('https://listings.example.com', 'x').server).toBe('listings.example.com:443');
    expect(checkOrigin('http://[::1]:4100', 'x').server).toBe('[::1]:4100');
  });

  it.each([
    'https://127.0.0.1:3001/mf',
    'https://127.0.0.1:3001/?x=1',
    'https://127.0.0.1:3001#x',
    'https://user:pw@127.0.0.1:3001',
    'ftp://127.0.0.1',
    '//127.0.0.1:3001',
    '127.0.0.1:3001',
    'http://127.0.0.1:0',
    'http://127.0.0.1:70000',
    'http://a..b',
    'http://a_b.example.com',
    'http://127.0.0.1:3001; include /etc/passwd',
    '',
    42,
  ])('refuses %p', (value) => {
    expect(() => checkOrigin(value, 'gateway.api')).toThrow(
      /\[render\] gateway\.api: .* is not an http\(s\) origin/,
    );
  });
});

describe('checkGateway', () => {
  const check = (gateway) => checkGateway(gateway, { remoteNames: NAMES });

  it('none: null', () => {
    expect(check(undefined)).toBeNull();
    expect(check(null)).toBeNull();
  });

  it('checks every upstream; verifies upstream TLS by default against the system CAs', () => {
    const g = check(GATEWAY);
    expect(g.api.url).toBe('http://127.0.0.1:4100');
    expect(g.remotes.map((r) => [r.name, r.url])).toEqual([
      ['remote_listings', 'https://127.0.0.1:3001'],
      ['remote_content', 'http://content.internal'],
    ]);
    expect(g).toMatchObject({
      verifyUpstreamTls: true,
      trustedCertificate: DEFAULT_TRUSTED_CERTIFICATE,
      maxBodySize: '64m',
    });
    const local = checkGateway(
      { ...GATEWAY, verifyUpstreamTls: false, trustedCertificate: 'tls/ca.pem', maxBodySize: '10m' },
      { remoteNames: NAMES, resolvePath: (p) => path.resolve('/srv/deploy', p) },
    );
    expect(local).toMatchObject({
      verifyUpstreamTls: false,
      trustedCertificate: '/srv/deploy/tls/ca.pem',
      maxBodySize: '10m',
    });
  });

  it.each([
    [[], /gateway must be an object/],
    ['http://127.0.0.1:4100', /gateway must be an object/],
    [{}, /neither an api nor any remotes/],
    [{ api: 'http://127.0.0.1:4100', apis: {} }, /unknown key\(s\) apis/],
    [{ api: 'http://127.0.0.1:4100/api' }, /gateway\.api: .* is not an http\(s\) origin/],
    [{ remotes: ['https://127.0.0.1:3001'] }, /gateway\.remotes must be an object/],
    [{ remotes: { remote_nope: 'https://127.0.0.1:3009' } }, /"remote_nope" is not a remote of this deploy/],
    [{ remotes: { 'remote_listings/': 'https://127.0.0.1:3001' } }, /is not a remote of this deploy/],
    [
      { remotes: { remote_listings: 'https://127.0.0.1:3001/mf-manifest.json' } },
      /gateway\.remotes\.remote_listings: .* is not an http\(s\) origin/,
    ],
    [{ ...GATEWAY, verifyUpstreamTls: 'no' }, /verifyUpstreamTls must be true or false/],
    [{ ...GATEWAY, trustedCertificate: '/x.pem; evil' }, /trustedCertificate: unusable path/],
    [{ ...GATEWAY, maxBodySize: '1 GB' }, /maxBodySize: .* is not a size/],
  ])('refuses %p', (gateway, message) => {
    expect(() => check(gateway)).toThrow(message);
  });
});

describe('checkDeployUrls', () => {
  const gateway = checkGateway(GATEWAY, { remoteNames: NAMES });
  const oneOrigin = {
    config: { hosts: { cmis: '/api/cmis', files: '/api/files', news: 'https://news.example.com' } },
    remotes: {
      remotes: [
        {
          name: 'remote_listings',
          entry: '/mf/remote_listings/mf-manifest.json',
          prefixes: [{ path: '/map' }],
        },
        { name: 'remote_content', entry: 'https://cdn.example.com/content/mf-manifest.json' },
      ],
    },
  };

  it('accepts root-relative URLs the gateway serves, and absolute ones with or without a gateway', () => {
    expect(() => checkDeployUrls({ ...oneOrigin, gateway })).not.toThrow();
    const absolute = {
      config: { hosts: { cmis: 'https://api.example.com/cmis' } },
      remotes: { remotes: [{ name: 'remote_listings', entry: 'https://x.example.com/mf-manifest.json' }] },
    };
    expect(() => checkDeployUrls({ ...absolute, gateway: null })).not.toThrow();
    expect(() => checkDeployUrls({ config: null, remotes: null, gateway: null })).not.toThrow();
  });

  it('refuses root-relative URLs without a gateway route', () => {
    expect(() => checkDeployUrls({ ...oneOrigin, gateway: null })).toThrow(
      /hosts\.cmis is "\/api\/cmis", but the deploy has no gateway\.api/,
    );
    const noApi = checkGateway({ remotes: GATEWAY.remotes }, { remoteNames: NAMES });
    expect(() => checkDeployUrls({ ...oneOrigin, gateway: noApi })).toThrow(/no gateway\.api/);
    const apiOnly = checkGateway({ api: GATEWAY.api }, { remoteNames: NAMES });
    expect(() => checkDeployUrls({ ...oneOrigin, gateway: apiOnly })).toThrow(
      /remote_listings entry is "\/mf\/remote_listings\/mf-manifest\.json", but the deploy has no gateway\.remotes\.remote_listings/,
    );
  });

  it('refuses root-relative URLs outside the gateway prefixes, and protocol-relative URLs', () => {
    const hosts = (h) => ({ config: { hosts: h }, remotes: null, gateway });
    expect(() => checkDeployUrls(hosts({ cmis: '/cmis' }))).toThrow(
      /hosts\.cmis: "\/cmis" is root-relative but not under \/api\//,
    );
    expect(() => checkDeployUrls(hosts({ cmis: '//api.example.com/cmis' }))).toThrow(/is protocol-relative/);
    const entry = (e) => ({
      config: null,
      remotes: { remotes: [{ name: 'remote_listings', entry: e }] },
      gateway,
    });
    expect(() => checkDeployUrls(entry('/remote_listings/mf-manifest.json'))).toThrow(
      /is root-relative but not under \/mf\/<remote name>\//,
    );
    expect(() => checkDeployUrls(entry('/mf/remote_vendor/mf-manifest.json'))).toThrow(
      /no gateway\.remotes\.remote_vendor/,
    );
    expect(() => checkDeployUrls(entry('//cdn.example.com/mf-manifest.json'))).toThrow(
      /is protocol-relative/,
    );
  });

  it('with a gateway, no remote may claim /api or /mf', () => {
    const claim = (p) => ({
      config: null,
      remotes: { remotes: [{ name: 'remote_listings', prefixes: [p] }] },
    });
    expect(() => checkDeployUrls({ ...claim({ path: '/api' }), gateway })).toThrow(
      /prefix "\/api": \/api and \/mf/,
    );
    expect(() => checkDeployUrls({ ...claim({ path: '/mf/x' }), gateway })).toThrow(/prefix "\/mf\/x"/);
    expect(() => checkDeployUrls({ ...claim({ path: '/apiary' }), gateway })).not.toThrow();
    expect(() => checkDeployUrls({ ...claim({ path: '/api' }), gateway: null })).not.toThrow();
  });
});
