import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { holdPrimaryContent, type SiteAgent, type SiteMode } from '@hearth/shared';
import type { RemoteSource } from '../../federation/remote-source';
import { splitWidgetId, startWidget } from '../../slots/widget-loading';
import { TEMPLATE_WIDGETS, type HomeVariant } from './template-widgets';

export type { HomeVariant } from './template-widgets';

/** What every template gets: where its widgets load from (the federation runtime; injected in tests). */
export interface HomeTemplateProps {
  source?: RemoteSource;
}

type Template = ComponentType<HomeTemplateProps>;

// One chunk per template: the home's first-load JS holds only the template (and so the widgets) it shows. Named
// `home-<variant>`: index.html lists their files, and the entry preloads the one the site shows (early-chunks.ts).
const IMPORTS: Record<HomeVariant, () => Promise<Template>> = {
  default: async () => (await import(/* webpackChunkName: "home-default" */ './default-home')).DefaultHome,
  epic: async () => (await import(/* webpackChunkName: "home-epic" */ './epic/epic-home')).EpicHome,
  demo: async () => (await import(/* webpackChunkName: "home-demo" */ './demo-home')).DemoHome,
  www: async () => (await import(/* webpackChunkName: "home-www" */ './www-home')).WwwHome,
};

const loaded = new Map<HomeVariant, Template>();
const loading = new Map<HomeVariant, Promise<Template>>();

/** The template's component once its chunk is in (then the home renders it at once). */
export function loadedTemplate(variant: HomeVariant): Template | undefined {
  return loaded.get(variant);
}

/**
 * Starts the remotes of a template's widgets (a no-op for those already loaded). With the page's QueryClient, each
 * widget's module is loaded and its prefetch started as well (`startWidget`): its data leaves with its code.
 */
export function preloadTemplateWidgets(
  variant: HomeVariant,
  source: RemoteSource,
  queryClient?: QueryClient,
): void {
  for (const id of TEMPLATE_WIDGETS[variant]) {
    const [name, widget] = splitWidgetId(id);
    source.preload?.(name, `./${widget}`);
    if (queryClient) startWidget(id, {}, source, queryClient);
  }
}

/**
 * Loads a template's chunk. Not React.lazy: content revealed after a Suspense fallback is held back by React for
 * up to 300 ms, which delayed the home and every widget request behind it. A failed chunk is forgotten, so that
 * the next call (Retry) imports it anew.
 */
export function loadTemplate(variant: HomeVariant): Promise<Template> {
  const known = loaded.get(variant);
  if (known) return Promise.resolve(known);
  let pending = loading.get(variant);
  if (!pending) {
    pending = IMPORTS[variant]().then(
      (component) => {
        loaded.set(variant, component);
        loading.delete(variant);
        return component;
      },
      (error: unknown) => {
        loading.delete(variant);
        throw error;
      },
    );
    loading.set(variant, pending);
  }
  return pending;
}

/**
 * An agent's home is known once the site is resolved, before React renders it: the template of the store info
 * (default when absent, as `useHomeVariant` starts) loads then, with its above-the-fold widgets. The bootstrap
 * calls it for `/`; the www portal's template is known from the host and loads earlier still.
 */
export function preloadAgentHome(
  site: { mode: SiteMode | null; agent: SiteAgent | null },
  source: RemoteSource,
  queryClient: QueryClient,
): void {
  if (site.mode !== 'agent') return;
  const variant = site.agent?.storeInfo?.template ?? 'default';
  // Before the first render: the page's secondary work waits (`afterPrimaryContent`) until each of these widgets'
  // slots has shown it (`RemoteWidget`'s `primary` releases the hold).
  for (const id of TEMPLATE_WIDGETS[variant]) holdPrimaryContent(id);
  preloadTemplateWidgets(variant, source, queryClient);
  loadTemplate(variant).catch(() => undefined);
}
