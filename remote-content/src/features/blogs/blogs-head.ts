import type { HeadInput, RouteHeadContext } from '@hearth/shared/head';
import { blogTrail, blogsTrail, trailJsonLd } from '../../components/trails';
import { blogDetailQuery } from './api/blog-detail';

/**
 * /blogs' head (ADR 0032): a description naming the agent (the portal's notice on www) and the page's visible trail
 * (Home › Blog) as a `BreadcrumbList`. `page` selects content (each page of articles is its own URL).
 */
export function blogsHead(context: RouteHeadContext): HeadInput {
  const { site, t } = context;
  const name = site.mode === 'www' ? null : site.agent?.name?.trim();
  const description =
    site.mode === 'www'
      ? t('blogs.www.body')
      : name
        ? t('blogs.head.description', { name })
        : t('blogs.head.descriptionAnonymous');
  return { description, query: ['page'], jsonLd: [trailJsonLd(blogsTrail(t), context)] };
}

/** /blog/{id}'s visible trail (Home › Blog › the article, as the page shows it) as a `BreadcrumbList`. */
export function blogDetailBreadcrumb(context: RouteHeadContext) {
  const { params, queryClient, t } = context;
  const article = params.blogid
    ? queryClient.getQueryData(blogDetailQuery(params.blogid).queryKey)
    : undefined;
  return trailJsonLd(blogTrail(t, article?.title ?? t('blog.title')), context);
}
