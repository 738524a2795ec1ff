import { headFor, type HeadAlternate, type HeadLocale } from '@hearth/shared/head';

// sitemap.xml as text (ADR 0040): pure, no I/O. The URLs and their alternates come from the page head's own rule
// (`headFor`, ADR 0032), so a sitemap entry names exactly the canonical URL and the hreflang alternates the page's
// head names.

/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 } as const;

/** One page of the site: its path (no query) and, when its data has one, the date it last changed. */
export interface SitemapPage {
  path: string;
  /** A `DateTimeText` of the contracts (`YYYY-MM-DD`, or a date and time, with or without a zone). */
  lastmod?: string | null;
}

/** One `<url>`: the page in one language, with every language's alternate. */
export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: readonly HeadAlternate[];
}

const LOCALES: readonly HeadLocale[] = ['en', 'zh-CN'];

/** Text fit for an XML element or a double-quoted attribute: the five predefined entities, no control character. */
export function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 does not allow at all (a stray control character in data would make the file invalid).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/**
 * A W3C datetime for `<lastmod>`: a date as it is; a date and time with a zone as the instant in UTC; a date and
 * time without a zone as its date only (the zone it was written in is not known). Anything else: none.
 */
export function lastmodOf(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  const day = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    text,
  );
  if (!day) return null;
  if (!day[2] || !day[3]) return Number.isNaN(Date.parse(day[1]!)) ? null : day[1]!;
  const instant = new Date(text.replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? null : `${instant.toISOString().slice(0, 19)}Z`;
}

/**
 * The `<url>` entries of one page: one per language (its canonical URL in that language, `?ltype=`), each with the
 * alternates en, zh-CN and x-default, as `headFor` builds them for the page's head. None for a path `headFor`
 * cannot make a URL of (an unusable origin).
 */
export function sitemapUrls(origin: string, page: SitemapPage): SitemapUrl[] {
  const lastmod = lastmodOf(page.lastmod);
  return LOCALES.flatMap((locale) => {
    const head = headFor(
      {},
      { origin, pathname: page.path, search: '', locale, siteName: null, productName: null },
    );
    return head.canonical ? [{ loc: head.canonical, lastmod, alternates: head.alternates }] : [];
  });
}

function urlXml(url: SitemapUrl): string {
  const links = url.alternates.map(
    (a) =>
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>\n`,
  );
  const lastmod = url.lastmod ? `    <lastmod>${escapeXml(url.lastmod)}</lastmod>\n` : '';
  return `  <url>\n    <loc>${escapeXml(url.loc)}</loc>\n${lastmod}${links.join('')}  </url>\n`;
}

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const TAIL = '</urlset>\n';

export interface SitemapXml {
  xml: string;
  /** URLs written. */
  count: number;
  /** Pages left out because the file would have gone over a limit (the pages come in priority order). */
  dropped: number;
}

/**
 * The sitemap of `pages` on `origin`, in their order, each page whole (all its languages) or not at all, within
 * `limits` (default: the protocol's); a repeated path is written once. What does not fit is counted in `dropped`.
 */
export function sitemapXml(
  origin: string,
  pages: readonly SitemapPage[],
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapXml {
  const parts: string[] = [HEAD];
  let bytes = Buffer.byteLength(HEAD) + Buffer.byteLength(TAIL);
  let count = 0;
  let dropped = 0;
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) continue;
    seen.add(page.path);
    const urls = sitemapUrls(origin, page);
    const text = urls.map(urlXml).join('');
    const size = Buffer.byteLength(text);
    if (count + urls.length > limits.urls || bytes + size > limits.bytes) {
      dropped += 1;
      continue;
    }
    parts.push(text);
    bytes += size;
    count += urls.length;
  }
  parts.push(TAIL);
  return { xml: parts.join(''), count, dropped };
}
