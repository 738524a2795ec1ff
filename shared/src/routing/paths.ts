/**
 * The typed path registry: the shell's own pages, and links inside one container. Parameters are always encoded
 * (`paths.listing('a/b')` → `/listing/a%2Fb`). A link into ANOTHER container's page is bound at run time through
 * remotes.json instead (`useRouteHref` from `@hearth/shared/links` over that remote's route refs, ADR 0029), so that
 * renaming or moving the page is a deploy of its remote only. The remote pages' entries below remain for the links
 * inside each remote and for the callers not converted yet (the home templates, the route table's test).
 */

/** One path segment, encoded (a parameter can never add segments, a query or a hash). */
function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** Query parameters; `undefined` and `null` values are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `path` with a query string (`withQuery('/hybrid/success', { title: 'Paid' })`); no `?` when nothing is set. */
export function withQuery(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Steps of the buyer's and seller's guides (`#step1`..`#step4`). */
export type GuideStep = 1 | 2 | 3 | 4;

function guide(path: string, step?: GuideStep): string {
  return step ? `${path}#step${step}` : path;
}

/** The three points of view of an accounting statement. */
export type AccountingView = 'customer' | 'vendor' | 'company';

/** Outcomes of the coupon payment page. */
export type CouponPaymentStatus = 'success' | 'cancel' | 'fail';

export const paths = {
  // --- shell
  home: () => '/',
  notFound: () => '/not/found',
  /** Generic success page; `title` and `text` are shown as text. */
  hybridSuccess: (query: { title?: string; text?: string } = {}) => withQuery('/hybrid/success', query),
  /** The development-only native-bridge panel (404 in production builds). */
  hybridTest: () => '/hybrid/test',

  // --- remote-listings
  listings: (query: { page?: number } = {}) => withQuery('/listings', query),
  listing: (id: string) => `/listing/${seg(id)}`,
  map: () => '/map',
  /** Shared listings: ids joined by `_`; `signature` shows the agent's signature block. */
  hybridShareList: (query: { ids?: string; signature?: boolean } = {}) =>
    withQuery('/hybrid/share/list', query),
  hybridHouseEvaluatePrice: () => '/hybrid/house/evaluate/price',

  // --- remote-content
  blogs: (query: { page?: number } = {}) => withQuery('/blogs', query),
  blog: (id: string | number) => `/blog/${seg(id)}`,
  /** `type`: `all` or `{product}_web_real_estate`, `_finance`, `_event`, `_explore`, `_story`. */
  newsList: (type: string) => `/news-list/${seg(type)}`,
  newsDetail: (source: string, newsId: string | number) => `/news-detail/${seg(source)}/${seg(newsId)}`,
  aboutAgent: () => '/about-agent',
  about: () => '/about',
  aboutUs: () => '/about-us',
  sellerGuide: (step?: GuideStep) => guide('/seller-guide', step),
  buyerGuide: (step?: GuideStep) => guide('/buyer-guide', step),
  downloadApp: () => '/download-app',
  downloadAppAgent: () => '/download-app-agent',
  privacyPolicy: () => '/privacy-policy',
  termsOfService: () => '/terms-of-service',
  acceptableUsePolicy: () => '/acceptable-use-policy',
  termsOfUse: () => '/terms-of-use',
  homeLoan: () => '/home-loan',
  homeServices: () => '/home-services',
  researchSuburb: () => '/research-suburb',
  contactUs: () => '/contact-us',
  marketingAnnual2020: () => '/marketing/2020/annual',
  marketingVideoPlayer: () => '/marketing/video/player',

  // --- remote-coupons
  coupon: (id: string | number) => `/hybrid/coupon/${seg(id)}`,
  couponMarketingList: () => '/hybrid/coupon/marketing/list',
  myCoupons: () => '/hybrid/coupon/my/coupons',
  couponPayment: (status: CouponPaymentStatus, query: { id1?: string } = {}) =>
    withQuery(`/hybrid/coupon/payment/${seg(status)}`, query),
  couponShare: (id: string | number) => `/hybrid/coupon/share/${seg(id)}`,
  appointment: (insId: string | number) => `/hybrid/services/appointment/${seg(insId)}`,
  appointmentSuccess: () => '/hybrid/services/appointment/success',

  // --- remote-vendor
  vendorDeliveryAccept: (receive: string) => `/hybrid/vendor/delivery/accept/${seg(receive)}`,
  vendorOrderRenew: (receive: string) => `/hybrid/vendor/order/renew/${seg(receive)}`,
  vendorAccounting: (view: AccountingView, oid: string) => `/hybrid/vendor/accounting/${view}/${seg(oid)}`,

  // --- remote-reports
  dailyReport: () => '/daily-report',
  communityMarketTrend: () => '/community-markettrend',
  hybridMarketingTrend: () => '/hybrid/marketing/trend',
  /** `ltype`: its first character is the language (1 English). */
  hybridMarketingWatch: (query: { ltype?: string | number } = {}) =>
    withQuery('/hybrid/marketing/watch', query),
  hybridShareCommunity: (query: { Latitude?: number; Longitude?: number } = {}) =>
    withQuery('/hybrid/share/community', query),
} as const;

export type PathName = keyof typeof paths;
