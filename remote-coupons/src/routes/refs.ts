// Generated from remote_coupons's route definitions by `pnpm generate:dev-remotes` (ADR 0029): never edit by hand.
// Another container links to these pages through their ids, bound at run time by remotes.json; it may import
// this file only, and only as types: `import type { CouponsRouteRefs } from '@hearth/remote-coupons/route-refs'`.
import type { RouteRefs } from '@hearth/shared/links';

export type CouponsRouteRefs = RouteRefs<
  'remote_coupons',
  {
    'coupon-list': { path: '/hybrid/coupon/marketing/list' };
    'coupon-detail': { path: '/hybrid/coupon/:id' };
    'coupon-payment': { path: '/hybrid/coupon/payment/:status'; query: 'id1' };
    'coupon-my': { path: '/hybrid/coupon/my/coupons' };
    'coupon-appointment-success': { path: '/hybrid/services/appointment/success' };
    'coupon-appointment': { path: '/hybrid/services/appointment/:insId' };
    'coupon-share': { path: '/hybrid/coupon/share/:id' };
  }
>;
