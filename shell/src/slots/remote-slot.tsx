import { useCallback, useRef, type ReactNode } from 'react';
import { useHydrated } from '@hearth/shared/ui';
import { useLocation } from '@hearth/shared/router';
import { addTranslations, type RemoteName, type RemoteRoutesModule } from '@hearth/shared';
import { withTimeout } from '../federation/remote-errors';
import type { RemoteSource } from '../federation/remote-source';
import { useRemoteSource } from './remote-source-context';
import { validateRemoteModule } from './remote-module';
import { RemoteModuleBody } from './remote-module-body';
import { RemoteRoutes } from './remote-routes';
import { startRemoteRoute } from './lazy-routes';
import { useRemoteModule } from './use-remote-module';
import { serverRendered } from '@hearth/shared/early';

export interface RemoteSlotProps {
  name: RemoteName;
  /** Rendered for paths of this remote that it has no route for. */
  notFound: ReactNode;
  /** Injected in tests; defaults to the context's (the module federation runtime in the browser). */
  source?: RemoteSource;
  /** Defaults to the runtime config's `remoteTimeoutMs` (8 s). */
  timeoutMs?: number;
}

/**
 * Renders one remote's routes for the current location. Loading shows a spinner; an unreachable or slow remote,
 * an incompatible contract or a render error shows the localised fallback with Retry in this slot only.
 * Exposes `data-remote`, `data-build`, `data-shared-instance` and `data-state` for e2e checks.
 */
export function RemoteSlot({ name, notFound, source: explicitSource, timeoutMs }: RemoteSlotProps) {
  const source = useRemoteSource(explicitSource);
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const remote = useRemoteModule<RemoteRoutesModule>({
    name,
    cacheKey: name,
    label: `remote ${name}`,
    source,
    timeoutMs,
    load: () => source.load(name),
    accept(raw) {
      const module = validateRemoteModule(name, raw);
      addTranslations(module.translations).catch(() => undefined); // awaited before it shows (useRemoteModule)
      return module;
    },
    // Data starts with the code: the page's queries and its chunk leave now, before React renders it. The slot
    // keeps its spinner until the chunk is in, so the page renders at once instead of behind a Suspense
    // fallback, whose reveal React holds back for up to 300 ms. A slow chunk falls back to Suspense.
    async settle(module, queryClient, timeout) {
      const pages = startRemoteRoute(module, locationRef.current, queryClient);
      await withTimeout(pages, timeout, name).catch(() => undefined);
    },
  });
  const { state } = remote;
  const module = state.status === 'ready' ? state.module : undefined;
  const render = useCallback(
    (routes: RemoteRoutesModule) => <RemoteRoutes module={routes} notFound={notFound} />,
    [notFound],
  );
  // The singleton instance is per page (and per server process): named once hydrated, never in the server's markup.
  // A slot the server rendered is `server` until the browser has taken it over (then ready, or failed).
  const hydrated = useHydrated();
  const status = !hydrated && serverRendered() ? 'server' : state.status;
  return (
    <div
      className="hearth-remote-slot"
      data-remote={name}
      data-state={state.status === 'failed' ? `failed:${state.reason}` : status}
      data-build={module?.buildId}
      data-shared-instance={hydrated ? module?.sharedInstanceId : undefined}
      aria-busy={state.status === 'loading' || undefined}
    >
      <RemoteModuleBody remote={remote} resetKey={location.pathname} render={render} />
    </div>
  );
}
