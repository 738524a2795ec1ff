import type { RemoteTranslations } from '@hearth/shared';
import { kitTranslations } from '@hearth/shared/ui';
import en from './en.json';
import zhCN from './zh-CN.json';

/** i18next namespace of this remote. */
export const LISTINGS_NS = 'listings';

/** The `listings` namespace in both languages (the `translations` of the routes module). */
export const translations: RemoteTranslations = { namespace: LISTINGS_NS, en, 'zh-CN': zhCN };

/** Every namespace this remote's pages use: its own and the shared UI kit's (`kit`). Register both. */
export const translationBundles: readonly RemoteTranslations[] = [translations, kitTranslations];
