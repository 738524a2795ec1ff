// The remotes' pages the shell links to (header, footer, www chrome, 404, banner, bridge fallbacks): typed by each
// remote's generated route refs (types only) and bound at run time through remotes.json (ADR 0029). Renaming or
// moving such a page is a deploy of its remote, not a shell release.
import type { ContentRouteRefs } from '@hearth/remote-content/route-refs';
import type { CouponsRouteRefs } from '@hearth/remote-coupons/route-refs';
import type { ListingsRouteRefs } from '@hearth/remote-listings/route-refs';
import { routeRefs } from '@hearth/shared/links';

export const contentRoutes = routeRefs<ContentRouteRefs>('remote_content');
export const couponsRoutes = routeRefs<CouponsRouteRefs>('remote_coupons');
export const listingsRoutes = routeRefs<ListingsRouteRefs>('remote_listings');
