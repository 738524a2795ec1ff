import { defineRemote } from '@hearth/shared/remote';
import { translations } from '../i18n/translations';
import { marketingRoutes } from '../features/marketing/routes';
import { dailyReportRoutes } from '../features/daily-report/routes';
import { marketTrendRoutes } from '../features/market-trend/routes';
import { communityRoutes } from '../features/community/routes';

/** What remote_reports exposes as `./routes` (the shell loads it at run time; see remote-contract.ts). */
export const { contractMajor, sharedVersion, name, routes, buildId, sharedInstanceId } = defineRemote({
  name: 'remote_reports',
  routes: [...dailyReportRoutes, ...marketTrendRoutes, ...marketingRoutes, ...communityRoutes],
  translations,
});
export { translations };
