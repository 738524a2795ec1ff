import type { ListingSummary, SharedListing } from '@hearth/shared/contracts/cmis';

export const BOARDS = ['rebgv', 'crea', 'treb'] as const;
export type Board = (typeof BOARDS)[number];

/** The ids of the query: joined by `_`, `%40` or `@` (URLSearchParams has already decoded `%40`). */
export function parseShareIds(raw: string | null): string[] {
  return (raw ?? '')
    .split(/_|@|%40/i)
    .map((id) => id.trim())
    .filter(Boolean);
}

/** The real-estate board: the text before the first hyphen of the first id (rebgv, crea or treb; else null). */
export function boardOf(ids: readonly string[]): Board | null {
  const first = ids[0];
  if (!first || !first.includes('-')) return null;
  const prefix = first.slice(0, first.indexOf('-')).toLowerCase();
  return (BOARDS as readonly string[]).includes(prefix) ? (prefix as Board) : null;
}

/** The `signature` flag: "true" / "1" (any case). */
export const signatureOn = (raw: string | null) => /^(true|1)$/i.test((raw ?? '').trim());

/** The mapped card of the hybrid spec §3: price -1 when missing, garages always -1 (hidden). */
export interface ShareCard {
  id: string;
  price: number;
  type: SharedListing['listingType'];
  address: string | null;
  bedrooms: number | null;
  bedroomPlus: number | null;
  bathrooms: number | null;
  garages: -1;
  picture: string | null;
  mlsNumber: string | null;
}

export function toShareCard(l: SharedListing): ShareCard {
  return {
    id: l.identifier,
    price: l.price ?? -1,
    type: l.listingType,
    address: l.fullAddress,
    bedrooms: l.bedrooms,
    bedroomPlus: l.bedroomsPlus,
    bathrooms: l.washrooms,
    garages: -1,
    picture: l.newPictures[0] ?? null,
    mlsNumber: l.mlsNumber,
  };
}

/** The shared listing card's input (the same card as /listings): -1 values shown as absent (N/A / hidden). */
export function cardToSummary(c: ShareCard): ListingSummary {
  return {
    identifier: c.id,
    price: c.price < 0 ? null : c.price,
    listingType: c.type,
    picture: c.picture,
    full_address: c.address,
    bedrooms: c.bedrooms,
    bedrooms_plus: c.bedroomPlus,
    washrooms: c.bathrooms,
    garages: c.garages < 0 ? null : c.garages,
    mlsNumber: c.mlsNumber,
  };
}

/** The signature image: only a base64 image (a data URL, or raw base64 of a PNG / JPEG / GIF / WebP). */
export function signatureImageSrc(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim().replace(/\s+/g, '');
  if (!text) return null;
  const dataUrl = /^data:image\/(png|jpe?g|gif|webp);base64,([A-Za-z0-9+/]+=*)$/i.exec(text);
  if (dataUrl) return text;
  if (!/^[A-Za-z0-9+/]+=*$/.test(text)) return null;
  const type = text.startsWith('iVBOR')
    ? 'png'
    : text.startsWith('/9j/')
      ? 'jpeg'
      : text.startsWith('R0lGOD')
        ? 'gif'
        : text.startsWith('UklGR')
          ? 'webp'
          : null;
  return type ? `data:image/${type};base64,${text}` : null;
}
