/** Named character references a body's text commonly carries (others are kept as written). */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(entity: string): string | null {
  if (entity[0] !== '#') return NAMED[entity.toLowerCase()] ?? null;
  const code =
    entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

/**
 * A link preview's description from server HTML (a blog's or a news item's body): its text, at most `max`
 * characters, "…" when cut; null when it has none. Without a DOM (a route's head runs in the small routes module,
 * which must not bring DOMPurify into the browser's first load): the elements whose content is not text are
 * dropped, tags become spaces, the common references are decoded. The result is text, written escaped into the
 * head (`headTagsHtml`, `applyHead`), never as markup.
 */
export function htmlExcerpt(html: string | null | undefined, max = 160): string | null {
  if (!html) return null;
  const text = html
    .replace(/<(script|style|template|iframe|noscript|svg|math|textarea)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => decode(entity) ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  if (chars.length === 0) return null;
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}
