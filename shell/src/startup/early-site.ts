// Runs in the ENTRY chunk (index.ts), before the shared singletons are negotiated: no runtime import of
// @hearth/shared or of anything that imports it (`@hearth/shared/early` is entry-chunk safe).
import {
  HOME_TEMPLATES,
  browserPublicLocale,
  startEarlySiteRequests,
  type EarlyHomeSite,
} from '@hearth/shared/early';
import { buildRouteTable, matchRoute, remotesFromRawManifest } from '../route-table/route-table';
import { TEMPLATE_WIDGETS, type HomeVariant } from '../features/home/template-widgets';
import { preloadChunkGroup } from './early-chunks';
import { overridesPossible } from './early-remote';
import { preloadRemoteWidgets, warmRemoteWidgets } from './early-widgets';

/**
 * How long the bootstrap may wait for the user-info request to leave, from the profile request: a slow or
 * unreachable API must not hold the shell back (its site gate shows the loading state and retries).
 */
export const SITE_HEAD_START_MS = 300;

/** The widgets any agent's template places (their contracts say which are its primary content). */
const AGENT_HOME_WIDGETS = [...new Set(HOME_TEMPLATES.flatMap((template) => TEMPLATE_WIDGETS[template]))];

/**
 * The site's owner (the agent's profile, then the user info) is requested as soon as runtime-config.json and
 * remotes.json answer, while the shell's chunks are still downloading: every agent page waits for it (the site
 * gate), and it is a chain of two requests. The bootstrap's site resolution takes both responses over (ADR 0015).
 * remotes.json says whether the page is hybrid (its language then comes from the native app), as it does for the
 * bootstrap. Resolves once both files are in and, on an agent's public page, the user info has been sent (on the
 * home: answered, and its template's code, widgets' data and banner asked for), at most `SITE_HEAD_START_MS` after
 * the profile was asked for (the bootstrap needs both files anyway). Until then the shell's chunks only download:
 * evaluated at once, their tasks stood between the profile's answer and the user-info request (180 ms on a desktop
 * CPU, about a second at Lighthouse's 4× slowdown), and between the user info's answer and the home's requests
 * (~100 ms); the whole page waits for the user info (the site gate, the template, the banner).
 */
export function startEarlySite(
  location: Pick<Location, 'hostname' | 'pathname' | 'search'>,
  production: boolean,
  config: Promise<unknown>,
  manifest: Promise<unknown>,
): Promise<void> {
  return Promise.all([config, manifest])
    .then(([rawConfig, rawManifest]) => {
      const table = buildRouteTable(remotesFromRawManifest(rawManifest));
      const match = matchRoute(location.pathname, table);
      // The banner is known to show only on the shell's own pages (a remote page's handle may hide it).
      const banner = match.kind === 'shell' && match.chrome.banner;
      const early = !overridesPossible(location, production);
      const sent = startEarlySiteRequests({
        location,
        config: rawConfig,
        hybrid: match.chrome.hybrid,
        // The page's language by the bootstrap's own rule and inputs (ltype, cookie, browser languages).
        locale: browserPublicLocale(),
        banner,
        production,
        ...(location.pathname === '/'
          ? {
              // An agent's home: what its widgets' remotes say about them is fetched while its owner is asked for.
              onAgent: () => early && warmRemoteWidgets(rawManifest, AGENT_HOME_WIDGETS),
              onHome: (variant: HomeVariant, site?: EarlyHomeSite) => {
                // The home: its template's chunk downloads with the start-up chunks, not after the bootstrap has run,
                // and its widgets' contracts (ADR 0030), which the template waits for (an agent's: asked already).
                preloadChunkGroup(`home-${variant}`);
                if (early) warmRemoteWidgets(rawManifest, TEMPLATE_WIDGETS[variant]);
                // An agent's template is known from the user info: its primary widgets' code and first data leave
                // with it. The www home's search bar keeps to after the first paint (its hero text is the largest
                // paint).
                if (site && early)
                  preloadRemoteWidgets(rawManifest, TEMPLATE_WIDGETS[variant], variant, site);
              },
            }
          : {}),
      });
      return Promise.race([sent, new Promise<void>((resolve) => setTimeout(resolve, SITE_HEAD_START_MS))]);
    })
    .catch(() => undefined);
}
