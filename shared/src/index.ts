// @hearth/shared: the only thing the shell and the remotes have in common.
// Config
export {
  RuntimeConfigSchema,
  HostsSchema,
  type RuntimeConfig,
  type RuntimeConfigInput,
  type HostKey,
} from './config/runtime-config-schema';
export {
  loadRuntimeConfig,
  fetchDeployJson,
  parseDeployResponse,
  ConfigError,
} from './config/load-runtime-config';
export { useConfigStore, setRuntimeConfig, getRuntimeConfig, useRuntimeConfig } from './config/config-store';
// HTTP
export { ApiError, isApiError, type ApiErrorKind } from './http/api-error';
export { hostClient, DEFAULT_TIMEOUT_MS } from './http/host-client';
export { requestJson, type RequestOptions } from './http/request-json';
export { requestCall, type CallOptions } from './http/request-call';
import { installContractReporter } from './http/contract-reporter';
export { installContractReporter };

// Events
export { bus, showToast, trackFetching } from './events/bus';
export {
  holdPrimaryContent,
  releasePrimaryContent,
  afterPrimaryContent,
  primaryContentPending,
} from './events/primary-content';
export type { HearthEvents, ToastEvent, BridgeCallEvent, BridgeCallName } from './events/event-map';
// Stores
export { useAppStore, useIsMobile, MOBILE_BREAKPOINT } from './stores/app-store';
export { useSiteStore, useIsWww, type SiteMode, type SiteAgent } from './stores/site-store';
export { useLocaleStore } from './stores/locale-store';
export { usePageUrlStore, usePageHref } from './stores/page-url-store';
export { useSessionStore, type ClientSession } from './stores/session-store';
export { useNativeContextStore, type NativeContext } from './stores/native-context-store';
export { useBoundRoutesStore, bindRoutes, type BoundRoutes } from './stores/bound-routes-store';
// i18n
export {
  i18n,
  initI18n,
  missingKeys,
  translateIn,
  addTranslations,
  fetchTexts,
  loadTranslations,
} from './i18n/i18n';
export {
  LOCALES,
  ltypeOf,
  localeFromLtype,
  localeFromNativeLanguage,
  type Locale,
  type Ltype,
} from './i18n/locales';
export type { SharedResources } from './i18n/resource-types';

// Native bridge
export {
  nativeBridge,
  detectPlatform,
  setBridgeWebFallbacks,
  type WebFallbacks,
} from './bridge/native-bridge';
export {
  serverFormattedPhone,
  setServerPhoneFormatter,
  takeRenderedPhones,
  type FormattedPhone,
} from './stores/server-phones';
export { loadPhoneTools, type PhoneTools } from './stores/phone-tools';
export {
  installNativeContext,
  setContextFromQuery,
  contextIsTheLoadedUrls,
  readContextFromQuery,
  parseNativeContext,
  type QueuingContextHandler,
} from './bridge/native-context';

// Federation contract: the major and the singleton's version (one instance: the shell's), and the contract's types.
// The contract's names and schemas (REMOTE_NAMES, RemotesManifestSchema, ...) are the ordinary entry
// `@hearth/shared/federation-contract`, bundled per container (ADR 0029).
export { CONTRACT_MAJOR, SHARED_VERSION } from './federation/shared-version';
export type {
  RoutePrefix,
  RemoteName,
  RemoteRoutesModule,
  RemoteWidgetModule,
  RemoteTranslations,
  Texts,
  TextsSource,
  RemoteRouteHandle,
  RoutePrefetch,
  RoutePrefetchContext,
  WidgetPrefetch,
  WidgetPrefetchContext,
  RemoteManifestEntry,
  RemotesManifest,
} from './federation/remote-contract';

export { SHARED_INSTANCE_ID } from './federation/shared-instance';
export { singletonSatisfies, parseVersion } from './federation/shared-version';

// Side effect of loading the singleton: list items dropped by the tolerant contracts (in any container) are
// logged and emitted on the bus as `contract:item-dropped`.
installContractReporter();

export * from './sharing';
