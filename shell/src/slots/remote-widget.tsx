import './remote-widget.css';
import { Suspense, useCallback, useRef, type ComponentType, type CSSProperties } from 'react';
import type { RemoteWidgetModule } from '@hearth/shared';
import { isPrimaryOn, serverRendered, type WidgetContract } from '@hearth/shared/early';
import type { HearthWidgets, WidgetId } from '@hearth/shared/remote';
import { afterNextPaint, Spinner, useHydrated, useNearViewport } from '@hearth/shared/ui';
import { useTranslation } from '@hearth/shared/react-i18next';
import type { RemoteSource } from '../federation/remote-source';
import { FEDERATION_NS } from '../lib/i18n/federation';
import { RemoteModuleBody } from './remote-module-body';
import { checkWidget, runWidgetPrefetch, splitWidgetId } from './widget-loading';
import { useRemoteModule } from './use-remote-module';
import { usePrimaryHold } from './use-primary-hold';
import { useWidgetContract } from './widget-contracts';
import { useRemoteSource } from './remote-source-context';

export interface RemoteWidgetProps<Id extends WidgetId> {
  /** `<remote>/<expose>`, e.g. `remote_listings/featured-listings` (shared/src/federation/widget-registry.ts). */
  id: Id;
  /** The widget's props, typed by the registry. */
  props: HearthWidgets[Id];
  /** Injected in tests; defaults to the context's (the module federation runtime in the browser). */
  source?: RemoteSource;
  timeoutMs?: number;
  className?: string;
  /** Where the page places it (a home template: `default`, `www`…): its contract's `primary` is read for it. */
  place?: string;
}

/** The slot's reserved height (its contract's, by width class: remote-widget.css), as custom properties. */
function reserveStyle(contract: WidgetContract | null | undefined): CSSProperties | undefined {
  if (!contract?.reserve) return undefined;
  const { narrow, wide } = contract.reserve;
  return { '--hearth-reserve-narrow': narrow, '--hearth-reserve-wide': wide } as CSSProperties;
}

/**
 * One remote widget in its own isolated slot: its expose is loaded and checked against the widget contract; an
 * unreachable, slow or incompatible remote, or a render error, shows the localised fallback with Retry in this
 * slot only, so the rest of the page (the other widgets) keeps working. `data-widget-remote`, `data-widget` and
 * `data-state` for e2e (not `data-remote`: that marks a page's RemoteSlot).
 *
 * What the widget needs from its slot is its contract (ADR 0030, read from its remote's route-chunks.json): the
 * room kept while it loads; below the fold (`deferUntilVisible`), loaded only once the slot nears the viewport
 * (`data-state="waiting"` until then); the page's primary content where it is placed (`primary`): the page's
 * secondary work (`afterPrimaryContent`) waits until it has shown. Its load starts once the contract is known.
 */
export function RemoteWidget<Id extends WidgetId>({
  id,
  props,
  source: explicitSource,
  timeoutMs,
  className,
  place,
}: RemoteWidgetProps<Id>) {
  const { t } = useTranslation(FEDERATION_NS);
  const source = useRemoteSource(explicitSource);
  const contract = useWidgetContract(source, id);
  const hydrated = useHydrated();
  const deferred = contract?.deferUntilVisible ?? false;
  const primary = isPrimaryOn(contract, place);
  const [name, widget] = splitWidgetId(id);
  const propsRef = useRef<object>(props);
  propsRef.current = props;
  const slot = useRef<HTMLDivElement>(null);
  // Observed while its contract is unknown too: a widget that turns out deferred never loads before it is near.
  const near = useNearViewport(slot, contract === undefined || deferred);
  const remote = useRemoteModule<RemoteWidgetModule<object>>({
    name,
    cacheKey: id,
    label: `widget ${id}`,
    source,
    timeoutMs,
    enabled: contract !== undefined && (!deferred || near),
    // The page around the widget paints first (a template's above-the-fold widgets already download with it).
    beforeFirstLoad: afterNextPaint,
    load: () => source.loadExpose(name, `./${widget}`),
    accept(raw, queryClient) {
      const module = checkWidget(id, raw);
      // Its data starts now, before it renders (a template's widget may have started it already: one request).
      void runWidgetPrefetch(module, propsRef.current, queryClient);
      return module;
    },
  });
  const { state } = remote;
  const render = useCallback(
    (module: RemoteWidgetModule<object>) => {
      const Widget = module.Widget as ComponentType<HearthWidgets[Id]>;
      return <Widget {...props} />;
    },
    [props],
  );
  usePrimaryHold(id, primary, state.status !== 'loading', slot);

  const waiting = state.status === 'loading' && deferred && !near;
  // A widget the server rendered is `server` until the browser has taken it over (then ready, or failed).
  const status = state.status === 'ready' && !hydrated && serverRendered() ? 'server' : state.status;
  return (
    <div
      ref={slot}
      className={['hearth-remote-widget', className].filter(Boolean).join(' ')}
      style={hydrated ? reserveStyle(contract) : undefined}
      data-reserve-narrow={contract?.reserve?.narrow}
      data-reserve-wide={contract?.reserve?.wide}
      data-widget-remote={name}
      data-widget={widget}
      data-state={waiting ? 'waiting' : state.status === 'failed' ? `failed:${state.reason}` : status}
      data-build={state.status === 'ready' ? state.module.buildId : undefined}
      aria-busy={(state.status === 'loading' && !waiting) || undefined}
    >
      {waiting ? null : (
        // On the server, a widget that throws goes out in its loading state (this boundary's fallback), the browser
        // renders it; in the browser, its error boundary shows the fallback with Retry.
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <RemoteModuleBody remote={remote} resetKey={id} render={render} />
        </Suspense>
      )}
    </div>
  );
}
