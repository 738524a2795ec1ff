// `@hearth/shared/early`: what the shell's entry chunk may use before the shared singletons exist, and what the
// browser and the server share to make the same start-up decisions (the start plan's element, the language rule,
// the deploy files' URLs, the widget contracts as read from route-chunks.json). Entry-chunk safe: nothing here
// imports @hearth/shared at run time.
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
  DEPLOY_FILE_TIMEOUT_MS,
  resolveConfigHosts,
  resolveDeployUrl,
  resolveManifestEntries,
} from '../early/deploy-url';
export {
  parseWidgetContract,
  isPrimaryOn,
  type WidgetContract,
  type WidgetReserve,
} from '../early/widget-contract';
export { START_PLAN_ELEMENT_ID, readStartPlanJson, serverRendered } from '../early/start-plan';
// The address bar's clean-up (ADR 0023): the entry's first act, before the page's app code is even asked for.
export { takeIdentityFromAddressBar } from '../deep-links/deep-link-identity';
export {
  APP_CODE_WAIT_MAX_MS,
  appCodeStartOf,
  headForAfterLoad,
  whenAppCodeMayStart,
  type AppCodeStart,
} from '../early/app-code-start';
