import { i18n } from '@hearth/shared';
import { describeTranslations, loadTranslationsSilently } from '@hearth/shared/testing';
import en from './en.json';
import { translations } from './translations';

describeTranslations(translations);

it('types the coupons keys: a known key translates, a typo does not compile', async () => {
  await loadTranslationsSilently(translations);
  const t = i18n.getFixedT('en', 'coupons');
  expect(t('marketing.title')).toBe(en.marketing.title);
  // @ts-expect-error: not a key of the coupons namespace (typed keys, src/i18n/i18next.d.ts)
  expect(t('marketing.titlex')).toBe('marketing.titlex');
});
