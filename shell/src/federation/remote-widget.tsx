import { useCallback, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import {
  bus,
  useConfigStore,
  type HearthWidgets,
  type RemoteWidgetModule,
  type WidgetId,
} from '@hearth/shared';
import { afterNextPaint, Spinner, useNearViewport } from '@hearth/shared/ui';
import { FEDERATION_NS } from './i18n';
import { RemoteFallback } from './remote-fallback';
import {
  describeError,
  wasReported,
  withTimeout,
  RemoteLoadError,
  type RemoteFailureReason,
} from './remote-errors';
import { federationSource, type RemoteSource } from './remote-source';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { acceptWidget, cachedWidget, forgetWidget, runWidgetPrefetch, splitWidgetId } from './widget-loading';
import { DEFAULT_REMOTE_TIMEOUT_MS } from './remote-slot';
import { usePrimaryHold } from './use-primary-hold';

type WidgetState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; module: RemoteWidgetModule<object> }
  | { status: 'failed'; reason: RemoteFailureReason; attempt: number };

export interface RemoteWidgetProps<Id extends WidgetId> {
  /** `<remote>/<expose>`, e.g. `remote_listings/featured-listings` (shared/src/federation/widget-registry.ts). */
  id: Id;
  /** The widget's props, typed by the registry. */
  props: HearthWidgets[Id];
  /** Injected in tests; defaults to the module federation runtime. */
  source?: RemoteSource;
  timeoutMs?: number;
  className?: string;
  /** Below the fold: load only once the slot nears the viewport (`data-state="waiting"` until then). */
  deferUntilVisible?: boolean;
  /** The page's main content: the page's secondary work (`afterPrimaryContent`) waits until it has shown. */
  primary?: boolean;
}

/**
 * One remote widget in its own isolated slot: its expose is loaded and checked against the widget contract; an
 * unreachable, slow or incompatible remote, or a render error, shows the localised fallback with Retry in this
 * slot only, so the rest of the page (the other widgets) keeps working. `data-widget-remote`, `data-widget` and
 * `data-state` for e2e (not `data-remote`: that marks a page's RemoteSlot).
 */
export function RemoteWidget<Id extends WidgetId>({
  id,
  props,
  source = federationSource,
  timeoutMs,
  className,
  deferUntilVisible = false,
  primary = false,
}: RemoteWidgetProps<Id>) {
  const { t } = useTranslation(FEDERATION_NS);
  const [name, widget] = splitWidgetId(id);
  const queryClient = useContext(QueryClientContext);
  const propsRef = useRef<object>(props);
  propsRef.current = props;
  const configTimeout = useConfigStore((s) => s.config?.remoteTimeoutMs);
  const timeout = timeoutMs ?? configTimeout ?? DEFAULT_REMOTE_TIMEOUT_MS;
  const [state, setState] = useState<WidgetState>(() => {
    const module = cachedWidget(source, id);
    return module ? { status: 'ready', module } : { status: 'loading', attempt: 0 };
  });
  const [renderKey, setRenderKey] = useState(0);
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, deferUntilVisible);
  usePrimaryHold(id, primary, state.status !== 'loading', slot);

  const attempt = state.status === 'loading' && near ? state.attempt : -1;
  useEffect(() => {
    if (attempt < 0) return;
    let cancelled = false;
    const run = async () => {
      if (attempt > 0) await source.reset(name);
      // The page around the widget paints first (a template's above-the-fold widgets already download with it).
      else if (!cachedWidget(source, id)) await afterNextPaint();
      return source.loadExpose(name, `./${widget}`);
    };
    withTimeout(run(), timeout, name)
      .then((raw) => {
        const module = acceptWidget(source, id, raw);
        // Its data starts now, before it renders (a template's widget may have started it already: one request).
        runWidgetPrefetch(module, propsRef.current, queryClient);
        if (!cancelled) setState({ status: 'ready', module });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const reason = error instanceof RemoteLoadError ? error.reason : 'unreachable';
        if (!wasReported(error)) bus.emit('remote:failed', { name, reason, detail: describeError(error) });
        console.error(`[hearth] widget ${id} failed (${reason})`, error);
        setState({ status: 'failed', reason, attempt });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, id, name, widget, source, timeout, queryClient]);

  const retry = useCallback(() => {
    forgetWidget(source, id);
    setState((s) => ({ status: 'loading', attempt: (s.status === 'ready' ? 0 : s.attempt) + 1 }));
  }, [id, source]);

  const onRenderError = useCallback(
    (error: unknown) => {
      bus.emit('remote:failed', { name, reason: 'render', detail: describeError(error) });
      console.error(`[hearth] widget ${id} threw while rendering`, error);
    },
    [id, name],
  );

  const waiting = state.status === 'loading' && !near;
  let body;
  if (waiting) body = null;
  else if (state.status === 'loading') body = <Spinner label={t('loading')} />;
  else if (state.status === 'failed') body = <RemoteFallback onRetry={retry} />;
  else {
    const Widget = state.module.Widget as ComponentType<HearthWidgets[Id]>;
    body = (
      <RemoteErrorBoundary
        key={renderKey}
        resetKey={id}
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
        <Widget {...props} />
      </RemoteErrorBoundary>
    );
  }
  return (
    <div
      ref={slot}
      className={['hearth-remote-widget', className].filter(Boolean).join(' ')}
      data-widget-remote={name}
      data-widget={widget}
      data-state={waiting ? 'waiting' : state.status === 'failed' ? `failed:${state.reason}` : state.status}
      data-build={state.status === 'ready' ? state.module.buildId : undefined}
      aria-busy={(state.status === 'loading' && !waiting) || undefined}
    >
      {body}
    </div>
  );
}
