import { findMissingKeys } from './key-parity';
import { localeFromLtype, localeFromNativeLanguage, ltypeOf } from './locales';
import commonEn from './common/en.json';
import commonZh from './common/zh-CN.json';

describe('i18n', () => {
  it('has every common key in both languages', () => {
    expect(findMissingKeys(commonEn, commonZh)).toEqual({ missingInZh: [], missingInEn: [], empty: [] });
  });

  it('finds keys missing in either language', () => {
    expect(findMissingKeys({ a: 'x', b: { c: 'y' } }, { a: 'x', d: '' })).toEqual({
      missingInZh: ['b.c'],
      missingInEn: ['d'],
      empty: ['d'],
    });
  });

  it('maps ltype and native language to locales', () => {
    expect(localeFromLtype('1')).toBe('en');
    expect(localeFromLtype('0')).toBe('zh-CN');
    expect(localeFromLtype('2')).toBeNull();
    expect(localeFromNativeLanguage(1)).toBe('en');
    expect(localeFromNativeLanguage('2')).toBe('zh-CN');
    expect(localeFromNativeLanguage(null)).toBe('zh-CN');
    expect(ltypeOf('en')).toBe(1);
  });
});
