import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import {
  addTranslations,
  bus,
  useConfigStore,
  type RemoteName,
  type RemoteTranslations,
} from '@hearth/shared';
import {
  describeError,
  RemoteLoadError,
  wasReported,
  withTimeout,
  type RemoteFailureReason,
} from '../federation/remote-errors';
import type { RemoteSource } from '../federation/remote-source';
import { cachedModule, forgetModule, rememberModule } from './module-cache';

export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;

export type RemoteModuleState<M> =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; module: M }
  | { status: 'failed'; reason: RemoteFailureReason; attempt: number };

/** How one kind of remote module (a remote's `./routes`, a widget's expose) is loaded and taken in. */
export interface RemoteModuleLoad<M> {
  /** The remote: its `reset` before a Retry, its timeout, the `remote:failed` event. */
  name: RemoteName;
  /** The module's key in the source's cache: the remote's name for `./routes`, `<remote>/<widget>` for a widget. */
  cacheKey: string;
  /** For the console: `remote remote_listings`, `widget remote_listings/featured-listings`. */
  label: string;
  source: RemoteSource;
  /** Defaults to the runtime config's `remoteTimeoutMs` (8 s). */
  timeoutMs?: number | undefined;
  /** False holds the load back (a widget below the fold); the state stays `loading` meanwhile. */
  enabled?: boolean;
  /** Awaited before the first attempt when nothing is cached (a widget lets the page around it paint first). */
  beforeFirstLoad?: () => Promise<void>;
  /** The raw module from the source. */
  load(): Promise<unknown>;
  /** Checks the raw module against its contract and registers its texts (throws a RemoteLoadError if it fails). */
  accept(raw: unknown, queryClient: QueryClient | undefined): M;
  /**
   * Still mounted, before it shows: work the module's first render should find done (the slot's page chunk). Its
   * texts in the page's language are awaited beside it, within the timeout: without them it does not show.
   */
  settle?(module: M, queryClient: QueryClient | undefined, timeoutMs: number): Promise<void>;
}

export interface RemoteModule<M> {
  state: RemoteModuleState<M>;
  /** The fallback's Retry: forgets the module, resets the remote and loads it again. */
  retry: () => void;
  /** A render error under the module's boundary: reported on the bus and the console. */
  onRenderError: (error: unknown) => void;
}

function report(name: RemoteName, reason: RemoteFailureReason, error: unknown): void {
  if (wasReported(error)) return;
  bus.emit('remote:failed', { name, reason, detail: describeError(error) });
}

/**
 * The one loading logic of RemoteSlot and RemoteWidget: a module cached for this source shows at once; otherwise it
 * loads within the timeout, is accepted and remembered, and shows once `settle` is done and its texts are in. A failure (unreachable,
 * slow, contract) is reported once on the bus and shown as `failed:<reason>`; Retry resets the remote first.
 */
export function useRemoteModule<M extends { translations: RemoteTranslations }>(
  load: RemoteModuleLoad<M>,
): RemoteModule<M> {
  const { name, cacheKey, label, source, enabled = true } = load;
  const latest = useRef(load);
  latest.current = load;
  const queryClient = useContext(QueryClientContext);
  const configTimeout = useConfigStore((s) => s.config?.remoteTimeoutMs);
  const timeout = load.timeoutMs ?? configTimeout ?? DEFAULT_REMOTE_TIMEOUT_MS;
  const [state, setState] = useState<RemoteModuleState<M>>(() => {
    const module = cachedModule<M>(source, cacheKey);
    return module ? { status: 'ready', module } : { status: 'loading', attempt: 0 };
  });

  const attempt = state.status === 'loading' && enabled ? state.attempt : -1;
  useEffect(() => {
    if (attempt < 0) return;
    let cancelled = false;
    const { beforeFirstLoad } = latest.current;
    const run = async () => {
      if (attempt > 0) await source.reset(name);
      else if (beforeFirstLoad && !cachedModule(source, cacheKey)) await beforeFirstLoad();
      return latest.current.load();
    };
    withTimeout(run(), timeout, name)
      .then(async (raw) => {
        const { accept, settle } = latest.current;
        const module = accept(raw, queryClient);
        const texts = withTimeout(addTranslations(module.translations), timeout, name);
        if (settle && !cancelled) await settle(module, queryClient, timeout);
        // Remembered once its texts are in: another user of the source shows a remembered module at once.
        await texts;
        rememberModule(source, cacheKey, module);
        if (!cancelled) setState({ status: 'ready', module });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const reason = error instanceof RemoteLoadError ? error.reason : 'unreachable';
        report(name, reason, error);
        console.error(`[hearth] ${label} failed (${reason})`, error);
        setState({ status: 'failed', reason, attempt });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, name, cacheKey, label, source, timeout, queryClient]);

  const retry = useCallback(() => {
    forgetModule(source, cacheKey);
    setState((s) => ({ status: 'loading', attempt: (s.status === 'ready' ? 0 : s.attempt) + 1 }));
  }, [cacheKey, source]);

  const onRenderError = useCallback(
    (error: unknown) => {
      report(name, 'render', error);
      console.error(`[hearth] ${label} threw while rendering`, error);
    },
    [name, label],
  );

  return useMemo(() => ({ state, retry, onRenderError }), [state, retry, onRenderError]);
}
