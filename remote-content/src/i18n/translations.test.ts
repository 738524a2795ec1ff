import { i18n } from '@hearth/shared';
import { describeTranslations, loadTranslationsSilently } from '@hearth/shared/testing';
import en from './en.json';
import { translations } from './translations';
import { pageTranslations } from './page-translations';

describeTranslations(translations);

it('types the content keys: a known key translates, a typo does not compile', async () => {
  await loadTranslationsSilently(translations);
  const t = i18n.getFixedT('en', 'content');
  expect(t('blogs.title')).toBe(en.blogs.title);
  // @ts-expect-error: not a key of the content namespace (typed keys, src/i18n/i18next.d.ts)
  expect(t('blogs.titlex')).toBe('blogs.titlex');
});

// The page texts (merged into `content` when a page chunk loads): the same parity rules.
describeTranslations(pageTranslations);
