// Entry-chunk safe (the entry starts a template's widgets): type-only imports.
import type { WidgetId } from '@hearth/shared/remote';
import type { HomeTemplate } from '@hearth/shared/contracts/cmis';

export type HomeVariant = HomeTemplate | 'www';

/**
 * "Template X places widget Y": the remote widgets each home template renders (home-page.test checks them against
 * what each one loads), for the start-up, which knows the template before its chunk has run. Everything else about
 * a widget is its remote's contract (ADR 0030: route-chunks.json): the entry and the bootstrap start, with the
 * template, those its contract marks as primary content for it (with no props: `primary` is for prop-less,
 * above-the-fold widgets); the others load when their slot renders (or nears the viewport: `deferUntilVisible`).
 */
export const TEMPLATE_WIDGETS: Record<HomeVariant, readonly WidgetId[]> = {
  default: ['remote_listings/featured-listings', 'remote_content/blog-section'],
  epic: ['remote_content/latest-news'],
  demo: [],
  www: ['remote_listings/home-search-bar', 'remote_content/latest-news'],
};
