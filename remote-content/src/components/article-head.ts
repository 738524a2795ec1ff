import type { HeadInput, JsonLd, JsonValue } from '@hearth/shared/head';
import { htmlExcerpt } from './html-excerpt';

/** What an article's head reads of it (a blog's or a news item's). */
export interface HeadArticle {
  title: string;
  detail: string | null;
  images: string | null;
}

/**
 * schema.org JSON-LD of an article (ADR 0032): its `type` (`BlogPosting`, `NewsArticle`) with the headline, picture and
 * description (the body's text), then the type's own fields; unknown (null) fields are left out.
 */
export function articleJsonLd(
  type: string,
  article: HeadArticle,
  fields: Readonly<Record<string, JsonValue | null>>,
): JsonLd {
  const all: Record<string, JsonValue | null> = {
    headline: article.title,
    image: article.images,
    description: htmlExcerpt(article.detail),
    ...fields,
  };
  return {
    '@context': 'https://schema.org',
    '@type': type,
    ...Object.fromEntries(Object.entries(all).filter(([, value]) => value !== null)),
  } as JsonLd;
}

/**
 * An article page's head from the article its route cached: `og:type` article, its title and picture as the link
 * preview (the document title stays the route's, as the spec has it), the
 * body's text as the description, its JSON-LD and the page's trail (`BreadcrumbList`). One that does not exist
 * (cached as `null`): noindex (the server answers 404). Before it arrives: an article with its trail.
 */
export function articleHead<T extends HeadArticle>(
  article: T | null | undefined,
  jsonLd: (article: T) => JsonLd,
  trail: JsonLd,
): HeadInput {
  if (article === null) return { noindex: true };
  if (!article) return { type: 'article', jsonLd: [trail] };
  return {
    type: 'article',
    previewTitle: article.title,
    description: htmlExcerpt(article.detail),
    image: article.images,
    jsonLd: [jsonLd(article), trail],
  };
}
