/* global describe, it, expect */
import {
  CACHE_CONTROL,
  LOCAL_CSP,
  fileKind,
  headersFor,
  isFilePath,
  pageCsp,
  serializeCsp,
} from './policy.mjs';

const config = {
  hosts: {
    cmis: 'https://api.example.com/cmis',
    coupon: 'https://api.example.com/coupon',
    files: 'https://files.example.com/static',
    analysisService: 'https://analysis.example.com:8443/a',
  },
  mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  payment: { url: 'https://pay.example.net/hpp', storeId: 's', key: 'k' },
};
const remotes = {
  remotes: [
    { name: 'remote_listings', entry: 'https://listings.example.com/mf-manifest.json' },
    { name: 'remote_content', entry: 'https://cdn.example.com/content/mf-manifest.json' },
    { name: 'remote_reports', entry: 'https://cdn.example.com/reports/remoteEntry.js' },
  ],
};

describe('file kinds and Cache-Control', () => {
  it.each([
    ['/', 'document'],
    ['/index.html', 'document'],
    ['/runtime-config.json', 'deploy'],
    ['/remotes.json', 'deploy'],
    ['/remoteEntry.js', 'entry'],
    ['/mf-manifest.json', 'entry'],
    ['/prefixes.json', 'entry'],
    ['/favicon.svg', 'entry'],
    ['/main.1a2b3c4d.js', 'hashed'],
    ['/__federation_expose_routes.33c0256e.js', 'hashed'],
    ['/listings-page.b5a4d5aa.css', 'hashed'],
    ['/112.5931686a.js.map', 'hashed'],
    ['/assets/marker.0123abcd.png', 'hashed'],
    ['/main.js', 'entry'],
    ['/main.1a2b3c.js', 'entry'],
  ])('%s is %s', (pathname, kind) => {
    expect(fileKind(pathname)).toBe(kind);
  });

  it('a remote has no deploy files: its runtime-config.json is a build output', () => {
    expect(fileKind('/runtime-config.json', 'remote')).toBe('entry');
    expect(fileKind('/remotes.json', 'remote')).toBe('entry');
  });

  it('stable names are revalidated, hashed names cached for a year, deploy files never stored', () => {
    expect(CACHE_CONTROL).toEqual({
      document: 'no-cache',
      deploy: 'no-store',
      entry: 'no-cache',
      hashed: 'public, max-age=31536000, immutable',
      missing: 'no-cache',
    });
  });

  it('history routes are the paths without an extension outside /assets/', () => {
    expect(isFilePath('/listings')).toBe(false);
    expect(isFilePath('/hybrid/vendor/accounting/customer/SO0042')).toBe(false);
    expect(isFilePath('/nope.js')).toBe(true);
    expect(isFilePath('/data/x.json')).toBe(true);
    expect(isFilePath('/assets/font')).toBe(true);
  });
});

