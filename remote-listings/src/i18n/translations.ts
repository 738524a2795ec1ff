import type { RemoteTranslations } from '@hearth/shared';
import { kitTranslations } from '@hearth/shared/ui';
import { cardTranslations, LISTINGS_NS } from './card-translations';
import cardsEn from './cards.en.json';
import cardsZhCN from './cards.zh-CN.json';

export { cardTranslations, LISTINGS_NS };

/**
 * The whole `listings` namespace (the `translations` of the routes module): a chunk per language, of which a page
 * loads its own (ADR 0047).
 */
export const translations: RemoteTranslations = {
  namespace: LISTINGS_NS,
  en: () =>
    import(/* webpackChunkName: "texts-en" */ './en.json').then((m) => ({ ...m.default, ...cardsEn })),
  'zh-CN': () =>
    import(/* webpackChunkName: "texts-zh-CN" */ './zh-CN.json').then((m) => ({
      ...m.default,
      ...cardsZhCN,
    })),
};

/** Every namespace this remote's pages use: its own and the shared UI kit's (`kit`). Register both. */
export const translationBundles: readonly RemoteTranslations[] = [translations, kitTranslations];
