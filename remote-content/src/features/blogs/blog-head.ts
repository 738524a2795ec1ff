import type { BlogDetail } from '@hearth/shared/contracts/blogService';
import type { HeadInput, JsonLd, RouteHeadContext } from '@hearth/shared/head';
import { articleHead, articleJsonLd } from '../../components/article-head';
import { blogDetailQuery, isBlogId } from './api/blog-detail';
import { blogDetailBreadcrumb } from './blogs-head';

/**
 * A blog's JSON-LD: a `BlogPosting` with its headline, cover, description and when it was last changed. No author: the
 * article names only its author's user id.
 */
export const blogPostingJsonLd = (article: BlogDetail): JsonLd =>
  articleJsonLd('BlogPosting', article, { dateModified: article.updatedAt });

/**
 * /blog/:blogid's head (ADR 0032), from the article the route's prefetch put in the cache: an article with its cover
 * as the link preview, a `BlogPosting` and its trail; noindex where there is no such article (or the id is not one:
 * 404).
 */
export function blogDetailHead(context: RouteHeadContext): HeadInput {
  const { params, queryClient } = context;
  if (!isBlogId(params.blogid)) return { noindex: true };
  const article = queryClient.getQueryData(blogDetailQuery(params.blogid).queryKey);
  return articleHead(article, blogPostingJsonLd, blogDetailBreadcrumb(context));
}
