import type { RemoteTranslations } from '@hearth/shared';
import { kitTranslations } from '@hearth/shared/ui';

/** The i18next namespace of remote-content. */
export const CONTENT_NS = 'content';

/**
 * The `content` namespace (the `translations` of the routes module): a chunk per language, of which a page loads its
 * own (ADR 0047).
 */
export const translations: RemoteTranslations = {
  namespace: CONTENT_NS,
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json'),
  'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './zh-CN.json'),
};

/** Every namespace this remote's pages use: its own and the shared UI kit's (`kit`). Register both. */
export const translationBundles: readonly RemoteTranslations[] = [translations, kitTranslations];
