// Generated from remote_reports's route definitions by `pnpm generate:dev-remotes` (ADR 0029): never edit by hand.
// Another container links to these pages through their ids, bound at run time by remotes.json; it may import
// this file only, and only as types: `import type { ReportsRouteRefs } from '@hearth/remote-reports/route-refs'`.
import type { RouteRefs } from '@hearth/shared/links';

export type ReportsRouteRefs = RouteRefs<
  'remote_reports',
  {
    'daily-report': { path: '/daily-report' };
    'market-trend': { path: '/hybrid/marketing/trend' };
    'community-markettrend': { path: '/community-markettrend' };
    'marketing-watch': { path: '/hybrid/marketing/watch'; query: 'ltype' };
    'community-report': { path: '/hybrid/share/community'; query: 'Latitude' | 'Longitude' };
  }
>;
