import { i18n } from '@hearth/shared';
import { describeTranslations, loadTranslationsSilently } from '@hearth/shared/testing';
import en from './en.json';
import { translations } from './translations';

describeTranslations(translations);

it('types the reports keys: a known key translates, a typo does not compile', async () => {
  await loadTranslationsSilently(translations);
  const t = i18n.getFixedT('en', 'reports');
  expect(t('watch.title')).toBe(en.watch.title);
  // @ts-expect-error: not a key of the reports namespace (typed keys, src/i18n/i18next.d.ts)
  expect(t('watch.titlex')).toBe('watch.titlex');
});
