// Part of `@hearth/shared/remote`: what a remote declares about its widgets for the shell (ADR 0030). Pure data,
// evaluated by the remote's build (shared/tooling/route-manifest-child.mjs) as well as bundled.
import type { RemoteName } from '@hearth/shared';
import type { WidgetContract, WidgetReserve } from '../early/widget-contract';
import type { WidgetId } from './widget-registry';

export type { WidgetContract, WidgetReserve } from '../early/widget-contract';

/** Where the shell places widgets: its home templates, and `*` for anywhere else. */
export type WidgetPlace = 'default' | 'epic' | 'demo' | 'www' | '*';

/** One widget's contract as its remote writes it (see WidgetContract for what each field means). */
export interface WidgetContractDefinition {
  /** Where it is the page's primary content (above the fold); absent places take `*`, else false. */
  primary?: Partial<Record<WidgetPlace, boolean>>;
  deferUntilVisible?: boolean;
  /** The slot's min-height while loading: one CSS length, or one per width class. */
  reserve?: string | WidgetReserve;
}

/** The expose names (without `./`) of a remote's widgets in the registry (widget-registry.ts). */
export type WidgetOf<N extends RemoteName> = {
  [Id in WidgetId]: Id extends `${N}/${infer W}` ? W : never;
}[WidgetId];

/**
 * A remote's widget contracts, by expose name (`src/widgets/contracts.ts`, export `widgetContracts`). The build
 * writes them beside the widgets' files (route-chunks.json) and into mf-manifest.json; the shell reads them before
 * it renders a widget's slot, so nothing about a widget is hard-coded in the shell but where it is placed.
 */
export function defineWidgetContracts<N extends RemoteName>(
  name: N,
  contracts: { [W in WidgetOf<N>]?: WidgetContractDefinition },
): { name: N; widgets: Record<string, WidgetContract> } {
  const widgets: Record<string, WidgetContract> = {};
  for (const [widget, definition] of Object.entries<WidgetContractDefinition | undefined>(contracts)) {
    const { primary = {}, deferUntilVisible = false, reserve } = definition ?? {};
    const room = typeof reserve === 'string' ? { narrow: reserve, wide: reserve } : reserve;
    widgets[widget] = {
      primary: Object.fromEntries(Object.entries(primary).filter(([, on]) => on !== undefined)),
      deferUntilVisible,
      ...(room ? { reserve: room } : {}),
    };
  }
  return { name, widgets };
}
