import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';
import { getRuntimeConfig, trackFetching } from '@hearth/shared';
import { DAILY_LISTING_TYPES } from '@hearth/shared/contracts/cmis';
import { dailyListingsQuery } from './api/daily-listings';

/** Spec §9: the report keeps the page's spinner 500 ms after its lists have loaded. */
export const REPORT_SPINNER_DELAY_MS = 500;

/** /daily-report (public page, under the remote's /daily-report prefix). */
export const dailyReportRoutes = [
  defineRoute({
    id: 'daily-report',
    path: '/daily-report',
    example: { path: '/daily-report' },
    handle: {
      titleKey: 'daily.title',
      // Daily report load (spec §4): the three lists load in parallel, leaving with the page chunk; on a first load
      // (a list not in the cache) the global spinner shows while they load and 500 ms more.
      prefetch: ({ queryClient }) => {
        const count = getRuntimeConfig().dailyReportCount;
        const queries = DAILY_LISTING_TYPES.map((type) => dailyListingsQuery(type, count));
        const firstLoad = queries.some((q) => queryClient.getQueryData(q.queryKey) === undefined);
        const loads = Promise.all(queries.map((q) => queryClient.prefetchQuery(q)));
        if (firstLoad)
          void trackFetching(
            loads.then(() => new Promise<void>((resolve) => setTimeout(resolve, REPORT_SPINNER_DELAY_MS))),
          );
        return loads;
      },
    } satisfies RemoteRouteHandle,
    // The link preview's description (ADR 0032).
    head: ({ t }) => ({ description: t('daily.headDescription') }),
    lazy: async () => {
      const { DailyReportPage } = await import(
        /* webpackChunkName: "route.daily-report" */ './pages/daily-report-page'
      );
      return { Component: DailyReportPage };
    },
  }),
];
