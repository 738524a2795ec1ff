import type { RemoteName, RemoteRoutesModule } from '@hearth/shared';
import { RemoteRoutesModuleShapeSchema } from '@hearth/shared/federation-contract';
import type { RouteObject } from '@hearth/shared/router';
import { isPatternOwnedBy } from '../route-table/route-table';
import { checkModuleContract, isObject } from './module-contract';
import { validateRouteHandle } from './route-handle';

/**
 * Checks what a remote's `./routes` exposes against the contract (named exports; a default export of the same
 * shape is accepted too). A wrong major, a wrong name or a malformed module is a `contract` failure.
 */
export function validateRemoteModule(name: RemoteName, raw: unknown): RemoteRoutesModule {
  const mod = isObject(raw) && !('routes' in raw) && isObject(raw.default) ? raw.default : raw;
  const routes = checkModuleContract(name, mod, RemoteRoutesModuleShapeSchema, {
    module: `${name}/routes`,
    remote: name,
  });
  return { ...routes, name };
}

/**
 * The routes a remote may render: those under its own prefixes (remotes.json, route-table.ts). Pathless layout
 * routes are kept when some of their children are owned; index routes and routes elsewhere are dropped (with a
 * warning). Handles are validated here, so an invalid one is reported as soon as the remote loads.
 */
export function ownedRoutes(
  name: RemoteName,
  routes: RouteObject[],
  warn: (msg: string) => void = console.warn,
): RouteObject[] {
  const out: RouteObject[] = [];
  for (const route of routes) {
    if (route.path !== undefined) {
      if (isPatternOwnedBy(name, route.path)) {
        validateRouteHandle(name, route); // an invalid handle is reported now, at load, and ignored
        out.push(route);
      } else warn(`[hearth] ${name} declares ${route.path}, outside its prefixes: ignored`);
    } else if (!route.index && route.children?.length) {
      const children = ownedRoutes(name, route.children, warn);
      if (children.length) out.push({ ...route, children } as RouteObject);
    } else {
      warn(`[hearth] ${name} declares a top-level index or empty route: ignored`);
    }
  }
  return out;
}
