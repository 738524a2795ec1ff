import { defineRoute } from '@hearth/shared/remote';
import { couponsPages } from '../../routes/pages';
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
export const couponsRoutes = [
  defineRoute({
    ...couponsPages.page('coupon-list'),
    example: { path: '/hybrid/coupon/marketing/list' },
    handle: {
      titleKey: 'marketing.title',
      hybrid: true,
      // The coupon list (fixed query: page 1, 6 published) leaves with the page chunk.
      prefetch: ({ queryClient }) => queryClient.prefetchQuery(couponListQuery()),
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { MarketingListPage } = await import(
        /* webpackChunkName: "route.coupon-list" */ './pages/marketing-list-page'
      );
      return { Component: MarketingListPage };
    },
  }),
  defineRoute({
    ...couponsPages.page('coupon-detail'),
    example: [
      { path: '/hybrid/coupon/101' },
      { id: 'coupon-detail-buy', path: '/hybrid/coupon/102?fjjUserId=20101' },
    ],
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
      const { CouponDetailPage } = await import(
        /* webpackChunkName: "route.coupon-detail" */ './pages/coupon-detail-page'
      );
      return { Component: CouponDetailPage };
    },
  }),
  defineRoute({
    ...couponsPages.page('coupon-payment'),
    example: [
      { id: 'coupon-payment-success', path: '/hybrid/coupon/payment/success?id1=5012' },
      { id: 'coupon-payment-fail', path: '/hybrid/coupon/payment/fail' },
    ],
    handle: { titleKey: 'payment.title', hybrid: true } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { PaymentStatusPage } = await import(
        /* webpackChunkName: "route.coupon-payment" */ './pages/payment-status-page'
      );
      return { Component: PaymentStatusPage };
    },
  }),
  defineRoute({
    ...couponsPages.page('coupon-my'),
    example: { path: '/hybrid/coupon/my/coupons?fjjUserId=20101' },
    handle: {
      titleKey: 'my.title',
      hybrid: true,
      prefetch: async (ctx) => {
        const partnerId = await prefetchPartnerId(ctx);
        if (partnerId) await ctx.queryClient.prefetchInfiniteQuery(myCouponsQuery(partnerId));
      },
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { MyCouponsPage } = await import(
        /* webpackChunkName: "route.coupon-my" */ './pages/my-coupons-page'
      );
      return { Component: MyCouponsPage };
    },
  }),
  defineRoute({
    ...couponsPages.page('coupon-appointment-success'),
    example: { path: '/hybrid/services/appointment/success' },
    handle: { titleKey: 'appt.successTitle', hybrid: true } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { AppointmentSuccessPage } = await import(
        /* webpackChunkName: "route.coupon-appointment-success" */ './pages/appointment-success-page'
      );
      return { Component: AppointmentSuccessPage };
    },
  }),
  defineRoute({
    ...couponsPages.page('coupon-appointment'),
    example: { path: '/hybrid/services/appointment/5012?fjjUserId=20101' },
    handle: {
      titleKey: 'appt.title',
      hybrid: true,
      // The user (name, phone, partner id) leaves with the page chunk.
      prefetch: (ctx) => prefetchPartnerId(ctx),
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { AppointmentPage } = await import(
        /* webpackChunkName: "route.coupon-appointment" */ './pages/appointment-page'
      );
      return { Component: AppointmentPage };
    },
  }),
  defineRoute({
    ...couponsPages.page('coupon-share'),
    example: { path: '/hybrid/coupon/share/101' },
    handle: {
      titleKey: 'share.title',
      hybrid: true,
      prefetch: ({ params, queryClient }) =>
        queryClient.prefetchQuery(couponDetailQuery(params.id ?? '', null)),
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { CouponSharePage } = await import(
        /* webpackChunkName: "route.coupon-share" */ './pages/coupon-share-page'
      );
      return { Component: CouponSharePage };
    },
  }),
];
