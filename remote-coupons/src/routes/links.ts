// The other containers' pages this remote links to: typed by their generated route refs (types only) and bound at
// run time through remotes.json (ADR 0029). A page of remote_content renamed or moved needs no rebuild here.
import type { ContentRouteRefs } from '@hearth/remote-content/route-refs';
import { routeRefs } from '@hearth/shared/links';

export const contentRoutes = routeRefs<ContentRouteRefs>('remote_content');
