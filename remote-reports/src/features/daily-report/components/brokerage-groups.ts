import type { DailyListing } from '@hearth/shared/contracts/cmis';

/**
 * The brokerage groups of the daily report (spec: recognised by name words), in this order, `{product}` being
 * the configured product name; then the all-listings group "{product} HOLDING GROUP".
 */
export const GROUP_WORDS = [
  'Eastide',
  'Master Trust',
  'Master Choice',
  '{product} Realty',
  'Royal Elite',
  'Homeart Realty',
  '{product} Group',
] as const;

export interface ReportGroup {
  /** Slug of the group name (banner/footer pictures, flyer file name, React key). */
  id: string;
  name: string;
  /** True for the all-listings group. */
  all: boolean;
  listings: DailyListing[];
}

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
export const slugOf = (name: string) => normalise(name).trim().replace(/ /g, '-');

/** Whole-word, case-insensitive match of a group's name words in a brokerage name. */
export function matchesGroup(brokerage: string | null, words: string): boolean {
  return brokerage !== null && normalise(brokerage).includes(normalise(words));
}

/**
 * Splits a tab's listings into its brokerage groups: each listing goes to the first group whose words its
 * brokerage contains (none: only the all-listings group). Groups without listings are left out; the all-listings
 * group holds every listing, in the answer's order.
 */
export function groupListings(listings: readonly DailyListing[], product: string): ReportGroup[] {
  const groups = GROUP_WORDS.map((words) => {
    const name = words.replace('{product}', product);
    return { id: slugOf(name), name, all: false, listings: [] as DailyListing[] };
  });
  for (const listing of listings) {
    const group = groups.find((g) => matchesGroup(listing.brokerage, g.name));
    group?.listings.push(listing);
  }
  const allName = `${product} HOLDING GROUP`;
  const all: ReportGroup = { id: slugOf(allName), name: allName, all: true, listings: [...listings] };
  return [...groups.filter((g) => g.listings.length > 0), ...(listings.length > 0 ? [all] : [])];
}
