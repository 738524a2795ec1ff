import type { RemoteTranslations } from '@hearth/shared';

/** The i18next namespace of remote-reports. */
export const REPORTS_NS = 'reports';

/**
 * The `reports` namespace (the `translations` of the routes module): a chunk per language, of which a page loads its
 * own (ADR 0047).
 */
export const translations: RemoteTranslations = {
  namespace: REPORTS_NS,
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json'),
  'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './zh-CN.json'),
};
