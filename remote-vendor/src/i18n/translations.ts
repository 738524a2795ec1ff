import type { RemoteTranslations } from '@hearth/shared';

/** The i18next namespace of remote-vendor. */
export const VENDOR_NS = 'vendor';

/**
 * The `vendor` namespace (the `translations` of the routes module): a chunk per language, of which a page loads its
 * own (ADR 0047).
 */
export const translations: RemoteTranslations = {
  namespace: VENDOR_NS,
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json'),
  'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './zh-CN.json'),
};
