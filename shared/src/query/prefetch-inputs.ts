import { useSiteStore, useLocaleStore, ltypeOf, type Ltype } from '@hearth/shared';

type SiteStoreAgent = NonNullable<ReturnType<typeof useSiteStore.getState>['agent']>;

/** The agent whose site this is, exactly as `AgentPage` decides it (an agent is known, not the www portal). */
function agentOf(state: ReturnType<typeof useSiteStore.getState>): SiteStoreAgent | null {
  return state.agent !== null && state.mode !== 'www' ? state.agent : null;
}

/**
 * For a route's `prefetch`: the agent whose site this is, once the shell's site resolution has settled (at once
 * when it has). A page's code usually arrives before the site's owner does: waiting here lets the page's request
 * leave the moment the owner is known, instead of after the page has rendered and mounted its query. Null when
 * there is no agent (www, inactive, a failed resolution): skip, the page's own query decides.
 */
export function siteAgentWhenResolved(): Promise<SiteStoreAgent | null> {
  const state = useSiteStore.getState();
  if (state.status !== 'resolving') return Promise.resolve(agentOf(state));
  return new Promise((resolve) => {
    const unsubscribe = useSiteStore.subscribe((next) => {
      if (next.status === 'resolving') return;
      unsubscribe();
      resolve(agentOf(next));
    });
  });
}

/** For a route's `prefetch`: the backend `ltype` of the current locale, read now. */
export function ltypeNow(): Ltype {
  return ltypeOf(useLocaleStore.getState().locale);
}
