// Entry-chunk safe (the entry preloads a template's widgets): type-only imports.
import type { HearthWidgets, WidgetId } from '@hearth/shared/remote';
import type { HomeTemplate } from '@hearth/shared/contracts/cmis';

/** The widgets a template places with no props (`props={{}}`): the only ones it can start before it renders. */
export type PropLessWidget = {
  [Id in WidgetId]: HearthWidgets[Id] extends Record<string, never> ? Id : never;
}[WidgetId];

export type HomeVariant = HomeTemplate | 'www';

/**
 * The widgets each template shows above the fold (home-page.test checks them against what each one loads): their
 * remotes download side by side with the template's chunk instead of after it has rendered. The widgets below the
 * fold (the blog section, the latest news) load when they near the viewport (`deferUntilVisible`), so they do not
 * compete with the first screen.
 */
export const TEMPLATE_WIDGETS: Record<HomeVariant, readonly PropLessWidget[]> = {
  default: ['remote_listings/featured-listings'],
  epic: [],
  demo: [],
  www: ['remote_listings/home-search-bar'],
};
