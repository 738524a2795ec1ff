import { ownPages } from '@hearth/shared/links';

/**
 * remote_coupons' pages, listed once (ADR 0029): each route definition (a feature's `routes.ts`) takes its id, path
 * and link shape from here, and a link from one of these pages to another is `couponsPages.href(id, params?,
 * options?)`. This list imports no page code, so any page or widget may link through it without an import cycle.
 */
export const couponsPages = ownPages([
  { id: 'coupon-list', path: '/hybrid/coupon/marketing/list' },
  { id: 'coupon-detail', path: '/hybrid/coupon/:id' },
  { id: 'coupon-payment', path: '/hybrid/coupon/payment/:status', link: { query: ['id1'] } },
  { id: 'coupon-my', path: '/hybrid/coupon/my/coupons' },
  { id: 'coupon-appointment-success', path: '/hybrid/services/appointment/success' },
  { id: 'coupon-appointment', path: '/hybrid/services/appointment/:insId' },
  { id: 'coupon-share', path: '/hybrid/coupon/share/:id' },
]);
