// The built routes the quality gates walk: the route walk (tests/route-walk.spec.ts: axe in both languages at 375
// and 1280 px, the CSP, the first-load JS the budget compares); `pnpm bench` and `npm start` use them too.
//
// Every page comes from its build: each container generates `routes.json` from its page definitions (a remote's
// `defineRoute({ id, path, handle, lazy, example })`, the shell's `definePage({ id, path, handle, example })` in
// shell/src/route-table/shell-pages.ts; ADR 0028), and every example URL there is walked. A new page is walked
// without any change here. Only the states that are not routes are listed below (NOT_ROUTES).
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
//   route   the route definition's id of a page's example (its first example is the route's bench URL)
//   clientOnly  why the page renders in the browser only (its definition's; ADR 0033): absent, the server renders it
import { REMOTE_NAMES, remoteRoutes, shellRoutes } from '../../platform/ports.mjs';

/**
 * @typedef {'lily' | 'www' | 'oscar' | 'hearth' | 'dora' | 'localhost'} RouteHost
 * @typedef {{ id: string, host: RouteHost, path: string, owner: string, open?: 'sign-in', budget?: boolean, route?: string, clientOnly?: string }} BuiltRoute
 */

/**
 * The host of a route example's site (definitions name a kind of site, not a seeded agent): an active agent with the
 * default, epic or demo home template, or the portal.
 */
const SITE_HOSTS = { agent: 'lily', 'agent-epic': 'hearth', 'agent-demo': 'dora', www: 'www' };

/**
 * @type {readonly BuiltRoute[]} The states that are not routes: no page definition leads to them, so no build can
 * list them.
 */
const NOT_ROUTES = [
  // A path that no page is defined for: the shell's 404 through the catch-all (route ownership), not /not/found.
  { id: 'unknown-path', host: 'lily', path: '/no/such/page', owner: 'shell' },
  // A route on an inactive agent's site: the site gate's page replaces whatever the path would show.
  { id: 'inactive-agent', host: 'oscar', path: '/listings', owner: 'shell' },
  // An overlay opened over a page, not a path of its own.
  {
    id: 'sign-in-card',
    host: 'lily',
    path: '/listings',
    owner: 'remote_listings',
    open: 'sign-in',
    budget: false,
  },
];

/** Every example URL of a container's generated route list. */
function examplesOf(owner, routes) {
  return routes.flatMap((route) =>
    route.examples.map((example) => {
      const host = SITE_HOSTS[example.site];
      if (!host) throw new Error(`${owner} route ${route.id}: unknown example site "${example.site}"`);
      return {
        id: example.id,
        host,
        path: example.path,
        owner,
        route: route.id,
        ...(route.clientOnly ? { clientOnly: route.clientOnly } : {}),
      };
    }),
  );
}

/** @type {readonly BuiltRoute[]} */
export const BUILT_ROUTES = [
  ...examplesOf('shell', shellRoutes()),
  ...NOT_ROUTES,
  ...REMOTE_NAMES.flatMap((owner) => examplesOf(owner, remoteRoutes(owner))),
];

/** The URL path of a route in a language: `ltype` 1 English, 0 Chinese. */
export function routePath(route, locale) {
  const url = new URL(route.path, 'http://x');
  url.searchParams.set('ltype', locale === 'en' ? '1' : '0');
  return `${url.pathname}${url.search}`;
}
