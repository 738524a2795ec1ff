import type { ListingDetail } from '@hearth/shared/contracts/cmis';
import { formatMoney } from '@hearth/shared/format';
import type { HeadInput, RouteHeadContext } from '@hearth/shared/head';
import { listingJsonLd, listingText as text } from '../../components/listing-json-ld';
import { listingDetailQuery } from './api/query-hou-by-id';

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
