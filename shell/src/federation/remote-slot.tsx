import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@hearth/shared/router';
import { QueryClientContext } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import {
  addTranslations,
  bus,
  useConfigStore,
  type RemoteName,
  type RemoteRoutesModule,
} from '@hearth/shared';
import { Spinner } from '@hearth/shared/ui';
import { FEDERATION_NS } from './i18n';
import { RemoteFallback } from './remote-fallback';
import {
  describeError,
  RemoteLoadError,
  wasReported,
  withTimeout,
  type RemoteFailureReason,
} from './remote-errors';
import { validateRemoteModule } from './remote-module';
import { federationSource, type RemoteSource } from './remote-source';
import { cachedModule, forgetRemoteModule, remember } from './module-cache';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRoutes } from './remote-routes';
import { startRemoteRoute } from './lazy-routes';

export { forgetRemoteModule };

export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;

type SlotState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; module: RemoteRoutesModule }
  | { status: 'failed'; reason: RemoteFailureReason; attempt: number; module?: RemoteRoutesModule };

function report(name: RemoteName, reason: RemoteFailureReason, error: unknown): void {
  if (wasReported(error)) return;
  bus.emit('remote:failed', { name, reason, detail: describeError(error) });
}

function reasonOf(error: unknown): RemoteFailureReason {
  return error instanceof RemoteLoadError ? error.reason : 'unreachable';
}

export interface RemoteSlotProps {
  name: RemoteName;
  /** Rendered for paths of this remote that it has no route for. */
  notFound: ReactNode;
  /** Injected in tests; defaults to the module federation runtime. */
  source?: RemoteSource;
  /** Defaults to the runtime config's `remoteTimeoutMs` (8 s). */
  timeoutMs?: number;
}

/**
 * Renders one remote's routes for the current location. Loading shows a spinner; an unreachable or slow remote,
 * an incompatible contract or a render error shows the localised fallback with Retry in this slot only.
 * Exposes `data-remote`, `data-build`, `data-shared-instance` and `data-state` for e2e checks.
 */
export function RemoteSlot({ name, notFound, source = federationSource, timeoutMs }: RemoteSlotProps) {
  const { t } = useTranslation(FEDERATION_NS);
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const queryClient = useContext(QueryClientContext);
  const configTimeout = useConfigStore((s) => s.config?.remoteTimeoutMs);
  const timeout = timeoutMs ?? configTimeout ?? DEFAULT_REMOTE_TIMEOUT_MS;
  const [state, setState] = useState<SlotState>(() => {
    const module = cachedModule(source, name);
    return module ? { status: 'ready', module } : { status: 'loading', attempt: 0 };
  });
  const [renderKey, setRenderKey] = useState(0);

  const attempt = state.status === 'loading' ? state.attempt : -1;
  useEffect(() => {
    if (attempt < 0) return;
    let cancelled = false;
    const run = async () => {
      if (attempt > 0) await source.reset(name);
      return source.load(name);
    };
    withTimeout(run(), timeout, name)
      .then(async (raw) => {
        const module = validateRemoteModule(name, raw);
        addTranslations(module.translations);
        remember(source, module);
        if (cancelled) return;
        // Data starts with the code: the page's queries and its chunk leave now, before React renders it. The slot
        // keeps its spinner until the chunk is in, so the page renders at once instead of behind a Suspense
        // fallback, whose reveal React holds back for up to 300 ms. A slow chunk falls back to Suspense.
        const pages = startRemoteRoute(module, locationRef.current, queryClient);
        await withTimeout(pages, timeout, name).catch(() => undefined);
        if (!cancelled) setState({ status: 'ready', module });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const reason = reasonOf(error);
        report(name, reason, error);
        console.error(`[hearth] remote ${name} failed (${reason})`, error);
        setState({ status: 'failed', reason, attempt });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, name, source, timeout, queryClient]);

  const retryLoad = useCallback(() => {
    forgetRemoteModule(source, name);
    setState((s) => ({ status: 'loading', attempt: (s.status === 'ready' ? 0 : s.attempt) + 1 }));
  }, [name, source]);

  const onRenderError = useCallback(
    (error: unknown) => {
      report(name, 'render', error);
      console.error(`[hearth] remote ${name} threw while rendering`, error);
    },
    [name],
  );

  const module = state.status === 'ready' ? state.module : undefined;
  let body: ReactNode;
  if (state.status === 'loading') body = <Spinner label={t('loading')} />;
  else if (state.status === 'failed') body = <RemoteFallback onRetry={retryLoad} />;
  else
    body = (
      <RemoteErrorBoundary
        key={renderKey}
        resetKey={location.pathname}
        onError={onRenderError}
        fallback={(reset) => (
          <RemoteFallback
            onRetry={() => {
              setRenderKey((k) => k + 1);
              reset();
            }}
          />
        )}
      >
        <RemoteRoutes module={state.module} notFound={notFound} />
      </RemoteErrorBoundary>
    );

  return (
    <div
      className="hearth-remote-slot"
      data-remote={name}
      data-state={state.status === 'failed' ? `failed:${state.reason}` : state.status}
      data-build={module?.buildId}
      data-shared-instance={module?.sharedInstanceId}
      aria-busy={state.status === 'loading' || undefined}
    >
      {body}
    </div>
  );
}
