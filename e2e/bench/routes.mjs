// The routes `pnpm bench` measures (bench.mjs): every built page the issues ask it to report, and the subset it
// also measures as a monolith (ADR 0013).

/** The monolith comparison's routes (issue 6): one page per remote, the shell's own pages. */
export const COMPARED = [
  '/listings',
  '/blogs',
  '/hybrid/coupon/marketing/list',
  '/hybrid/vendor/accounting/customer/SO0042',
  '/hybrid/marketing/watch?ltype=1',
  '/hybrid/success',
  '/not/found',
];

export const ROUTES = [
  ...COMPARED,
  // Pages the feature issues ask the bench to report (issues 7–10, 13).
  '/listing/treb-C4200001',
  '/hybrid/share/list?ids=treb-C4200001_crea-X4200004',
  '/hybrid/house/evaluate/price',
  '/blog/1',
  '/news-list/all',
  '/contact-us',
  '/daily-report',
  '/hybrid/marketing/trend',
  '/hybrid/share/community?Latitude=43.6532&Longitude=-79.3832',
  '/hybrid/coupon/101',
  '/hybrid/coupon/my/coupons?fjjUserId=20101',
  '/hybrid/services/appointment/5012?fjjUserId=20101',
  '/hybrid/vendor/delivery/accept/NTc=',
  '/hybrid/vendor/order/renew/U08wMDY2',
  // The home (issue 12): the default template (lily), the epic template and the www portal.
  '/',
  '//hearth.localhost/',
  '//www.localhost/',
  // Map search (issue 11).
  '/map',
];
