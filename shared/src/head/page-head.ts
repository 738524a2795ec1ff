import { IDENTITY_PARAMS, PERSONAL_PARAMS } from '../deep-links/shareable-url';
import { httpUrl, LTYPE, type HeadLocale } from './site-url';
import { resolveTitle } from './title-rule';

export { httpUrl, resolveTitle, type HeadLocale };

// The page head as data (ADR 0032): what a route declares (`HeadInput`), filled in with the request's context
// (`headFor`) into a `PageHead`, which the server writes as HTML (`headTagsHtml`) and the browser applies to
// `document.head` (`applyHead`). Pure: no React, no store, no `window`, so a Node server imports it as it is.

/** A JSON value (what a JSON-LD block may hold). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One schema.org object, serialised into a `<script type="application/ld+json">` data block. */
export type JsonLd = { '@context'?: string; '@type': string } & { [key: string]: JsonValue };

/** An `hreflang` alternate: the URL that selects one language (`x-default`: the URL without a choice). */
export interface HeadAlternate {
  hreflang: HeadLocale | 'x-default';
  href: string;
}

/** The page's head, complete: every tag `headTagsHtml` and `applyHead` write comes from these fields. */
export interface PageHead {
  title: string;
  /**
   * The title a link preview shows (og:title): the page's subject when the document title is the route's (a blog's
   * own title on /blog/:id, whose document title the spec takes from the route), else the title.
   */
  previewTitle: string;
  description: string | null;
  /** Absolute http(s) URL of the page in the current language (null on a noindex page). */
  canonical: string | null;
  /** Absolute http(s) URL of the link-preview picture (og:image). */
  image: string | null;
  /** og:type. */
  type: 'website' | 'article';
  noindex: boolean;
  /** The site's name (og:site_name), when known. */
  siteName: string | null;
  locale: HeadLocale;
  /** en, zh-CN and x-default (none on a noindex page). */
  alternates: readonly HeadAlternate[];
  jsonLd: readonly JsonLd[];
}

/** What a route (or a shell page) declares; every field is optional, `headFor` fills in the rest. */
export interface HeadInput {
  /** The page's own title (the title rule then adds the site's and the product's as fallbacks). */
  title?: string | null;
  /** The page's subject, for link previews only (og:title), when it is not the document title (an article's title). */
  previewTitle?: string | null;
  description?: string | null;
  /** Absolute or root-relative; anything but http(s) is dropped. */
  image?: string | null;
  type?: PageHead['type'];
  noindex?: boolean;
  /**
   * The query keys that select the page's content (e.g. `page`): the only ones the canonical URL and the
   * alternates keep. Deep-link identity, personal data and tracking keys are dropped even when listed.
   */
  query?: readonly string[];
  jsonLd?: readonly JsonLd[];
}

/** The request a head is made for: the same fields on the server (its request) and in the browser (`location`). */
export interface HeadRequest {
  /** The site's origin, `https://lily.example.com`. */
  origin: string;
  pathname: string;
  search: string;
  locale: HeadLocale;
  /** The agent's website title (the title rule's second choice, og:site_name). */
  siteName: string | null;
  /** The runtime config's product name (the title rule's third choice). */
  productName: string | null;
  /** A hybrid page (inside the native app) is never indexed. */
  hybrid?: boolean;
}

/** Query keys never in a canonical URL: the app user's identity, personal data, tracking (ADR 0023, 0032). */
const NEVER = new Set(
  [
    ...IDENTITY_PARAMS,
    ...PERSONAL_PARAMS,
    'language',
    'fbclid',
    'gclid',
    'dclid',
    'msclkid',
    'yclid',
    'ltype',
  ].map((key) => key.toLowerCase()),
);
const isTracking = (key: string) => /^(utm_|mc_|_ga|_gl)/i.test(key);

/** origin + path + the declared content keys of `search` (in their order) + `ltype` for `locale`, if any. */
function pageUrl(request: HeadRequest, keys: ReadonlySet<string>, locale: HeadLocale | null): string | null {
  const origin = httpUrl(request.origin, 'http://invalid');
  if (!origin) return null;
  // The path is set, never resolved: `//other.host/x` stays a path on this origin.
  const url = new URL(origin);
  url.pathname = request.pathname;
  url.search = '';
  url.hash = '';
  for (const [key, value] of new URLSearchParams(request.search)) {
    const lower = key.toLowerCase();
    if (keys.has(lower) && !NEVER.has(lower) && !isTracking(key)) url.searchParams.append(key, value);
  }
  if (locale) url.searchParams.set('ltype', LTYPE[locale]);
  return url.href;
}

/** The route's head input filled in for one request: title rule, canonical, alternates, noindex, image. */
export function headFor(input: HeadInput | null | undefined, request: HeadRequest): PageHead {
  const head = input ?? {};
  const noindex = Boolean(head.noindex || request.hybrid);
  const keys = new Set((head.query ?? []).map((key) => key.toLowerCase()));
  const canonical = noindex ? null : pageUrl(request, keys, request.locale);
  const alternates: HeadAlternate[] = [];
  if (canonical) {
    for (const hreflang of ['en', 'zh-CN', null] as const) {
      const href = pageUrl(request, keys, hreflang);
      if (href) alternates.push({ hreflang: hreflang ?? 'x-default', href });
    }
  }
  const siteName = request.siteName?.trim() || null;
  const title = resolveTitle(head.title, siteName, request.productName);
  return {
    title,
    previewTitle: head.previewTitle?.trim() || title,
    description: head.description?.trim() || null,
    canonical,
    image: httpUrl(head.image, request.origin),
    type: head.type ?? 'website',
    noindex,
    siteName,
    locale: request.locale,
    alternates,
    jsonLd: head.jsonLd ?? [],
  };
}
