// The built routes the quality gates walk: the route walk (tests/route-walk.spec.ts: axe in both languages at 375
// and 1280 px, the CSP, the first-load JS the budget compares); `pnpm bench` and `npm start` use them too.
//
// A remote's pages come from its build: each remote generates `routes.json` from its route definitions
// (`defineRoute({ id, path, handle, lazy, example })`, ADR 0028), and every example URL there is walked. A remote's
// new page is walked without any change here. The shell's own pages and the states that are not routes are listed
// below (SHELL_ROUTES).
//
// Each entry:
//   id      stable name (budget-baseline.json key, test title); never reuse one for another page
//   host    site host: 'lily' (active agent, default home), 'hearth' (epic home), 'dora' (demo home), 'www' (portal),
//           'oscar' (inactive agent), 'localhost'
//   path    path and query, without the language: the gates add `ltype` (1 English, 0 Chinese; public pages and
//           hybrid pages alike, see shell/src/features/locale/init-locale.ts)
//   owner   the container that renders the page: a remote's container name (its slot must reach data-state=ready)
//           or 'shell'
//   open    optional interaction after load, for states that are not routes: 'sign-in' opens the sign-in card
//   budget  false to leave the entry out of the JS budget (interaction states load no JS of their own)
//   route   the route definition's id of a remote page's example (its first example is the route's bench URL)
import { REMOTE_NAMES, remoteRoutes } from '../../platform/ports.mjs';

/**
 * @typedef {'lily' | 'www' | 'oscar' | 'hearth' | 'dora' | 'localhost'} RouteHost
 * @typedef {{ id: string, host: RouteHost, path: string, owner: string, open?: 'sign-in', budget?: boolean, route?: string }} BuiltRoute
 */

/** The host of a route example's site (route definitions name a site, not a seeded agent). */
const SITE_HOSTS = { agent: 'lily', www: 'www' };

/** @type {readonly BuiltRoute[]} The shell's pages (router.tsx) and the states that are not routes. */
const SHELL_ROUTES = [
  // The home container (issue 12): one agent per template, and the www portal.
  { id: 'home-default', host: 'lily', path: '/', owner: 'shell' },
  { id: 'home-epic', host: 'hearth', path: '/', owner: 'shell' },
  { id: 'home-demo', host: 'dora', path: '/', owner: 'shell' },
  { id: 'www-home', host: 'www', path: '/', owner: 'shell' },
  { id: 'hybrid-success', host: 'lily', path: '/hybrid/success', owner: 'shell' },
  { id: 'not-found', host: 'lily', path: '/not/found', owner: 'shell' },
  { id: 'unknown-path', host: 'lily', path: '/no/such/page', owner: 'shell' },
  { id: 'inactive-agent', host: 'oscar', path: '/listings', owner: 'shell' },
  {
    id: 'sign-in-card',
    host: 'lily',
    path: '/listings',
    owner: 'remote_listings',
    open: 'sign-in',
    budget: false,
  },
  // Non-production builds only (the e2e build sets HEARTH_ALLOW_OVERRIDES=1).
  { id: 'bridge-panel', host: 'lily', path: '/hybrid/test', owner: 'shell' },
];

/** Every example URL of every remote's generated route list. */
function remoteExamples() {
  return REMOTE_NAMES.flatMap((owner) =>
    remoteRoutes(owner).flatMap((route) =>
      route.examples.map((example) => ({
        id: example.id,
        host: SITE_HOSTS[example.site],
        path: example.path,
        owner,
        route: route.id,
      })),
    ),
  );
}

/** @type {readonly BuiltRoute[]} */
export const BUILT_ROUTES = [...SHELL_ROUTES, ...remoteExamples()];

/** The URL path of a route in a language: `ltype` 1 English, 0 Chinese. */
export function routePath(route, locale) {
  const url = new URL(route.path, 'http://x');
  url.searchParams.set('ltype', locale === 'en' ? '1' : '0');
  return `${url.pathname}${url.search}`;
}
