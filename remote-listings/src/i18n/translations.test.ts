import { fetchTexts, i18n } from '@hearth/shared';
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

it("the cards' part is the namespace's own: the whole namespace holds it, and the rest of the pages' texts", async () => {
  for (const locale of ['en', 'zh-CN'] as const) {
    const [all, cards] = await Promise.all([
      fetchTexts(translations, locale),
      fetchTexts(cardTranslations, locale),
    ]);
    expect(all).toEqual(expect.objectContaining(cards));
    expect(Object.keys(all).length).toBeGreaterThan(Object.keys(cards).length);
    expect(cards).not.toHaveProperty('detail');
  }
});
