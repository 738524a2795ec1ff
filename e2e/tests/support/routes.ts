import type { RemoteName } from './fixtures';

/** One page per remote (the pages the suite and the bench exercise). */
export const REMOTE_PAGES: Record<RemoteName, { path: string; hybrid: boolean }> = {
  remote_listings: { path: '/listings', hybrid: false },
  remote_content: { path: '/blogs', hybrid: false },
  remote_coupons: { path: '/hybrid/coupon/marketing/list', hybrid: true },
  remote_vendor: { path: '/hybrid/vendor/accounting/customer/SO0042', hybrid: true },
  remote_reports: { path: '/hybrid/marketing/watch?ltype=1', hybrid: true },
};

export const REMOTES = Object.keys(REMOTE_PAGES) as RemoteName[];

