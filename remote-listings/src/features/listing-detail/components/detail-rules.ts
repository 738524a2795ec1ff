import type { ListingDetail, ListingSchool, RemarkSection } from '@hearth/shared/contracts/cmis';
import { safeHttpUrl } from '@hearth/shared/security';

/** Sold price against list price: arrow up (above), down (below), none (equal); null when not sold. */
export type SoldTrend = 'up' | 'down' | 'equal';

export function soldTrend(price: number | null, soldPrice: number | null): SoldTrend | null {
  if (soldPrice === null || soldPrice <= 0 || price === null) return null;
  if (soldPrice > price) return 'up';
  return soldPrice < price ? 'down' : 'equal';
}

/** The virtual tour link: only when it contains "http" and passes the http(s) guard. */
export function virtualTourUrl(raw: string | number | null): string | null {
  if (typeof raw !== 'string' || !raw.includes('http')) return null;
  return safeHttpUrl(raw);
}

/** The map (and street view) need both coordinates. */
export function coordinatesOf(d: Pick<ListingDetail, 'latitude' | 'longitude'>): [number, number] | null {
  return d.latitude !== null && d.longitude !== null ? [d.latitude, d.longitude] : null;
}

/** Cost, tax and monthly payment: only for Sale listings whose zoning is not Commercial. */
export function showsCost(d: Pick<ListingDetail, 'listingType' | 'zoning'>): boolean {
  return (
    d.listingType === 'Sale' &&
    String(d.zoning ?? '')
      .trim()
      .toLowerCase() !== 'commercial'
  );
}

/** Metres → kilometres, rounded to one decimal (e.g. 1240 → 1.2). */
export function distanceKm(metres: number): number {
  return Math.round(metres / 100) / 10;
}

/** A rank "n/total" as a ratio; null when it is not one. */
export function rankRatio(rank: string | number | null): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(String(rank ?? ''));
  if (!m) return null;
  const total = Number(m[2]);
  return total > 0 ? Number(m[1]) / total : null;
}

/** The "GoodSchool" tag: any school ranked in the top 10% (ratio below 0.1). */
export function isGoodSchoolList(schools: readonly ListingSchool[]): boolean {
  return schools.some((s) => {
    const ratio = rankRatio(s.rank);
    return ratio !== null && ratio < 0.1;
  });
}

/** Remark sections shown: the "legal" key is hidden, and empty sections too. */
export function visibleRemarks(remarks: readonly RemarkSection[] | null): RemarkSection[] {
  return (remarks ?? []).filter((r) => r.key.trim().toLowerCase() !== 'legal' && r.text.trim() !== '');
}

/** A count shows its icon only when above 0. */
export const positive = (n: number | null): n is number => n !== null && n > 0;
