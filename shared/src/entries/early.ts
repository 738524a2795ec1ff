// `@hearth/shared/early`: what the shell's entry chunk starts before the shared singletons exist (the site's
// requests). Entry-chunk safe: nothing here imports @hearth/shared at run time.
export { startEarlySiteRequests, type EarlySiteInput, type EarlyHomeSite } from '../early/early-site';
export {
  publicLocaleOf,
  localeFromCookie,
  localeFromAcceptLanguage,
  localeCookie,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  type LocaleSources,
} from '../early/public-locale';
export {
  browserLocaleSources,
  browserPublicLocale,
  rememberLocale,
  type LocaleWindow,
} from '../early/browser-locale';
export {
  parseDeclaredGets,
  primeDeclaredGets,
  declaredGetUrl,
  type DeclaredGet,
} from '../early/declared-gets';
export { HOME_TEMPLATES } from '../early/home-template';
export {
  DEPLOY_FILE_TIMEOUT_MS,
  resolveConfigHosts,
  resolveDeployUrl,
  resolveManifestEntries,
} from '../early/deploy-url';
export { declaredImageUrls, type DeclaredImages } from '../early/declared-images';
export {
  parseWidgetContract,
  isPrimaryOn,
  type WidgetContract,
  type WidgetReserve,
} from '../early/widget-contract';
export { START_PLAN_ELEMENT_ID, readStartPlanJson, serverRendered } from '../early/start-plan';
