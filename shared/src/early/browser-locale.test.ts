import {
  acceptLanguageOf,
  browserLocaleSources,
  browserPublicLocale,
  rememberLocale,
} from './browser-locale';
import { LOCALE_COOKIE } from './public-locale';

const page = (search: string, cookie: string, languages: string[], language = languages[0] ?? '') => ({
  location: { search },
  document: { cookie },
  navigator: { language, languages },
});

describe('the browser adapter', () => {
  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('reads the URL, the cookies and the browser’s languages as a request would carry them', () => {
    expect(browserLocaleSources(page('?ltype=0', 'a=1', ['zh-CN', 'en']))).toEqual({
      search: '?ltype=0',
      cookieHeader: 'a=1',
      acceptLanguage: 'zh-CN, en',
    });
    expect(acceptLanguageOf({ language: 'zh-TW', languages: [] })).toBe('zh-TW');
    expect(acceptLanguageOf(undefined)).toBe('');
  });

  it('applies the public rule: ltype, the cookie, then the browser’s first language', () => {
    expect(browserPublicLocale(page('?ltype=1', 'hearth_locale=zh-CN', ['zh-CN']))).toBe('en');
    expect(browserPublicLocale(page('', 'hearth_locale=zh-CN', ['en-US']))).toBe('zh-CN');
    expect(browserPublicLocale(page('', '', ['zh-CN', 'en-US']))).toBe('zh-CN');
    expect(browserPublicLocale(page('', '', ['fr-CA', 'en-US', 'zh-CN']))).toBe('en');
    expect(browserPublicLocale({ location: { search: '' } })).toBe('en');
  });

  it('a document that refuses cookies reads as none', () => {
    const sandboxed = {
      location: { search: '' },
      get document(): Pick<Document, 'cookie'> {
        return {
          get cookie(): string {
            throw new DOMException('sandboxed', 'SecurityError');
          },
        } as Pick<Document, 'cookie'>;
      },
      navigator: { language: 'zh-CN', languages: ['zh-CN'] },
    };
    expect(browserPublicLocale(sandboxed)).toBe('zh-CN');
  });

  it('remembers a choice in the cookie the rule reads (jsdom: http, no Secure)', () => {
    rememberLocale('zh-CN');
    expect(document.cookie).toContain('hearth_locale=zh-CN');
    expect(
      browserPublicLocale({
        location: { search: '' },
        document,
        navigator: { language: 'en', languages: ['en'] },
      }),
    ).toBe('zh-CN');
  });

  it('marks the cookie Secure on https', () => {
    const win = { document: { cookie: '' }, location: { protocol: 'https:' } } as unknown as Window;
    rememberLocale('en', win);
    expect(win.document.cookie).toBe('hearth_locale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
