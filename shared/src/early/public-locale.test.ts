import {
  localeCookie,
  localeFromAcceptLanguage,
  localeFromCookie,
  publicLocaleOf,
  type LocaleSources,
} from './public-locale';

const CHINESE_COOKIE = 'a=1; hearth_locale=zh-CN; b=2';

describe('publicLocaleOf: ltype, then the cookie, then Accept-Language, then English', () => {
  it('a valid ltype wins over the cookie and the browser’s languages', () => {
    const all = { cookieHeader: CHINESE_COOKIE, acceptLanguage: 'zh-CN' };
    expect(publicLocaleOf({ search: '?ltype=1', ...all })).toBe('en');
    expect(
      publicLocaleOf({ search: '?x=2&ltype=0', cookieHeader: 'hearth_locale=en', acceptLanguage: 'en' }),
    ).toBe('zh-CN');
  });

  it('an invalid or absent ltype falls through to the cookie', () => {
    for (const search of ['', '?ltype=7', '?ltype=', '?ltype=01', '?language=1', 'ltype=zh'])
      expect(publicLocaleOf({ search, cookieHeader: CHINESE_COOKIE, acceptLanguage: 'en' })).toBe('zh-CN');
  });

  it('an invalid cookie falls through to Accept-Language, then English', () => {
    expect(publicLocaleOf({ cookieHeader: 'hearth_locale=fr', acceptLanguage: 'zh-CN,en;q=0.5' })).toBe(
      'zh-CN',
    );
    expect(publicLocaleOf({ cookieHeader: 'hearth_locale=zh-cn', acceptLanguage: 'fr' })).toBe('en');
    expect(publicLocaleOf({})).toBe('en');
  });

  it('never throws on malformed input', () => {
    const odd: LocaleSources[] = [
      { search: '?ltype=%E0%A4%A', cookieHeader: '=;;=hearth_locale;%%', acceptLanguage: ';;,q=,*,;q=1' },
      { search: null, cookieHeader: null, acceptLanguage: null },
      {
        search: 'x'.repeat(100_000),
        cookieHeader: 'hearth_locale'.repeat(10_000),
        acceptLanguage: ','.repeat(1e5),
      },
      {
        search: 7 as unknown as string,
        cookieHeader: {} as unknown as string,
        acceptLanguage: [] as unknown as string,
      },
    ];
    for (const sources of odd) expect(publicLocaleOf(sources)).toBe('en');
  });
});

describe('localeFromCookie', () => {
  it('reads hearth_locale among other cookies; the first one wins', () => {
    expect(localeFromCookie(CHINESE_COOKIE)).toBe('zh-CN');
    expect(localeFromCookie('hearth_locale=en')).toBe('en');
    expect(localeFromCookie(' hearth_locale = zh-CN ; hearth_locale=en')).toBe('zh-CN');
    expect(localeFromCookie('my_hearth_locale=zh-CN')).toBeNull();
    expect(localeFromCookie('hearth_locale="zh-CN"')).toBeNull();
    expect(localeFromCookie('')).toBeNull();
    // Behind many other cookies (a long header is read whole).
    expect(localeFromCookie(`${'other=x; '.repeat(1000)}hearth_locale=zh-CN`)).toBe('zh-CN');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('maps every Chinese variant to zh-CN, and en* to en', () => {
    for (const tag of [
      'zh',
      'zh-CN',
      'zh-cn',
      'zh-SG',
      'zh-Hans',
      'zh-Hans-CN',
      'zh-TW',
      'zh-HK',
      'zh-MO',
      'zh-Hant',
      'zh-Hant-TW',
    ])
      expect(localeFromAcceptLanguage(tag)).toBe('zh-CN');
    for (const tag of ['en', 'en-US', 'en-CA', 'EN-gb']) expect(localeFromAcceptLanguage(tag)).toBe('en');
    for (const tag of ['fr-CA', 'yue', 'ja', '*', 'zhx', 'english'])
      expect(localeFromAcceptLanguage(tag)).toBeNull();
  });

  it.each([
    // q-values: the highest wins, the earlier on a tie, q=0 is refused.
    ['en;q=0.5, zh-CN;q=0.8', 'zh-CN'],
    ['fr-CA, zh;q=0.6, en;q=0.7', 'en'],
    ['zh-CN, en', 'zh-CN'],
    ['en-US,en;q=0.9,zh-CN;q=0.9', 'en'],
    ['zh;q=0, en;q=0.1', 'en'],
    ['zh;q=0.000', null],
    ['zh-CN ; q=1.0 , en ; q=0.9', 'zh-CN'],
    // Malformed entries are skipped, the rest kept.
    ['zh;q=2, en;q=0.1', 'en'],
    ['zh;q=abc, zh-;q=1, -en, en-US;q=0.3', 'en'],
    ['zh;q=0.5;x=1, en;q=0.2', 'en'],
    [' , ; ,zh-TW', 'zh-CN'],
  ])('%j → %j', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('localeCookie', () => {
  it('is the fixed name and value with Path, a year, SameSite=Lax, and Secure on https', () => {
    expect(localeCookie('zh-CN', false)).toBe('hearth_locale=zh-CN; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookie('en', true)).toBe('hearth_locale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
