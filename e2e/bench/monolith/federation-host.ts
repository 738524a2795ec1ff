// The monolith build's stand-in for shell/src/federation/federation-host.ts (swapped in by webpack.config.cjs):
// the same exports, with every remote's `./routes` imported from its source by an ordinary code-split import()
// instead of loaded through module federation. Used only by `pnpm bench` to price federation (ADR 0013).
import type { RemoteName } from '@hearth/shared';
import type { WidgetContract } from '@hearth/shared/early';
import { widgetContracts as contentWidgets } from '../../../remote-content/src/widgets/contracts';
import { widgetContracts as listingsWidgets } from '../../../remote-listings/src/widgets/contracts';

const ROUTES: Record<RemoteName, () => Promise<unknown>> = {
  remote_listings: () => import('../../../remote-listings/src/routes/index'),
  remote_content: () => import('../../../remote-content/src/routes/index'),
  remote_coupons: () => import('../../../remote-coupons/src/routes/index'),
  remote_vendor: () => import('../../../remote-vendor/src/routes/index'),
  remote_reports: () => import('../../../remote-reports/src/routes/index'),
};

/** The widget exposes (`<name>/<expose>`), as code-split imports of their sources. */
const EXPOSES: Record<string, () => Promise<unknown>> = {
  'remote_listings/./featured-listings': () =>
    import('../../../remote-listings/src/widgets/featured-listings'),
  'remote_listings/./home-search-bar': () => import('../../../remote-listings/src/widgets/home-search-bar'),
  'remote_listings/./search-header': () => import('../../../remote-listings/src/widgets/search-header'),
  'remote_content/./blog-section': () => import('../../../remote-content/src/widgets/blog-section'),
  'remote_content/./latest-news': () => import('../../../remote-content/src/widgets/latest-news'),
};

/** The remotes' widget contracts (ADR 0030), from their definitions, as the federated shell reads them. */
const CONTRACTS = Object.fromEntries(
  [listingsWidgets, contentWidgets].map(({ name, widgets }) => [
    name,
    Object.fromEntries(Object.entries(widgets).map(([widget, contract]) => [`./${widget}`, contract])),
  ]),
) as Partial<Record<RemoteName, Record<string, WidgetContract>>>;

export async function loadRemoteWidgetContracts(name: RemoteName): Promise<Record<string, WidgetContract>> {
  return CONTRACTS[name] ?? {};
}

export function loadRemoteExpose(name: RemoteName, expose: string): Promise<unknown> {
  const load = EXPOSES[`${name}/${expose}`];
  return load ? load() : Promise.reject(new Error(`${name}/${expose} is not in the monolith`));
}

export function installFederationPlugins(): void {}

export function registerRemoteEntries(): void {}

export function loadRemoteRoutesModule(name: RemoteName): Promise<unknown> {
  return ROUTES[name]();
}

/** Starts the owner's routes chunk at once, as the federated shell preloads its remote's `./routes`. */
export function preloadRemoteRoutes(name: RemoteName): void {
  void ROUTES[name]().catch(() => undefined);
}

/** Starts the chunks of some exposes at once, as the federated shell preloads a home widget's remote. */
export function preloadRemoteExposes(name: RemoteName, exposes: string[]): void {
  for (const expose of exposes) void loadRemoteExpose(name, expose).catch(() => undefined);
}
