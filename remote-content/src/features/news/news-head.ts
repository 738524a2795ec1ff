import type { NewsItem } from '@hearth/shared/contracts/newsApi';
import type { HeadInput, JsonLd, RouteHeadContext } from '@hearth/shared/head';
import { htmlExcerpt } from '../../components/html-excerpt';
import { newsItemQuery } from './api/news-info';

/**
 * schema.org JSON-LD of a news item (ADR 0032): a `NewsArticle` with its headline, picture, description (the body's
 * text), publication date and byline (a `Person`). Unknown fields are left out.
 */
export function newsArticleJsonLd(item: NewsItem): JsonLd {
  const description = htmlExcerpt(item.detail);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    ...(item.images ? { image: item.images } : {}),
    ...(description ? { description } : {}),
    ...(item.createdat ? { datePublished: item.createdat } : {}),
    ...(item.customized_author_name
      ? { author: { '@type': 'Person', name: item.customized_author_name } }
      : {}),
  };
}

/**
 * /news-detail/:source/:newsid's head: an article (og:type), its picture as the link preview, the body's text as the
 * description and the JSON-LD, from the item the route's prefetch put in the cache. An item that does not exist:
 * noindex (the server answers 404). Before it arrives: an article with the defaults.
 */
export function newsDetailHead({ params, queryClient }: RouteHeadContext): HeadInput {
  const item = queryClient.getQueryData(newsItemQuery(params).queryKey);
  if (item === null) return { noindex: true };
  if (!item) return { type: 'article' };
  return {
    type: 'article',
    description: htmlExcerpt(item.detail),
    image: item.images,
    jsonLd: [newsArticleJsonLd(item)],
  };
}
