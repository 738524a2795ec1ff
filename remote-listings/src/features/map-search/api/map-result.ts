import type { MapListing } from '@hearth/shared/contracts/cmis';
import { MIN_PRICE } from './search-state';

/** Spec §9: the pictures a result keeps. */
export const RESULT_PICTURES = 5;

/** A search result as the page uses it: a position is required (a pin), the rest optional. */
export interface MapResult {
  id: string;
  price: number;
  lat: number;
  lng: number;
  pictures: string[];
  address: string | null;
  city: string | null;
  bedrooms: number | null;
  washrooms: number | null;
  listingType: string | null;
  mlsNumber: string | null;
}

function positionOf(l: MapListing): [number, number] | null {
  if (l.location) return [l.location.coordinates[1], l.location.coordinates[0]];
  const [lat, lng] = (l.coor ?? '').split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) && l.coor ? [lat!, lng!] : null;
}

/** A listing of the answer → a result; null (dropped) when priced at or below 200 or without a position. */
export function toResult(l: MapListing): MapResult | null {
  const at = positionOf(l);
  if (!at || l.price <= MIN_PRICE) return null;
  return {
    id: String(l.id),
    price: l.price,
    lat: at[0],
    lng: at[1],
    pictures: l.pictures.slice(0, RESULT_PICTURES),
    address: l.address ?? null,
    city: l.city ?? null,
    bedrooms: l.bedrooms ?? null,
    washrooms: l.washrooms ?? null,
    listingType: l.listingType ?? null,
    mlsNumber: l.mlsNumber ?? null,
  };
}
