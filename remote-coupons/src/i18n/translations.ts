import type { RemoteTranslations } from '@hearth/shared';

/** The i18next namespace of remote-coupons. */
export const COUPONS_NS = 'coupons';

/**
 * The `coupons` namespace (the `translations` of the routes module): a chunk per language, of which a page loads its
 * own (ADR 0047).
 */
export const translations: RemoteTranslations = {
  namespace: COUPONS_NS,
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json'),
  'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './zh-CN.json'),
};
