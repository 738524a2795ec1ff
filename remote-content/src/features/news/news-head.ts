import type { NewsItem } from '@hearth/shared/contracts/newsApi';
import type { HeadInput, JsonLd, RouteHeadContext } from '@hearth/shared/head';
import { articleHead, articleJsonLd } from '../../components/article-head';
import { newsItemQuery } from './api/news-info';

/** A news item's JSON-LD: a `NewsArticle` with its headline, picture, description, publication date and byline. */
export const newsArticleJsonLd = (item: NewsItem): JsonLd =>
  articleJsonLd('NewsArticle', item, {
    datePublished: item.createdat,
    author: item.customized_author_name ? { '@type': 'Person', name: item.customized_author_name } : null,
  });

/**
 * /news-detail/:source/:newsid's head (ADR 0032), from the item the route's prefetch put in the cache: an article with
 * its picture as the link preview and a `NewsArticle`; noindex where there is no such item (404).
 */
export function newsDetailHead({ params, queryClient }: RouteHeadContext): HeadInput {
  return articleHead(queryClient.getQueryData(newsItemQuery(params).queryKey), newsArticleJsonLd);
}
