import type { JsonLd, PageHead } from './page-head';
import { HEAD_ATTR } from './title-rule';

/** The attribute that marks the tags the head owns (server-written or applied in the browser). */
export { HEAD_ATTR };

/**
 * One tag of the page head, as data: the server writes it as HTML (`headTagsHtml`), the browser creates or updates
 * the element (`applyHead`). `key` names it among the managed tags (`data-hearth-head="<key>"`).
 */
export interface HeadTag {
  key: string;
  name: 'meta' | 'link' | 'script';
  attrs: Readonly<Record<string, string>>;
  /** A script's text (JSON-LD, already escaped for a data block). */
  text?: string;
}

const LINE_SEPARATOR = new RegExp('\u2028', 'g');
const PARAGRAPH_SEPARATOR = new RegExp('\u2029', 'g');

/**
 * JSON for a `<script type="application/ld+json">` data block: `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026` (no
 * text in it can close the element or open a comment), U+2028/2029 escaped too. Still the same JSON value.
 */
export function jsonLdText(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(LINE_SEPARATOR, '\\u2028')
    .replace(PARAGRAPH_SEPARATOR, '\\u2029');
}

const meta = (key: string, attr: 'name' | 'property', content: string): HeadTag => ({
  key,
  name: 'meta',
  attrs: { [attr]: key, content },
});

/** The head's tags besides `<title>`, in document order. Absent values produce no tag. */
export function headTags(head: PageHead): HeadTag[] {
  const tags: HeadTag[] = [];
  if (head.description) tags.push(meta('description', 'name', head.description));
  if (head.noindex) tags.push(meta('robots', 'name', 'noindex'));
  if (head.canonical)
    tags.push({ key: 'canonical', name: 'link', attrs: { rel: 'canonical', href: head.canonical } });
  for (const { hreflang, href } of head.alternates)
    tags.push({ key: `alternate:${hreflang}`, name: 'link', attrs: { rel: 'alternate', hreflang, href } });
  tags.push(meta('og:title', 'property', head.previewTitle));
  if (head.description) tags.push(meta('og:description', 'property', head.description));
  if (head.image) tags.push(meta('og:image', 'property', head.image));
  if (head.canonical) tags.push(meta('og:url', 'property', head.canonical));
  tags.push(meta('og:type', 'property', head.type));
  tags.push(meta('og:locale', 'property', head.locale === 'en' ? 'en_CA' : 'zh_CN'));
  if (head.siteName) tags.push(meta('og:site_name', 'property', head.siteName));
  tags.push(meta('twitter:card', 'name', head.image ? 'summary_large_image' : 'summary'));
  head.jsonLd.forEach((value, index) =>
    tags.push({
      key: `ld:${index}`,
      name: 'script',
      attrs: { type: 'application/ld+json' },
      text: jsonLdText(value),
    }),
  );
  return tags;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function tagHtml(tag: HeadTag): string {
  const attrs = Object.entries({ [HEAD_ATTR]: tag.key, ...tag.attrs })
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  // The script's text is JSON-LD escaped by jsonLdText: no `<` in it, so it cannot close the element.
  return tag.name === 'script' ? `<script${attrs}>${tag.text ?? ''}</script>` : `<${tag.name}${attrs}>`;
}

/** The head as HTML for the server's `<head>`: `<title>` and every tag, each value escaped. */
export function headTagsHtml(head: PageHead): string {
  return [`<title>${escapeHtml(head.title)}</title>`, ...headTags(head).map(tagHtml)].join('\n');
}
