import { queryOptions } from '@tanstack/react-query';
import type { NewsItem } from '@hearth/shared/contracts/newsApi';
import { getNewsPage } from './news-list';
import { uniqueById } from './news-rules';

/** The latest-news list of the home page: at most 5 (spec §2, §9). */
export const LATEST_NEWS_MAX = 5;

/** Newest first by createdat (items without a date last), de-duplicated, at most 5. */
export function latestFirst(items: readonly NewsItem[]): NewsItem[] {
  const time = (n: NewsItem) => (n.createdat ? Date.parse(n.createdat.replace(' ', 'T')) || 0 : 0);
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
