import type { RemoteName } from './fixtures';

/**
 * One page per remote. Hybrid pages start in Chinese unless the native context or `?ltype=1` says English
 * (shell/src/features/locale/init-locale.ts): the suite asks for English explicitly.
 */
export const REMOTE_PAGES: Record<RemoteName, { path: string; hybrid: boolean }> = {
  remote_listings: { path: '/listings', hybrid: false },
  remote_content: { path: '/blogs', hybrid: false },
  remote_coupons: { path: '/hybrid/coupon/marketing/list?ltype=1', hybrid: true },
  remote_vendor: { path: '/hybrid/vendor/accounting/customer/SO0042?ltype=1', hybrid: true },
  remote_reports: { path: '/hybrid/marketing/watch?ltype=1', hybrid: true },
};

export const REMOTES = Object.keys(REMOTE_PAGES) as RemoteName[];
