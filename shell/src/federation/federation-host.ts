import { getInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { bus, type RemoteName } from '@hearth/shared';
import type { WidgetContract } from '@hearth/shared/early';
import { REMOTE_NAMES } from '@hearth/shared/federation-contract';
import { remoteChunks, usableEntry } from './remote-chunks';
import type { EffectiveRemote } from './overrides';
import { getEffectiveRemote } from './remote-registry';
import { describeError, markReported } from './remote-errors';

type FederationHost = NonNullable<ReturnType<typeof getInstance>>;

/**
 * The shell's own federation instance (created by the bundler runtime, holding the share scope). Never
 * `createInstance()`: a second instance has no share scope and React would load twice.
 */
export function getFederationHost(): FederationHost {
  const host = getInstance();
  if (!host) throw new Error('module federation runtime is not initialised');
  return host;
}

function remoteOf(id: string): RemoteName | null {
  const name = id.split('/', 1)[0] ?? '';
  return (REMOTE_NAMES as readonly string[]).includes(name) ? (name as RemoteName) : null;
}

/**
 * Observability of load failures. With a manifest entry the hook fires twice per failure (lifecycle
 * `afterResolve`, then `onLoad`): report once, on `onLoad`, and return no fallback module: the RemoteSlot renders
 * the localised fallback with Retry, so the failure stays visible and recoverable.
 */
export function hearthFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hearth-federation',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const name = remoteOf(args.id);
      if (name) {
        markReported(args.error);
        bus.emit('remote:failed', { name, reason: 'unreachable', detail: describeError(args.error) });
      }
      return undefined;
    },
  };
}

let pluginsInstalled = false;

/**
 * What the shell asks of @module-federation/retry-plugin (pinned at 0.17.1, its latest release, beside runtime
 * 2.9.2; retry-plugin.test.ts checks exactly this behaviour against the runtime's hooks, ADR 0020): one more try of
 * a manifest fetch (after the plugin's fixed 1 s: it does not pass `fetch.retryDelay` on), revalidated
 * (`cache: 'no-cache'`: mf-manifest.json keeps its name across deploys; a 304 is cheap); one more try of a remote
 * entry script or an expose's factory after 300 ms.
 */
export const RETRY_OPTIONS = {
  fetch: { retryTimes: 1, options: { cache: 'no-cache' as const } },
  script: { retryTimes: 1, retryDelay: 300 },
};

/** Retry transient failures briefly (1 extra attempt; a down remote must reach its fallback fast), then report. */
export function installFederationPlugins(host: FederationHost = getFederationHost()): void {
  if (pluginsInstalled) return;
  pluginsInstalled = true;
  host.registerPlugins([RetryPlugin(RETRY_OPTIONS), hearthFederationPlugin()]);
}

/**
 * Registers remotes with the runtime. `force` replaces an existing registration and drops its cached container,
 * manifest and loading promise: that is what makes Retry fetch again after a failure.
 */
export function registerRemoteEntries(list: EffectiveRemote[], options: { force?: boolean } = {}): void {
  if (!list.length) return;
  getFederationHost().registerRemotes(
    list.map((r) => ({ name: r.name, entry: r.entry })),
    { force: options.force ?? false },
  );
}

/** Loads `<name>/routes` through the shell's instance (shared scope negotiated, singletons reused). */
export function loadRemoteRoutesModule(name: RemoteName): Promise<unknown> {
  return getFederationHost().loadRemote(`${name}/routes`);
}

/** Loads another expose of a remote (a widget, `./<widget>`: the id `<name>/<widget>`) through the shell's instance. */
export function loadRemoteExpose(name: RemoteName, expose: string): Promise<unknown> {
  return getFederationHost().loadRemote(`${name}/${expose.replace(/^\.\//, '')}`);
}

/**
 * Starts downloading a remote's manifest, remoteEntry and the chunks of some exposes now (before React renders
 * what needs them), flattening the config → manifest → remoteEntry → chunk waterfall. Failures are left to the
 * real load.
 */
export function preloadRemoteExposes(name: RemoteName, exposes: string[]): void {
  try {
    void getFederationHost()
      .preloadRemote([{ nameOrAlias: name, exposes, resourceCategory: 'sync' }])
      .catch(() => undefined);
  } catch {
    /* not registered: the slot or widget reports it */
  }
}

/**
 * The remote's widget contracts by expose name (ADR 0030): the route-chunks.json beside its entry in force (the
 * shell's entry has usually asked for it already: one request). None when it cannot be read.
 */
export async function loadRemoteWidgetContracts(name: RemoteName): Promise<Record<string, WidgetContract>> {
  const entry = getEffectiveRemote(name)?.entry;
  if (!usableEntry(entry)) return {};
  const { exposes } = await remoteChunks(entry);
  return Object.fromEntries(Object.entries(exposes).map(([expose, { contract }]) => [expose, contract]));
}

/** `./routes` of the remote owning the start-up URL (start-federation.ts). */
export function preloadRemoteRoutes(name: RemoteName): void {
  preloadRemoteExposes(name, ['./routes']);
}
