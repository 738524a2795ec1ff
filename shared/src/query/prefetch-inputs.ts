import { useSiteStore, useLocaleStore, ltypeOf, type Ltype } from '@hearth/shared';

type SiteStoreAgent = NonNullable<ReturnType<typeof useSiteStore.getState>['agent']>;

/**
 * For a route's `prefetch`: the agent whose site this is, read now (`getState()`), exactly as `AgentPage` decides it
 * (an agent is known and this is not the www portal); null otherwise: skip, the page's own query will fetch.
 */
export function siteAgentNow(): SiteStoreAgent | null {
  const { agent, mode } = useSiteStore.getState();
  return agent !== null && mode !== 'www' ? agent : null;
}

/** For a route's `prefetch`: the backend `ltype` of the current locale, read now. */
export function ltypeNow(): Ltype {
  return ltypeOf(useLocaleStore.getState().locale);
}
