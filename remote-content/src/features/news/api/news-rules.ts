/** News page size, popular count (spec §9). */
export const NEWS_PAGE_SIZE = 5;
export const POPULAR_COUNT = 5;

/** The five categories after `all`, as type suffixes (`{product}_web_{suffix}`). */
export const NEWS_CATEGORY_KEYS = ['real_estate', 'finance', 'event', 'explore', 'story'] as const;
export type NewsCategoryKey = (typeof NEWS_CATEGORY_KEYS)[number];

/** The product prefix of the news types: the configured product name in lower case ("hearth"). */
export function productKey(productName: string | null | undefined): string {
  return (productName ?? 'Hearth').toLowerCase();
}

/** The route types: `all` then `{product}_web_real_estate` … `{product}_web_story`. */
export function newsTypes(productName: string | null | undefined): string[] {
  const p = productKey(productName);
  return ['all', ...NEWS_CATEGORY_KEYS.map((k) => `${p}_web_${k}`)];
}

/** The category key of a type (null for `all`). */
export function categoryOfType(type: string): NewsCategoryKey | null {
  return NEWS_CATEGORY_KEYS.find((k) => type.endsWith(`_web_${k}`)) ?? null;
}

/** The request's channelName: the type with underscores as spaces (spec §7). */
export function channelNameOf(type: string): string {
  return type.replace(/_/g, ' ');
}

/** Summary rule (spec §3, §9): longer than 50 characters → the first 200 plus "..."; otherwise as is. */
export function summarise(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > 50 ? `${chars.slice(0, 200).join('')}...` : chars.join('');
}

/** Items with a new id only, in order (the first of each id is kept). */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/** The popular list: de-duplicated, then ascending browseCount as the spec says (missing counts 0). */
export function popularOrder<T extends { id: string; browseCount: number | null }>(items: readonly T[]): T[] {
  return uniqueById(items).sort((a, b) => (a.browseCount ?? 0) - (b.browseCount ?? 0));
}
