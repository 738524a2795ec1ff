// Test helpers (`@hearth/shared/testing`); never imported by product code.
export { makeTestConfig, testHostUrl } from './test-config';
export { installFetchRoutes, type RecordedRequest } from './fetch-routes';
export { renderWithProviders, type RenderOptions } from './render';
export { makeTestAgent } from './test-agent';
export { renderPageAt, LocationProbe } from './render-page';
export { renderRemoteRoute, type RemoteRouteOptions } from './render-remote-route';
export { createTestQueryClient } from './query-client';
export { makeTestHeadAgent, routeHeadContext } from './route-head-context';
export { jsonLdInHead, trailAsListItems } from './json-ld-in-head';
export { agentPhoneSettled } from './agent-phone';
export { captureContractDrops } from './contract-drops';
export { describeTranslations, loadTranslationsSilently } from './translations-suite';
export { inProcessZone, OTHER_ZONES } from './process-zone';
export { findMissingKeys } from '../i18n/key-parity';
export {
  describeSpecConformance,
  recordRequests,
  specDeviations,
  sentParams,
  type ConformanceCase,
  type SentRequest,
} from './spec-conformance';
