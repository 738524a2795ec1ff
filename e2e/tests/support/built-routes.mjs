// The built routes the quality gates walk: the accessibility spec (tests/a11y.spec.ts: axe, both languages, 375 and
// 1280 px) and the first-load JS budget (bench/budget.mjs). A feature issue that builds a page adds it here, once.
//
// Each entry:
//   id      stable name (budget-baseline.json key, test title); never reuse one for another page
//   host    site host: 'lily' (active agent), 'www' (portal), 'oscar' (inactive agent), 'localhost'
//   path    path and query, without the language: the gates add `ltype` (1 English, 0 Chinese; public pages and
//           hybrid pages alike, see shell/src/features/locale/init-locale.ts)
//   owner   the container that renders the page: a remote's container name (its slot must reach data-state=ready)
//           or 'shell'
//   open    optional interaction after load, for states that are not routes: 'sign-in' opens the sign-in card
//   budget  false to leave the entry out of the JS budget (interaction states load no JS of their own)

/**
 * @typedef {'lily' | 'www' | 'oscar' | 'localhost'} RouteHost
 * @typedef {{ id: string, host: RouteHost, path: string, owner: string, open?: 'sign-in', budget?: boolean }} BuiltRoute
 */

/** @type {readonly BuiltRoute[]} */
export const BUILT_ROUTES = [
  { id: 'listings', host: 'lily', path: '/listings', owner: 'remote_listings' },
  { id: 'blogs', host: 'lily', path: '/blogs', owner: 'remote_content' },
  { id: 'coupon-list', host: 'lily', path: '/hybrid/coupon/marketing/list', owner: 'remote_coupons' },
  {
    id: 'vendor-accounting',
    host: 'lily',
    path: '/hybrid/vendor/accounting/customer/SO0042',
    owner: 'remote_vendor',
  },
  { id: 'marketing-watch', host: 'lily', path: '/hybrid/marketing/watch', owner: 'remote_reports' },
  { id: 'hybrid-success', host: 'lily', path: '/hybrid/success', owner: 'shell' },
  { id: 'not-found', host: 'lily', path: '/not/found', owner: 'shell' },
  { id: 'unknown-path', host: 'lily', path: '/no/such/page', owner: 'shell' },
  { id: 'www-listings', host: 'www', path: '/listings', owner: 'remote_listings' },
  { id: 'www-blogs', host: 'www', path: '/blogs', owner: 'remote_content' },
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

/** The URL path of a route in a language: `ltype` 1 English, 0 Chinese. */
export function routePath(route, locale) {
  const url = new URL(route.path, 'http://x');
  url.searchParams.set('ltype', locale === 'en' ? '1' : '0');
  return `${url.pathname}${url.search}`;
}
