/** A page number, or a gap ("…") between non-adjacent numbers. */
export type PageItem = number | 'gap';

/**
 * The page numbers to show: always the first and last, and `siblings` pages either side of the current one;
 * runs that are skipped become a single gap.
 */
export function pageWindow(page: number, totalPages: number, siblings = 2): PageItem[] {
  const items: PageItem[] = [];
  for (let p = 1; p <= totalPages; p += 1) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= siblings) items.push(p);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
}