describe('the shell page policy', () => {
  const directives = pageCsp({ role: 'shell', config, remotes });

  it('lets scripts, styles and fonts come only from the page and the remotes (scripts: and the sharing SDKs)', () => {
    const code = [
      "'self'",
      'https://listings.example.com',
      'https://cdn.example.com', // two remotes on one CDN: one source
    ];
    // No SDK URLs configured: the official WeChat and DingTalk files (the config's defaults), not their CDNs.
    expect(directives['script-src']).toEqual([
      ...code,
      'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
      'https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js',
    ]);
    expect(directives['style-src']).toEqual(code);
    expect(directives['font-src']).toEqual(code);
  });

  it('connects to the backend hosts and the remotes (manifests)', () => {
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://files.example.com',
      'https://analysis.example.com:8443',
      'https://listings.example.com',
      'https://cdn.example.com',
      'https://res.wx.qq.com',
      'https://g.alicdn.com',
    ]);
  });

  it('allows the configured sharing SDKs instead of the defaults', () => {
    const d = pageCsp({
      role: 'shell',
      config: {
        ...config,
        wechatSdkUrl: 'https://sdk.example.com/jweixin.js',
        dingtalkSdkUrl: 'https://sdk.example.com/dd.js',
      },
      remotes,
    });
    expect(d['script-src']).toEqual(
      expect.arrayContaining(['https://sdk.example.com/jweixin.js', 'https://sdk.example.com/dd.js']),
    );
    expect(d['script-src']).not.toContain('https://sdk.example.com');
    expect(d['script-src'].join(' ')).not.toContain('https://res.wx.qq.com');
    expect(d['connect-src']).toContain('https://sdk.example.com');
    expect(pageCsp({ role: 'remote', config })['script-src']).toEqual(["'self'"]);
  });

  it('shows images from data: URIs, the backend hosts, the tiles host and the remotes; media from the files host', () => {
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'https://api.example.com',
      'https://files.example.com',
      'https://analysis.example.com:8443',
      'https://*.tiles.example.org',
      'https://listings.example.com',
      'https://cdn.example.com',
    ]);
    expect(directives['media-src']).toEqual(["'self'", 'https://files.example.com']);
  });

  it('locks down objects, base, framing and forms', () => {
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'", 'https://pay.example.net']);
  });

  it('never allows inline or eval scripts, not even through options', () => {
    const header = serializeCsp(directives);
    const scriptSrc = header.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(header).not.toContain('unsafe-inline');
    expect(() => pageCsp({ role: 'shell', config, remotes, csp: { script: ["'unsafe-eval'"] } })).toThrow(
      /script-src must not allow 'unsafe-eval'/,
    );
    expect(() =>
      pageCsp({ role: 'shell', config, remotes, csp: { overrideOrigins: ["'unsafe-inline'"] } }),
    ).toThrow(/script-src must not allow/);
  });

  it('adds the extra sources and override origins of a deploy', () => {
    const d = pageCsp({
      role: 'shell',
      config,
      remotes,
      csp: {
        ...LOCAL_CSP,
        img: ['https://photos.example.com'],
        styleInline: true,
        frameAncestors: ["'none'"],
      },
    });
    expect(d['script-src']).toContain('http://127.0.0.1:*');
    expect(d['connect-src']).toContain('http://localhost:*');
    expect(d['img-src']).toContain('https://photos.example.com');
    expect(d['style-src']).toContain("'unsafe-inline'");
    expect(d['script-src']).not.toContain("'unsafe-inline'");
    expect(d['frame-ancestors']).toEqual(["'none'"]);
  });

  it("one origin per site: root-relative hosts and entries are 'self', the other URLs keep their origins", () => {
    const oneOrigin = pageCsp({
      role: 'shell',
      config: {
        ...config,
        hosts: { cmis: '/api/cmis', files: '/api/files', coupon: 'https://api.example.com/coupon' },
      },
      remotes: {
        remotes: [
          { name: 'remote_listings', entry: '/mf/remote_listings/mf-manifest.json' },
          { name: 'remote_content', entry: '/mf/remote_content/mf-manifest.json' },
        ],
      },
    });
    expect(oneOrigin['script-src']).toEqual([
      "'self'",
      'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
      'https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js',
    ]);
    expect(oneOrigin['style-src']).toEqual(["'self'"]);
    expect(oneOrigin['font-src']).toEqual(["'self'"]);
    expect(oneOrigin['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://res.wx.qq.com',
      'https://g.alicdn.com',
    ]);
    expect(oneOrigin['img-src']).toEqual([
      "'self'",
      'data:',
      'https://api.example.com',
      'https://*.tiles.example.org',
    ]);
    expect(oneOrigin['media-src']).toEqual(["'self'"]);
    expect(oneOrigin['form-action']).toEqual(["'self'", 'https://pay.example.net']);
    // Nothing repeats 'self', and the header serializes.
    for (const sources of Object.values(oneOrigin)) expect(new Set(sources).size).toBe(sources.length);
    expect(serializeCsp(oneOrigin)).toContain(
      "script-src 'self' https://res.wx.qq.com/open/js/jweixin-1.6.0.js",
    );
  });

  it('works without remotes.json (every slot shows its fallback)', () => {
    const d = pageCsp({ role: 'shell', config, remotes: null });
    expect(d['script-src']).toEqual([
      "'self'",
      'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
      'https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js',
    ]);
  });
});

describe('a remote harness policy', () => {
  it('uses its own runtime config and no remote or override origin', () => {
    const d = pageCsp({ role: 'remote', config, remotes, csp: LOCAL_CSP });
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://files.example.com',
      'https://analysis.example.com:8443',
    ]);
  });
});

describe('headers per response', () => {
  const csp = serializeCsp(pageCsp({ role: 'shell', config, remotes }));
  const asObject = (headers) => Object.fromEntries(headers);

  it('a shell document: no-cache, the page policy, permissions and opener policies, nosniff, no CORS', () => {
    expect(asObject(headersFor({ role: 'shell', kind: 'document', csp }))).toEqual({
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': csp,
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('a remote asset: CORS and a policy that runs nothing', () => {
    expect(asObject(headersFor({ role: 'remote', kind: 'hashed' }))).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'Access-Control-Allow-Origin': '*',
    });
  });

  it('a document needs its policy', () => {
    expect(() => headersFor({ role: 'shell', kind: 'document' })).toThrow(/page CSP/);
  });
});
