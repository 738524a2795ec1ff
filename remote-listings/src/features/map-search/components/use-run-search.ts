import { useState } from 'react';
import { useNavigate } from '@hearth/shared/router';
import { listingsPages } from '../../../routes/pages';
import { findPlace } from '../../../components/address-search/google-places';
import {
  ADDRESS_RADIUS_M,
  DEFAULT_STATE,
  isMlsNumber,
  serialiseSearch,
  type ListingKind,
  type SearchState,
} from '../api/search-state';

/** Empty text searches the default city (spec §4). */
export const DEFAULT_CITY = 'Toronto';
/** The zoom an address search opens at (its 812 m radius fits the map). */
export const ADDRESS_ZOOM = 15;

/** The /map URL of a search. */
export function mapUrl(state: SearchState): string {
  const query = serialiseSearch(state).toString();
  return query ? `${listingsPages.href('map-search')}?${query}` : listingsPages.href('map-search');
}

/**
 * Spec §4 "search": find the place of the text (empty: Toronto); found → its centre, radius 812, /map; else a
 * one-letter-seven-digit text → an MLS search on /map; else the default search on /map (never "No filters
 * input"). A failed lookup counts as "not found". `busy` while it runs ("Loading, Please Wait...").
 */
export function useRunSearch(): { run: (text: string, type: ListingKind) => Promise<void>; busy: boolean } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async (raw: string, type: ListingKind) => {
    const q = raw.trim() || DEFAULT_CITY;
    const base: SearchState = { ...DEFAULT_STATE, type, q };
    setBusy(true);
    try {
      const place = await findPlace(q).catch(() => null);
      if (place) {
        navigate(
          mapUrl({ ...base, lat: place.lat, lng: place.lng, zoom: ADDRESS_ZOOM, r: ADDRESS_RADIUS_M }),
        );
      } else if (isMlsNumber(q)) navigate(mapUrl({ ...base, mls: q.toUpperCase() }));
      else navigate(mapUrl(base));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
