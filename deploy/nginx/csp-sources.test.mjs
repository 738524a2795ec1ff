/* global describe, it, expect */
import { checkSource, fileSourceOf, isProtocolRelative, isRootRelative, originOf } from './csp-sources.mjs';

describe('CSP sources', () => {
  it('takes the origin of configured URLs', () => {
    expect(originOf('https://api.example.com/cmis')).toBe('https://api.example.com');
    expect(originOf('http://127.0.0.1:4000/files')).toBe('http://127.0.0.1:4000');
    expect(originOf('https://a.example.com:443/x')).toBe('https://a.example.com');
    expect(originOf('https://user:pw@a.example.com/x')).toBe('https://a.example.com');
    expect(originOf('ftp://a.example.com')).toBeNull();
    expect(originOf('')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });

  it('a root-relative URL is the origin of the page, a protocol-relative one names none (never a throw)', () => {
    expect(originOf('/api/cmis')).toBe("'self'");
    expect(originOf('/mf/remote_listings/mf-manifest.json')).toBe("'self'");
    expect(originOf('/')).toBe("'self'");
    expect(originOf('//cdn.example.com/x.js')).toBeNull();
    expect(originOf('/\\cdn.example.com/x.js')).toBeNull();
    expect(originOf('api/cmis')).toBeNull();
    expect([
      isRootRelative('/api/cmis'),
      isRootRelative('//a.com'),
      isRootRelative('https://a.com/x'),
    ]).toEqual([true, false, false]);
    expect([
      isProtocolRelative('//a.com'),
      isProtocolRelative('/\\a.com'),
      isProtocolRelative('/api'),
    ]).toEqual([true, true, false]);
    expect([isRootRelative(undefined), isProtocolRelative(null)]).toEqual([false, false]);
  });

  it('turns templated tile hosts into a wildcard label', () => {
    expect(originOf('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.org');
    expect(originOf('https://tiles-{s}.example.org:8080/{z}.png')).toBe('https://*.example.org:8080');
    expect(originOf('http://127.0.0.1:4000/files/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4000');
  });

  it('refuses anything that could break out of the header', () => {
    for (const bad of ["https://a.com; script-src 'unsafe-inline'", 'a b', '"x"', 'https://a.com,b', '*', ''])
      expect(() => checkSource(bad)).toThrow(/not a CSP source/);
    expect(checkSource('http://127.0.0.1:*')).toBe('http://127.0.0.1:*');
    expect(checkSource('https://*.example.com')).toBe('https://*.example.com');
    expect(checkSource('data:')).toBe('data:');
  });

  it('an SDK URL is one file: its query dropped, separators escaped; a root-relative one is the page origin', () => {
    expect(fileSourceOf('https://CDN.example.com:8443/a/b.js?v=1#x')).toBe(
      'https://cdn.example.com:8443/a/b.js',
    );
    expect(fileSourceOf('https://cdn.example.com/a;b,c.js')).toBe('https://cdn.example.com/a%3Bb%2Cc.js');
    expect(fileSourceOf("https://cdn.example.com/it's.js")).toBeNull();
    expect(fileSourceOf('/api/sdk/wechat.js')).toBe("'self'");
    for (const bad of [
      'javascript:alert(1)',
      '//cdn.example.com/a.js',
      'https://u:p@cdn.example.com/a.js',
      null,
    ])
      expect(fileSourceOf(bad)).toBeNull();
    // A file source passes the header check; a file with a space or quote never reaches it.
    expect(checkSource('https://cdn.example.com/a/b.js')).toBe('https://cdn.example.com/a/b.js');
    expect(() => checkSource('https://cdn.example.com/a b.js')).toThrow(/not a CSP source/);
  });
});
