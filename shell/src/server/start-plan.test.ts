/** @jest-environment node */
import { ApiError } from '@hearth/shared';
import { cacheControl, escapeJsonForHtml, planLocale, planStatus, varyOf, viewportGuess } from './start-plan';

describe('the start plan', () => {
  it('is JSON that nothing in the data can close its script element with', () => {
    const value = { address: '</script><script>alert(1)</script>', note: 'a & b > c \u2028 \u2029' };
    const text = escapeJsonForHtml(value);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('answers 404 for a path nobody owns, an inactive site and an unknown agent, else 200', () => {
    expect(planStatus({ notFound: true, siteError: null, mode: 'agent' })).toBe(404);
    expect(planStatus({ notFound: false, siteError: null, mode: 'inactive' })).toBe(404);
    const unknown = new ApiError({ kind: 'business', url: 'cmis:/x', code: 500 });
    expect(planStatus({ notFound: false, siteError: unknown, mode: null })).toBe(404);
    expect(planStatus({ notFound: false, siteError: null, mode: 'agent' })).toBe(200);
    expect(planStatus({ notFound: false, siteError: null, mode: 'www' })).toBe(200);
  });

  it("guesses a phone's width from a phone's user agent, else a desktop's", () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
    expect(viewportGuess(iphone)).toBeLessThan(768);
    expect(viewportGuess(android)).toBeLessThan(768);
    expect(viewportGuess(desktop)).toBeGreaterThanOrEqual(768);
    expect(viewportGuess('')).toBeGreaterThanOrEqual(768);
  });
});

describe('caching a page', () => {
  it('never caches a hybrid page nor one whose query carries user context', () => {
    expect(cacheControl({ hybrid: true, search: '', status: 200 })).toBe('private, no-store');
    expect(cacheControl({ hybrid: false, search: '?fjjUserId=7', status: 200 })).toBe('private, no-store');
    expect(cacheControl({ hybrid: false, search: '?EMAIL=a%40b.c', status: 200 })).toBe('private, no-store');
  });

  it('lets shared caches keep a public page a minute and serve it stale while renewing it', () => {
    expect(cacheControl({ hybrid: false, search: '?ltype=0', status: 200 })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(cacheControl({ hybrid: false, search: '', status: 404 })).toBe('public, max-age=0, s-maxage=60');
  });
});

describe("the page's language on the server (the browser's rules, ADR 0031)", () => {
  const none = { search: '', cookieHeader: '', acceptLanguage: '' };

  it("takes a public page's ltype, then the cookie, then Accept-Language, then English", () => {
    expect(planLocale({ ...none, search: '?ltype=1', cookieHeader: 'hearth_locale=zh-CN' }, false)).toBe(
      'en',
    );
    expect(
      planLocale({ ...none, cookieHeader: 'a=1; hearth_locale=zh-CN', acceptLanguage: 'en' }, false),
    ).toBe('zh-CN');
    expect(planLocale({ ...none, acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.8' }, false)).toBe('zh-CN');
    expect(planLocale(none, false)).toBe('en');
  });

  it("takes a hybrid page's from the app, then ltype, else Chinese", () => {
    expect(planLocale({ ...none, search: '?language=1' }, true)).toBe('en');
    expect(planLocale({ ...none, search: '?ltype=1' }, true)).toBe('en');
    expect(planLocale({ ...none, acceptLanguage: 'en' }, true)).toBe('zh-CN');
  });

  it('asks shared caches to key a page on its language sources when the URL does not fix the language', () => {
    expect(varyOf('', false)).toBe('Cookie, Accept-Language');
    expect(varyOf('?ltype=0', false)).toBeNull();
    expect(varyOf('', true)).toBeNull();
  });
});
