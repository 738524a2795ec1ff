import type { ParseKeys } from 'i18next';
import { paths } from '@hearth/shared/paths';

export interface NavLinkItem {
  readonly to: string;
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

/** Spec §2: the public shell's top navigation. */
export const TOP_NAV: readonly TopNavItem[] = [
  { to: paths.home(), label: 'www.home', end: true },
  {
    to: paths.buyerGuide(),
    label: 'www.buy',
    children: [
      { to: paths.buyerGuide(), label: 'www.sub.buyersGuide' },
      { to: paths.downloadApp(), label: 'www.sub.app' },
    ],
  },
  {
    to: paths.sellerGuide(),
    label: 'www.sell',
    children: [
      { to: paths.sellerGuide(), label: 'www.sub.sellersGuide' },
      { to: paths.downloadApp(), label: 'www.sub.app' },
    ],
  },
  { to: paths.downloadApp(), label: 'www.download', also: [paths.downloadAppAgent()] },
  { to: paths.newsList('all'), label: 'www.news', also: ['/news-list', '/news-detail'] },
  { to: paths.aboutUs(), label: 'www.aboutUs' },
  { to: paths.contactUs(), label: 'www.contactUs' },
];

/** Sub-navigation holds at most 8 links (spec §9). */
export const MAX_SUB_LINKS = 8;

const under = (pathname: string, prefix: string) =>
  prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether a tab is the selected one for this path (the selected tab follows the route). */
export function isSelected(item: TopNavItem, pathname: string): boolean {
  if (item.end) return pathname === item.to;
  const own = [item.to, ...(item.children ?? []).map((c) => c.to), ...(item.also ?? [])];
  // A child shared by two tabs (the app download) selects neither: only the tab's own pages do.
  const shared = new Set(
    TOP_NAV.filter((other) => other !== item)
      .flatMap((other) => [other.to, ...(other.also ?? [])])
      .filter((p) => p !== item.to),
  );
  return own.filter((p) => !shared.has(p)).some((p) => under(pathname, p.split('#')[0] ?? p));
}
