import type { ListingDetail } from '@hearth/shared/contracts/cmis';
import { orNA } from '@hearth/shared/format';
import type { JsonLd } from '@hearth/shared/head';
import { knownFields as present } from '@hearth/shared/schema-org';

/** A listing's text, or null when it is empty or "-" (N/A). */
export const listingText = (value: string | number | null | undefined): string | null =>
  orNA(value, '') || null;

/**
 * What a listing's JSON-LD is made of: the detail has all of it; another answer (the share list's) gives what it
 * has and leaves the rest out.
 */
export type ListingFacts = Pick<
  ListingDetail,
  'fullAddress' | 'price' | 'listingType' | 'bedrooms' | 'washrooms' | 'pictures'
> &
  Partial<Pick<ListingDetail, 'city' | 'latitude' | 'longitude' | 'newRooms'>>;

/**
 * schema.org JSON-LD of a listing (ADR 0032): a `RealEstateListing` (the listing page: what is offered, by whom,
 * when) with its `Offer` (price in CAD; `LeaseOut` for a lease, `Sell` otherwise) and, as its `mainEntity`, the
 * property as an `Accommodation` (address, rooms, bedrooms, bathrooms, photos, position). Not
 * `SingleFamilyResidence`: the listings are also condos, commercial units and leases.
 */
export function listingJsonLd(detail: ListingFacts): JsonLd {
  const address = listingText(detail.fullAddress);
  const photos = detail.pictures;
  const geo =
    detail.latitude != null && detail.longitude != null
      ? { '@type': 'GeoCoordinates', latitude: detail.latitude, longitude: detail.longitude }
      : null;
  const offer =
    detail.price !== null
      ? {
          '@type': 'Offer',
          price: detail.price,
          priceCurrency: 'CAD',
          businessFunction: `http://purl.org/goodrelations/v1#${detail.listingType === 'Lease' ? 'LeaseOut' : 'Sell'}`,
        }
      : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    ...present({
      name: address,
      image: photos.length ? photos : null,
      offers: offer,
      mainEntity: present({
        '@type': 'Accommodation',
        name: address,
        address: address
          ? present({
              '@type': 'PostalAddress',
              streetAddress: address,
              addressLocality: listingText(detail.city),
              addressCountry: 'CA',
            })
          : null,
        numberOfRooms: detail.newRooms?.length || null,
        numberOfBedrooms: detail.bedrooms,
        numberOfBathroomsTotal: detail.washrooms,
        photo: photos.length ? photos.map((contentUrl) => ({ '@type': 'ImageObject', contentUrl })) : null,
        geo,
      }),
    }),
  };
}
