import type { RouteObject } from '@hearth/shared/router';
import { useNativeContextStore, type RemoteRouteHandle, type RoutePrefetchContext } from '@hearth/shared';
import { couponListQuery } from './api/coupon-list';
import { couponDetailQuery } from './api/coupon-detail';
import { loginUidQuery } from './api/login-uid';
import { myCouponsQuery } from './api/my-coupons';

/** The hybrid user's partner id (login/uid from the native context's fjjUserId), or null; never throws. */
async function prefetchPartnerId({ queryClient }: RoutePrefetchContext): Promise<string | null> {
  const uid = useNativeContextStore.getState().fjjUserId;
  if (!uid) return null;
  const user = await queryClient.fetchQuery(loginUidQuery(uid)).catch(() => null);
  return user?.resPartnerId ?? null;
}

/** The pages of remote-coupons (absolute paths; each page is its own lazily loaded chunk). */
export const couponsRoutes: RouteObject[] = [
  {
    path: '/hybrid/coupon/marketing/list',
    handle: {
      titleKey: 'marketing.title',
      hybrid: true,
      // The coupon list (fixed query: page 1, 6 published) leaves with the page chunk.
      prefetch: ({ queryClient }) => queryClient.prefetchQuery(couponListQuery()),
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { MarketingListPage } = await import('./pages/marketing-list-page');
      return { Component: MarketingListPage };
    },
  },
  {
    path: '/hybrid/coupon/:id',
    handle: {
      titleKey: 'detail.title',
      hybrid: true,
      // The user (for the partner id), then the coupon with the user's instance.
      prefetch: async (ctx) => {
        const partnerId = await prefetchPartnerId(ctx);
        await ctx.queryClient.prefetchQuery(couponDetailQuery(ctx.params.id ?? '', partnerId));
      },
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { CouponDetailPage } = await import('./pages/coupon-detail-page');
      return { Component: CouponDetailPage };
    },
  },
  {
    path: '/hybrid/coupon/payment/:status',
    handle: { titleKey: 'payment.title', hybrid: true } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { PaymentStatusPage } = await import('./pages/payment-status-page');
      return { Component: PaymentStatusPage };
    },
  },
  {
    path: '/hybrid/coupon/my/coupons',
    handle: {
      titleKey: 'my.title',
      hybrid: true,
      prefetch: async (ctx) => {
        const partnerId = await prefetchPartnerId(ctx);
        if (partnerId) await ctx.queryClient.prefetchInfiniteQuery(myCouponsQuery(partnerId));
      },
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { MyCouponsPage } = await import('./pages/my-coupons-page');
      return { Component: MyCouponsPage };
    },
  },
  {
    path: '/hybrid/services/appointment/success',
    handle: { titleKey: 'appt.successTitle', hybrid: true } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { AppointmentSuccessPage } = await import('./pages/appointment-success-page');
      return { Component: AppointmentSuccessPage };
    },
  },
  {
    path: '/hybrid/services/appointment/:insId',
    handle: {
      titleKey: 'appt.title',
      hybrid: true,
      // The user (name, phone, partner id) leaves with the page chunk.
      prefetch: (ctx) => prefetchPartnerId(ctx),
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { AppointmentPage } = await import('./pages/appointment-page');
      return { Component: AppointmentPage };
    },
  },
  {
    path: '/hybrid/coupon/share/:id',
    handle: {
      titleKey: 'share.title',
      hybrid: true,
      prefetch: ({ params, queryClient }) =>
        queryClient.prefetchQuery(couponDetailQuery(params.id ?? '', null)),
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { CouponSharePage } = await import('./pages/coupon-share-page');
      return { Component: CouponSharePage };
    },
  },
];
