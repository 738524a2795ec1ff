import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { SiteAgent, SiteMode } from '@hearth/shared';
import { isPrimaryOn } from '@hearth/shared/early';
import type { WidgetId } from '@hearth/shared/remote';
import type { RemoteSource } from '../../federation/remote-source';
import { knownWidgetContract, loadWidgetContracts } from '../../slots/widget-contracts';
import { splitWidgetId, startWidget } from '../../slots/widget-loading';
import { TEMPLATE_WIDGETS, type HomeVariant } from './template-widgets';

export type { HomeVariant } from './template-widgets';

/** What every template gets: where its widgets load from (the federation runtime; injected in tests). */
export interface HomeTemplateProps {
  source?: RemoteSource;
}

type Template = ComponentType<HomeTemplateProps>;

// One chunk per template: the home's first-load JS holds only the template (and so the widgets) it shows. Named
// `home-<variant>`: index.html lists their files, and the server links the stylesheets of the one it renders.
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
 * Reads the contracts of the widgets a template places (ADR 0030), at most `CONTRACTS_WAIT_MS`: the home renders
 * the template once they are in, so that each slot keeps its room and defers or holds the page from its first paint.
 */
export function loadTemplateWidgets(variant: HomeVariant, source: RemoteSource): Promise<void> {
  return loadWidgetContracts(source, TEMPLATE_WIDGETS[variant]);
}

/** Whether the contracts of a template's widgets have been read (then the home renders it at once). */
export function templateWidgetsKnown(variant: HomeVariant, source: RemoteSource): boolean {
  return TEMPLATE_WIDGETS[variant].every((id) => knownWidgetContract(source, id) !== undefined);
}

/** The template's widgets whose contracts make them its primary content (read by `loadTemplateWidgets`). */
export function primaryWidgets(variant: HomeVariant, source: RemoteSource): WidgetId[] {
  return TEMPLATE_WIDGETS[variant].filter((id) => isPrimaryOn(knownWidgetContract(source, id), variant));
}

/**
 * Starts the remotes of a template's primary widgets (a no-op for those already loaded), once their contracts are
 * read. With the page's QueryClient, each widget's module is loaded and its prefetch started as well
 * (`startWidget`, with no props): its data leaves with its code.
 */
export function preloadTemplateWidgets(
  variant: HomeVariant,
  source: RemoteSource,
  queryClient?: QueryClient,
): Promise<void> {
  return loadTemplateWidgets(variant, source).then(() => {
    for (const id of primaryWidgets(variant, source)) {
      const [name, widget] = splitWidgetId(id);
      source.preload?.(name, `./${widget}`);
      if (queryClient) startWidget(id, {}, source, queryClient);
    }
  });
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

/** The home a resolved site shows: the www portal's, or the agent's template (default when its store names none). */
export function homeVariantOf(site: { mode: SiteMode | null; agent: SiteAgent | null }): HomeVariant | null {
  if (site.mode === 'www') return 'www';
  if (site.mode !== 'agent') return null;
  return site.agent?.storeInfo?.template ?? 'default';
}

/**
 * What the home's first render needs to show its template: the template's chunk and its widgets' contracts. The
 * server awaits it before rendering `/`, and the browser before hydrating that markup (ADR 0033).
 */
export async function loadHome(variant: HomeVariant, source: RemoteSource): Promise<void> {
  await Promise.all([loadTemplate(variant), loadTemplateWidgets(variant, source)]);
}
