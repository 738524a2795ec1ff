import type { SiteAgent } from '@hearth/shared';
import { pagedList, type PagedList, type PagingBounds } from './paged-list';
import { fillInOrder, isStaticPath, type PublicRoute } from './public-routes';
import type { SitemapPage } from './sitemap-xml';
import { agentListingsPage } from './api/agent-listings';
import { agentBlogsPage } from './api/agent-blogs';
import { ALL_NEWS, portalNewsPage } from './api/portal-news';

// What a site's sitemap lists (ADR 0040): its public static pages, then the pages of its data.

/**
 * How far the sitemap pages through each list: 200 pages of 6 listings (1,200), 100 of 10 articles (1,000), 100 of
 * 5 news items (500). Two URLs a page (en, zh-CN): about 5,400 URLs at most with the static pages, far under the
 * protocol's 50,000 (which sitemap-xml.ts enforces anyway); an agent past a cap has its newest pages listed.
 */
export const SITEMAP_PAGE_CAPS = { listings: 200, blogs: 100, news: 100 } as const;

/** The routes (their ids in the generated route list) the data's pages are, and the agent's own lists. */
export const DATA_ROUTES = {
  listing: 'listing-detail',
  blog: 'blog-detail',
  news: 'news-detail',
  newsList: 'news-list',
  /** The lists of the agent's listings and articles: on www they only say that they are an agent-site feature. */
  agentLists: ['listings', 'blogs'],
} as const;

export interface SiteOf {
  mode: 'www' | 'agent';
  agent: SiteAgent | null;
}

export interface SitePages {
  pages: SitemapPage[];
  /** The lists that could not be read whole (the sitemap is then partial). */
  failed: string[];
}

/** The static pages of a site: every public one on an agent's site; on www, the portal's own (a www example). */
export function staticPages(routes: readonly PublicRoute[], mode: SiteOf['mode']): SitemapPage[] {
  const agentLists: readonly string[] = DATA_ROUTES.agentLists;
  return routes
    .filter((route) => isStaticPath(route.path))
    .filter((route) => mode === 'agent' || (route.sites.has('www') && !agentLists.includes(route.id)))
    .map((route) => ({ path: route.path }));
}

/** The data's pages of one list: each item's route filled in (an item the route cannot be made of is skipped). */
function pagesOf<T>(
  list: PagedList<T>,
  pattern: string,
  of: (item: T) => { values: string[]; lastmod: string | null },
): SitemapPage[] {
  return list.items.flatMap((item) => {
    const { values, lastmod } = of(item);
    const path = fillInOrder(pattern, values);
    return path ? [{ path, lastmod }] : [];
  });
}

/**
 * The site's pages: static pages, the news list, then the agent's listings and articles (agent sites only) and the
 * news, each list read with the spec's call as far as its cap within `bounds` (requests and deadline). A route the
 * list does not have as public (a remote not loaded, a page made noindex) lists nothing.
 */
export async function sitePages(
  site: SiteOf,
  routes: readonly PublicRoute[],
  productName: string,
  bounds: Omit<PagingBounds, 'maxPages'>,
): Promise<SitePages> {
  const pattern = (id: string) => routes.find((route) => route.id === id)?.path;
  const listing = pattern(DATA_ROUTES.listing);
  const blog = pattern(DATA_ROUTES.blog);
  const news = pattern(DATA_ROUTES.news);
  const newsListPath = pattern(DATA_ROUTES.newsList);
  const agent = site.mode === 'agent' ? site.agent : null;
  const none = Promise.resolve(null);
  const [listings, blogs, newsItems] = await Promise.all([
    listing && agent?.cims_uid
      ? pagedList((n, s, ms) => agentListingsPage(agent.cims_uid, n, s, ms), {
          ...bounds,
          maxPages: SITEMAP_PAGE_CAPS.listings,
        })
      : none,
    blog && agent?.userId
      ? pagedList((n, s, ms) => agentBlogsPage(agent.userId!, n, s, ms), {
          ...bounds,
          maxPages: SITEMAP_PAGE_CAPS.blogs,
        })
      : none,
    news
      ? pagedList((n, s, ms) => portalNewsPage(productName, n, s, ms), {
          ...bounds,
          maxPages: SITEMAP_PAGE_CAPS.news,
        })
      : none,
  ]);
  const newsHub = newsListPath ? fillInOrder(newsListPath, [ALL_NEWS]) : undefined;
  const pages: SitemapPage[] = [
    ...staticPages(routes, site.mode),
    ...(newsHub ? [{ path: newsHub }] : []),
    ...(listings ? pagesOf(listings, listing!, (l) => ({ values: [l.identifier], lastmod: null })) : []),
    ...(blogs ? pagesOf(blogs, blog!, (b) => ({ values: [b.id], lastmod: b.updatedAt })) : []),
    ...(newsItems
      ? pagesOf(newsItems, news!, (n) => ({ values: [n.source, n.id], lastmod: n.createdat }))
      : []),
  ];
  const failed = Object.entries({ listings, blogs, news: newsItems })
    .filter(([, list]) => list?.failed)
    .map(([name]) => name);
  return { pages, failed };
}
