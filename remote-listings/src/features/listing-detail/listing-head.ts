import type { ListingDetail } from '@hearth/shared/contracts/cmis';
import { formatMoney, orNA } from '@hearth/shared/format';
import type { HeadInput, JsonLd, JsonValue, RouteHeadContext } from '@hearth/shared/head';
import { listingDetailQuery } from './api/query-hou-by-id';

const text = (value: string | number | null | undefined): string | null => orNA(value, '') || null;

/** Drops the null fields (JSON-LD leaves an unknown property out). */
function present(fields: Record<string, JsonValue | undefined>): { [key: string]: JsonValue } {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as {
    [key: string]: JsonValue;
  };
}

/**
 * schema.org JSON-LD of a listing (ADR 0032): a `RealEstateListing` (the listing page: what is offered, by whom,
 * when) with its `Offer` (price in CAD; `LeaseOut` for a lease, `Sell` otherwise) and, as its `mainEntity`, the
 * property as an `Accommodation` (address, rooms, bedrooms, bathrooms, photos, position). Not
 * `SingleFamilyResidence`: the listings are also condos, commercial units and leases.
 */
export function listingJsonLd(detail: ListingDetail): JsonLd {
  const address = text(detail.fullAddress);
  const photos = detail.pictures;
  const geo =
    detail.latitude !== null && detail.longitude !== null
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
              addressLocality: text(detail.city),
              addressCountry: 'CA',
            })
          : null,
        numberOfRooms: detail.newRooms.length || null,
        numberOfBedrooms: detail.bedrooms,
        numberOfBathroomsTotal: detail.washrooms,
        photo: photos.length ? photos.map((contentUrl) => ({ '@type': 'ImageObject', contentUrl })) : null,
        geo,
      }),
    }),
  };
}

/** The description of a listing's link preview, in the page's language. */
function listingDescription(detail: ListingDetail, t: RouteHeadContext['t']): string {
  const address = text(detail.fullAddress);
  if (!address) return t('detail.head.fallback');
  if (detail.price === null) return t('detail.head.address', { address });
  const price = formatMoney(detail.price);
  if (detail.bedrooms === null || detail.washrooms === null)
    return t('detail.head.price', { address, price });
  return t('detail.head.rooms', { address, price, bedrooms: detail.bedrooms, washrooms: detail.washrooms });
}

/**
 * /listing/:id's head: the description, the first photo as the link preview and the JSON-LD, from the detail the
 * route's prefetch put in the cache (same query options as the page). Before it arrives: the defaults.
 */
export function listingDetailHead({ params, queryClient, t }: RouteHeadContext): HeadInput {
  const detail = params.id ? queryClient.getQueryData(listingDetailQuery(params.id).queryKey) : undefined;
  if (!detail) return { description: t('detail.head.fallback') };
  return {
    description: listingDescription(detail, t),
    image: detail.pictures[0] ?? null,
    jsonLd: [listingJsonLd(detail)],
  };
}
