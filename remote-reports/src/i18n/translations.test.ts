import { addTranslations, findMissingKeys, i18n, initI18n } from '@hearth/shared';
import en from './en.json';
import zhCN from './zh-CN.json';
import { translations } from './translations';

describe('reports translations', () => {
  it('has every key in both languages, none empty', () => {
    expect(findMissingKeys(en, zhCN)).toEqual({ missingInZh: [], missingInEn: [], empty: [] });
  });

  it('types its keys: a known key translates, a typo does not compile', async () => {
    await initI18n('en');
    addTranslations(translations);
    const t = i18n.getFixedT('en', 'reports');
    expect(t('watch.title')).toBe(en.watch.title);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error: not a key of the reports namespace (typed keys, src/i18n/i18next.d.ts)
    expect(t('watch.titlex')).toBe('watch.titlex');
  });
});
