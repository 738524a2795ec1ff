import type { HeadInput, RouteHeadContext } from '@hearth/shared/head';
import { itemListJsonLd, siteUrl } from '@hearth/shared/schema-org';
import { listingsPages } from '../../routes/pages';
import { listingJsonLd } from '../../components/listing-json-ld';
import { shareListQuery } from './api/share-list';
import { parseShareIds } from './components/share-query';

/**
 * /hybrid/share/list's head (ADR 0032): never indexed (a hybrid page), and the shared listings, once the route's
 * prefetch has them, as an `ItemList` of the listings' JSON-LD (the listing page's own builder), each with its
 * listing page's URL in the page's language, as the cards link to it. Before they arrive (or with no ids): noindex.
 */
export function shareListHead({ search, queryClient, origin, locale, t }: RouteHeadContext): HeadInput {
  const ids = parseShareIds(search.get('ids'));
  const listings = ids.length > 0 ? queryClient.getQueryData(shareListQuery(ids).queryKey) : undefined;
  if (!listings?.length) return { noindex: true };
  const entries = listings.map((listing) => ({
    item: listingJsonLd({ ...listing, pictures: listing.newPictures }),
    url: siteUrl(origin, listingsPages.href('listing-detail', { id: listing.identifier }), locale),
  }));
  return { noindex: true, jsonLd: [itemListJsonLd(entries, t('share.recommended'))] };
}
