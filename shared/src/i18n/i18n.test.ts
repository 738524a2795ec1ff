import type { RemoteTranslations } from '../federation/remote-contract';
import { addTranslations, fetchTexts, i18n, initI18n, loadTranslations } from './i18n';
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

describe('namespaces a language at a time (ADR 0047)', () => {
  /** A namespace whose texts load a language at a time, each load counted. */
  function lazyTexts(namespace: string) {
    const en = jest.fn(async () => ({ default: { hello: 'Hello' } }));
    const zh = jest.fn(async () => ({ hello: '你好' }));
    const translations: RemoteTranslations = { namespace, en, 'zh-CN': zh };
    return { translations, en, zh };
  }

  beforeEach(() => initI18n('en'));

  it("data is added in both languages at once; loaded texts in the page's language only", async () => {
    const data: RemoteTranslations = { namespace: 'data', en: { a: 'A' }, 'zh-CN': { a: '甲' } };
    void addTranslations(data);
    expect(i18n.getResource('zh-CN', 'data', 'a')).toBe('甲');

    const { translations, en, zh } = lazyTexts('lazy-one');
    await addTranslations(translations);
    expect(i18n.getResource('en', 'lazy-one', 'hello')).toBe('Hello');
    expect(i18n.hasResourceBundle('zh-CN', 'lazy-one')).toBe(false);
    await addTranslations(translations);
    expect(en).toHaveBeenCalledTimes(1);
    expect(zh).not.toHaveBeenCalled();
  });

  it('a change of language loads every registered namespace in it first', async () => {
    const { translations, zh } = lazyTexts('lazy-two');
    await addTranslations(translations);
    await initI18n('zh-CN');
    expect(zh).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.getResource('zh-CN', 'lazy-two', 'hello')).toBe('你好');
    await loadTranslations('zh-CN');
    expect(zh).toHaveBeenCalledTimes(1);
  });

  it('a load that failed is asked for again', async () => {
    const en = jest
      .fn<Promise<Record<string, unknown>>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ hello: 'Hello again' });
    const translations: RemoteTranslations = { namespace: 'lazy-three', en, 'zh-CN': { hello: '你好' } };
    await expect(addTranslations(translations)).rejects.toThrow('ChunkLoadError');
    await expect(fetchTexts(translations, 'en')).resolves.toEqual({ hello: 'Hello again' });
    await addTranslations(translations);
    expect(i18n.getResource('en', 'lazy-three', 'hello')).toBe('Hello again');
  });
});
