import type { RemoteTranslations } from '@hearth/shared';
import { kitTranslations } from '@hearth/shared/ui';
import { cardTranslations, LISTINGS_NS } from './card-translations';
import en from './en.json';
import zhCN from './zh-CN.json';

export { cardTranslations, LISTINGS_NS };

/** The whole `listings` namespace in both languages (the `translations` of the routes module). */
export const translations: RemoteTranslations = {
  namespace: LISTINGS_NS,
  en: { ...en, ...cardTranslations.en },
  'zh-CN': { ...zhCN, ...cardTranslations['zh-CN'] },
};

/** Every namespace this remote's pages use: its own and the shared UI kit's (`kit`). Register both. */
export const translationBundles: readonly RemoteTranslations[] = [translations, kitTranslations];
