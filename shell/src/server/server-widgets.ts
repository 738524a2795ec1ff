import type { QueryClient } from '@tanstack/react-query';
import type { WidgetId } from '@hearth/shared/remote';
import type { RemoteSource } from '../federation/remote-source';
import { TEMPLATE_WIDGETS, type HomeVariant } from '../features/home/template-widgets';
import { knownWidgetContract } from '../slots/widget-contracts';
import { loadWidget } from '../slots/widget-loading';
import { rememberModule } from '../slots/module-cache';
import { loadHome } from '../features/home/home-templates';
import { within } from './bounds';

/**
 * The widgets a home template places above the fold: those whose contract has been read and does not defer them
 * until visible (the others load in the browser as they near the viewport). A widget whose contract could not be
 * read is left to the browser too.
 */
export function aboveTheFold(variant: HomeVariant, source: RemoteSource): WidgetId[] {
  return TEMPLATE_WIDGETS[variant].filter((id) => {
    const contract = knownWidgetContract(source, id);
    return contract != null && !contract.deferUntilVisible;
  });
}

/**
 * Remote widgets the server renders (a home's above the fold, the www chrome's search header), each loaded from its
 * remote's server container with its prefetch run into the page's QueryClient, within `ms`: those in by then are
 * remembered for their slots in `source` (the page's own, made for this request), so the render shows them with
 * their data; a widget whose remote is down, that fails its contract or is late is not, and its slot goes out in its
 * loading state. Resolves to the ids rendered (the start plan's `widgets`: the browser loads exactly those before
 * hydrating).
 */
export async function loadServerWidgets(
  ids: readonly WidgetId[],
  source: RemoteSource,
  queryClient: QueryClient,
  ms: number,
): Promise<WidgetId[]> {
  // Not remembered as they load: one that lands after the budget must not show up in this page's render.
  const loaded = await Promise.all(
    ids.map((id) => within(loadWidget(id, {}, source, queryClient, false), ms)),
  );
  return ids.filter((id, i) => {
    const module = loaded[i];
    if (module) rememberModule(source, id, module);
    return module !== undefined;
  });
}

/** What the server rendered `/` with: the widgets rendered, the shell's chunks it used. */
export interface ServerHome {
  widgets: WidgetId[];
  /** The shell's chunk groups of the home (`page-home`, `home-<template>`): their stylesheets go in the head. */
  chunks: string[];
}

/**
 * `/` on the server: the template's chunk and its widgets' contracts, then its above-the-fold widgets, each step
 * within what is left of the budget (`left`), into the page's own source (one per request).
 */
export async function loadServerHome(
  variant: HomeVariant,
  page: RemoteSource,
  queryClient: QueryClient,
  left: () => number,
): Promise<ServerHome> {
  await within(loadHome(variant, page), left());
  const widgets = await loadServerWidgets(aboveTheFold(variant, page), page, queryClient, left());
  return { widgets, chunks: ['page-home', `home-${variant}`] };
}
