import { queryOptions } from '@tanstack/react-query';
import type { NewsItem } from '@hearth/shared/contracts/newsApi';
import { instantOf } from '@hearth/shared/dates';
import { getNewsPage } from './news-list';
import { uniqueById } from './news-rules';

/** The latest-news list of the home page: at most 5 (spec §2, §9). */
export const LATEST_NEWS_MAX = 5;

/**
 * Newest first by createdat (items without a date last), de-duplicated, at most 5. createdat is read as the news
 * card shows it (zone-less = UTC), not in the visitor's zone: the same five on every machine (ADR 0031).
 */
export function latestFirst(items: readonly NewsItem[]): NewsItem[] {
  const time = (n: NewsItem) => instantOf(n.createdat) ?? 0;
  return uniqueById(items)
    .sort((a, b) => time(b) - time(a))
    .slice(0, LATEST_NEWS_MAX);
}

/** Type all, page 1, sorted by createdat descending. */
export function latestNewsQuery(productName: string) {
  return queryOptions({
    queryKey: ['newsApi', 'latest', { productName }] as const,
    queryFn: async ({ signal }) =>
      latestFirst((await getNewsPage({ productName, type: 'all', pageNum: 1 }, signal)).items),
  });
}
