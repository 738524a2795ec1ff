import type { RemoteTranslations } from '@hearth/shared';
import cardsEn from './cards.en.json';
import cardsZhCN from './cards.zh-CN.json';

/** i18next namespace of this remote. */
export const LISTINGS_NS = 'listings';

/**
 * The listing cards' and the featured-listings widget's part of the namespace (cards.*.json), in a module of its
 * own: all the widget registers and downloads, so a home does not load every listings page's texts in both
 * languages.
 */
export const cardTranslations: RemoteTranslations = {
  namespace: LISTINGS_NS,
  en: cardsEn,
  'zh-CN': cardsZhCN,
};
