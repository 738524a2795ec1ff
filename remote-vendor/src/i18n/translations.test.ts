import { i18n } from '@hearth/shared';
import { describeTranslations, loadTranslationsSilently } from '@hearth/shared/testing';
import en from './en.json';
import { translations } from './translations';

describeTranslations(translations);

it('types the vendor keys: a known key translates, a typo does not compile', async () => {
  await loadTranslationsSilently(translations);
  const t = i18n.getFixedT('en', 'vendor');
  expect(t('accounting.title')).toBe(en.accounting.title);
  // @ts-expect-error: not a key of the vendor namespace (typed keys, src/i18n/i18next.d.ts)
  expect(t('accounting.titlex')).toBe('accounting.titlex');
});
