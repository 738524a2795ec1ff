import { paths } from '@hearth/shared/paths';
import type { JsonLd, RouteHeadContext } from '@hearth/shared/head';
import { breadcrumbListJsonLd } from '@hearth/shared/schema-org';
import { contentPages } from '../routes/pages';
import type { Crumb } from './breadcrumb';

/** The texts a trail shows (the page's `t` and a head's `t` both fit). */
export type TrailText = (key: 'breadcrumb.home' | 'breadcrumb.blog' | 'breadcrumb.news') => string;

// The visible trails, each defined once: the page renders it (`<Breadcrumb items>`), its route's head writes the
// same steps as a `BreadcrumbList` (ADR 0032). The last step is the current page (no link).

/** /blogs: Home › Blog. */
export const blogsTrail = (t: TrailText): Crumb[] => [
  { label: t('breadcrumb.home'), to: paths.home() },
  { label: t('breadcrumb.blog') },
];

/** /blog/{id}: Home › Blog › the article. */
export const blogTrail = (t: TrailText, title: string): Crumb[] => [
  { label: t('breadcrumb.home'), to: paths.home() },
  { label: t('breadcrumb.blog'), to: contentPages.href('blogs') },
  { label: title },
];

/** /news-detail/{source}/{id}: Home › News › the item. */
export const newsTrail = (t: TrailText, title: string): Crumb[] => [
  { label: t('breadcrumb.home'), to: paths.home() },
  { label: t('breadcrumb.news'), to: contentPages.href('news-list', { type: 'all' }) },
  { label: title },
];

/** A trail as its page's `BreadcrumbList`, its links in the page's language. */
export function trailJsonLd(trail: readonly Crumb[], { origin, locale }: RouteHeadContext): JsonLd {
  return breadcrumbListJsonLd(
    trail.map(({ label, to }) => ({ name: label, path: to })),
    origin,
    locale,
  );
}
