import { i18n } from '@hearth/shared';
import { describeTranslations, loadTranslationsSilently } from '@hearth/shared/testing';
import en from './en.json';
import { cardTranslations, translations } from './translations';

describeTranslations(translations);
describeTranslations(cardTranslations);

it('types the listings keys: a known key translates, a typo does not compile', async () => {
  await loadTranslationsSilently(translations);
  const t = i18n.getFixedT('en', 'listings');
  expect(t('title')).toBe(en.title);
  // @ts-expect-error: not a key of the listings namespace (typed keys, src/i18n/i18next.d.ts)
  expect(t('titlex')).toBe('titlex');
});

it("the cards' part is the namespace's own: the whole namespace holds it, and the rest of the pages' texts", () => {
  expect(translations.en).toEqual(expect.objectContaining(cardTranslations.en));
  expect(translations['zh-CN']).toEqual(expect.objectContaining(cardTranslations['zh-CN']));
  expect(Object.keys(translations.en).length).toBeGreaterThan(Object.keys(cardTranslations.en).length);
  expect(cardTranslations.en).not.toHaveProperty('detail');
});
