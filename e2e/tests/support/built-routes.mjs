// The built routes the quality gates walk: the accessibility spec (tests/a11y.spec.ts: axe, both languages, 375 and
// 1280 px) and the first-load JS budget (bench/budget.mjs). A feature issue that builds a page adds it here, once.
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

/**
 * @typedef {'lily' | 'www' | 'oscar' | 'hearth' | 'dora' | 'localhost'} RouteHost
 * @typedef {{ id: string, host: RouteHost, path: string, owner: string, open?: 'sign-in', budget?: boolean }} BuiltRoute
 */

/** @type {readonly BuiltRoute[]} */
export const BUILT_ROUTES = [
  // The home container (issue 12): one agent per template, and the www portal.
  { id: 'home-default', host: 'lily', path: '/', owner: 'shell' },
  { id: 'home-epic', host: 'hearth', path: '/', owner: 'shell' },
  { id: 'home-demo', host: 'dora', path: '/', owner: 'shell' },
  { id: 'www-home', host: 'www', path: '/', owner: 'shell' },
  { id: 'listings', host: 'lily', path: '/listings', owner: 'remote_listings' },
  { id: 'map-search', host: 'lily', path: '/map', owner: 'remote_listings' },
  { id: 'www-map-search', host: 'www', path: '/map?type=rent&zoom=10', owner: 'remote_listings' },
  { id: 'listing-detail', host: 'lily', path: '/listing/treb-C4200001', owner: 'remote_listings' },
  { id: 'listing-detail-minimal', host: 'lily', path: '/listing/treb-E4200002', owner: 'remote_listings' },
  { id: 'www-listing-detail', host: 'www', path: '/listing/treb-C4200001', owner: 'remote_listings' },
  {
    id: 'share-list',
    host: 'lily',
    path: '/hybrid/share/list?ids=treb-C4200001_crea-X4100003&signature=true',
    owner: 'remote_listings',
  },
  {
    id: 'www-share-list',
    host: 'www',
    path: '/hybrid/share/list?ids=treb-C4200001',
    owner: 'remote_listings',
  },
  { id: 'house-valuation', host: 'lily', path: '/hybrid/house/evaluate/price', owner: 'remote_listings' },
  { id: 'blogs', host: 'lily', path: '/blogs', owner: 'remote_content' },
  { id: 'coupon-list', host: 'lily', path: '/hybrid/coupon/marketing/list', owner: 'remote_coupons' },
  // remote-coupons (issue 13): Grace Liu (20101); instance 5012 and coupon 102's instance are never booked or paid by e2e.
  { id: 'coupon-detail', host: 'lily', path: '/hybrid/coupon/101', owner: 'remote_coupons' },
  {
    id: 'coupon-detail-buy',
    host: 'lily',
    path: '/hybrid/coupon/102?fjjUserId=20101',
    owner: 'remote_coupons',
  },
  {
    id: 'coupon-my',
    host: 'lily',
    path: '/hybrid/coupon/my/coupons?fjjUserId=20101',
    owner: 'remote_coupons',
  },
  {
    id: 'coupon-appointment',
    host: 'lily',
    path: '/hybrid/services/appointment/5012?fjjUserId=20101',
    owner: 'remote_coupons',
  },
  {
    id: 'coupon-appointment-success',
    host: 'lily',
    path: '/hybrid/services/appointment/success',
    owner: 'remote_coupons',
  },
  {
    id: 'coupon-payment-success',
    host: 'lily',
    path: '/hybrid/coupon/payment/success?id1=5012',
    owner: 'remote_coupons',
  },
  { id: 'coupon-payment-fail', host: 'lily', path: '/hybrid/coupon/payment/fail', owner: 'remote_coupons' },
  { id: 'coupon-share', host: 'lily', path: '/hybrid/coupon/share/101', owner: 'remote_coupons' },
  {
    id: 'vendor-accounting',
    host: 'lily',
    path: '/hybrid/vendor/accounting/customer/SO0042',
    owner: 'remote_vendor',
  },
  // remote-vendor (issue 7): SO0057 (pending) and SO0066 (renewable) are never changed by the e2e suite.
  {
    id: 'vendor-delivery',
    host: 'lily',
    path: '/hybrid/vendor/delivery/accept/NTc=',
    owner: 'remote_vendor',
  },
  { id: 'vendor-renew', host: 'lily', path: '/hybrid/vendor/order/renew/U08wMDY2', owner: 'remote_vendor' },
  {
    id: 'vendor-accounting-vendor',
    host: 'lily',
    path: '/hybrid/vendor/accounting/vendor/SO0042',
    owner: 'remote_vendor',
  },
  {
    id: 'vendor-accounting-company',
    host: 'lily',
    path: '/hybrid/vendor/accounting/company/SO0042',
    owner: 'remote_vendor',
  },
  { id: 'marketing-watch', host: 'lily', path: '/hybrid/marketing/watch', owner: 'remote_reports' },
  { id: 'daily-report', host: 'lily', path: '/daily-report', owner: 'remote_reports' },
  { id: 'market-trend', host: 'lily', path: '/hybrid/marketing/trend', owner: 'remote_reports' },
  { id: 'community-markettrend', host: 'lily', path: '/community-markettrend', owner: 'remote_reports' },
  {
    id: 'community-report',
    host: 'lily',
    path: '/hybrid/share/community?Latitude=43.6532&Longitude=-79.3832',
    owner: 'remote_reports',
  },
  { id: 'hybrid-success', host: 'lily', path: '/hybrid/success', owner: 'shell' },
  { id: 'not-found', host: 'lily', path: '/not/found', owner: 'shell' },
  { id: 'unknown-path', host: 'lily', path: '/no/such/page', owner: 'shell' },
  { id: 'www-listings', host: 'www', path: '/listings', owner: 'remote_listings' },
  { id: 'www-blogs', host: 'www', path: '/blogs', owner: 'remote_content' },
  { id: 'blog-detail', host: 'lily', path: '/blog/1', owner: 'remote_content' },
  { id: 'news-list', host: 'www', path: '/news-list/all', owner: 'remote_content' },
  { id: 'news-detail', host: 'www', path: '/news-detail/hearth/502', owner: 'remote_content' },
  { id: 'contact-us', host: 'www', path: '/contact-us', owner: 'remote_content' },
  { id: 'about-agent', host: 'lily', path: '/about-agent', owner: 'remote_content' },
  { id: 'about', host: 'www', path: '/about', owner: 'remote_content' },
  { id: 'about-us', host: 'www', path: '/about-us', owner: 'remote_content' },
  { id: 'seller-guide', host: 'www', path: '/seller-guide', owner: 'remote_content' },
  { id: 'buyer-guide', host: 'www', path: '/buyer-guide', owner: 'remote_content' },
  { id: 'download-app', host: 'www', path: '/download-app', owner: 'remote_content' },
  { id: 'download-app-agent', host: 'www', path: '/download-app-agent', owner: 'remote_content' },
  { id: 'privacy-policy', host: 'www', path: '/privacy-policy', owner: 'remote_content' },
  { id: 'terms-of-service', host: 'www', path: '/terms-of-service', owner: 'remote_content' },
  { id: 'acceptable-use-policy', host: 'www', path: '/acceptable-use-policy', owner: 'remote_content' },
  { id: 'terms-of-use', host: 'www', path: '/terms-of-use', owner: 'remote_content' },
  { id: 'home-loan', host: 'www', path: '/home-loan', owner: 'remote_content' },
  { id: 'home-services', host: 'www', path: '/home-services', owner: 'remote_content' },
  { id: 'research-suburb', host: 'www', path: '/research-suburb', owner: 'remote_content' },
  { id: 'marketing-annual-2020', host: 'www', path: '/marketing/2020/annual', owner: 'remote_content' },
  { id: 'marketing-video', host: 'www', path: '/marketing/video/player', owner: 'remote_content' },
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
