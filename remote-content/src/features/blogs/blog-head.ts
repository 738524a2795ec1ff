import type { BlogDetail } from '@hearth/shared/contracts/blogService';
import type { HeadInput, JsonLd, RouteHeadContext } from '@hearth/shared/head';
import { htmlExcerpt } from '../../components/html-excerpt';
import { blogDetailQuery, isBlogId } from './api/blog-detail';

/**
 * schema.org JSON-LD of an article (ADR 0032): a `BlogPosting` with its headline, cover, description (the body's
 * text) and when it was last changed. Unknown fields are left out; no author: the article names only its author's
 * user id.
 */
export function blogPostingJsonLd(article: BlogDetail): JsonLd {
  const description = htmlExcerpt(article.detail);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    ...(article.images ? { image: article.images } : {}),
    ...(description ? { description } : {}),
    ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
  };
}

/**
 * /blog/:blogid's head: an article (og:type), its cover as the link preview, the body's text as the description and
 * the JSON-LD, from the article the route's prefetch put in the cache. An article that does not exist: noindex
 * (the server answers 404). Before it arrives: an article with the defaults.
 */
export function blogDetailHead({ params, queryClient }: RouteHeadContext): HeadInput {
  if (!isBlogId(params.blogid)) return { noindex: true };
  const article = queryClient.getQueryData(blogDetailQuery(params.blogid).queryKey);
  if (article === null) return { noindex: true };
  if (!article) return { type: 'article' };
  return {
    type: 'article',
    description: htmlExcerpt(article.detail),
    image: article.images,
    jsonLd: [blogPostingJsonLd(article)],
  };
}
