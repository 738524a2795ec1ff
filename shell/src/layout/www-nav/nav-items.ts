import { useMemo } from 'react';
import type { ParseKeys } from 'i18next';
import { paths } from '@hearth/shared/paths';
import { useRouteHref, type RouteHref } from '@hearth/shared/links';
import { contentRoutes } from '../../lib/remote-routes';

export interface NavLinkItem {
  /** Undefined when the page is unbound (its remote not deployed, ADR 0029): the label shows without a link. */
  readonly to: string | undefined;
  /** i18n key in the shell namespace. */
  readonly label: ParseKeys<'shell'>;
}

export interface TopNavItem extends NavLinkItem {
  /** `end`: selected only on this exact path. */
  readonly end?: boolean;
  /** The sub-navigation (at most 8 links, shown in two columns of 4). */
  readonly children?: readonly NavLinkItem[];
  /** Paths (prefixes) that select this tab besides `to` and the children's. */
  readonly also?: readonly string[];
}

/** Spec §2: the public shell's top navigation, its remote pages bound through remotes.json (ADR 0029). */
export function topNav(href: RouteHref): readonly TopNavItem[] {
  const buyerGuide = href(contentRoutes, 'buyer-guide');
  const sellerGuide = href(contentRoutes, 'seller-guide');
  const downloadApp = href(contentRoutes, 'download-app');
  const app = { to: downloadApp, label: 'www.sub.app' } as const;
  const agentApp = href(contentRoutes, 'download-app-agent');
  return [
    { to: paths.home(), label: 'www.home', end: true },
    {
      to: buyerGuide,
      label: 'www.buy',
      children: [{ to: buyerGuide, label: 'www.sub.buyersGuide' }, app],
    },
    {
      to: sellerGuide,
      label: 'www.sell',
      children: [{ to: sellerGuide, label: 'www.sub.sellersGuide' }, app],
    },
    { to: downloadApp, label: 'www.download', also: agentApp ? [agentApp] : [] },
    {
      to: href(contentRoutes, 'news-list', { type: 'all' }),
      label: 'www.news',
      also: ['/news-list', '/news-detail'],
    },
    { to: href(contentRoutes, 'about-us'), label: 'www.aboutUs' },
    { to: href(contentRoutes, 'contact-us'), label: 'www.contactUs' },
  ];
}

/** The top navigation over the page's bound table. */
export function useTopNav(): readonly TopNavItem[] {
  const href = useRouteHref();
  return useMemo(() => topNav(href), [href]);
}

/** Sub-navigation holds at most 8 links (spec §9). */
export const MAX_SUB_LINKS = 8;

const under = (pathname: string, prefix: string) =>
  prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);

const bound = (paths: readonly (string | undefined)[]): string[] =>
  paths.filter((p): p is string => p !== undefined);

/** Whether a tab of `nav` is the selected one for this path (the selected tab follows the route). */
export function isSelected(item: TopNavItem, pathname: string, nav: readonly TopNavItem[]): boolean {
  if (item.end) return pathname === item.to;
  const own = bound([item.to, ...(item.children ?? []).map((c) => c.to), ...(item.also ?? [])]);
  // A child shared by two tabs (the app download) selects neither: only the tab's own pages do.
  const shared = new Set(
    bound(nav.filter((other) => other !== item).flatMap((other) => [other.to, ...(other.also ?? [])])).filter(
      (p) => p !== item.to,
    ),
  );
  return own.filter((p) => !shared.has(p)).some((p) => under(pathname, p.split('#')[0] ?? p));
}
