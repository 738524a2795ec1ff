import type { NewsItem } from '@hearth/shared/contracts/newsApi';
import type { HeadInput, JsonLd, RouteHeadContext } from '@hearth/shared/head';
import { articleHead, articleJsonLd } from '../../components/article-head';
import { newsItemQuery, productNow } from './api/news-info';
import { newsDetailBreadcrumb } from './news-detail-breadcrumb';

/** A news item's JSON-LD: a `NewsArticle` with its headline, picture, description, publication date and byline. */
export const newsArticleJsonLd = (item: NewsItem): JsonLd =>
  articleJsonLd('NewsArticle', item, {
    datePublished: item.createdat,
    author: item.customized_author_name ? { '@type': 'Person', name: item.customized_author_name } : null,
  });

/**
 * /news-detail/:source/:newsid's head (ADR 0032), from the item the route's prefetch put in the cache: an article with
 * its picture as the link preview, a `NewsArticle` and its trail; noindex where there is no such item (404).
 */
export function newsDetailHead(context: RouteHeadContext): HeadInput {
  const item = context.queryClient.getQueryData(newsItemQuery(context.params).queryKey);
  return articleHead(item, newsArticleJsonLd, newsDetailBreadcrumb(context, productNow()));
}
