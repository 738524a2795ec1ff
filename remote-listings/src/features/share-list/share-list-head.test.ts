import * as v from 'valibot';
import { SharedListingSchema } from '@hearth/shared/contracts/cmis';
import { addTranslations, initI18n, loadTranslations } from '@hearth/shared';
import { routeHeadContext } from '@hearth/shared/testing';
import { translations, LISTINGS_NS } from '../../i18n/translations';
import { listingJsonLd } from '../../components/listing-json-ld';
import { shareListQuery } from './api/share-list';
import { shareListHead } from './share-list-head';

const listings = [
  {
    identifier: 'treb-C4200001',
    price: 1950000,
    listingType: 'Sale',
    fullAddress: '25 Hollywood Ave, Toronto',
    newPictures: ['https://cdn.example.com/1.jpg'],
  },
  { identifier: 'crea-X4100003', listingType: 'Lease', price: 2600 },
].map((listing) => v.parse(SharedListingSchema, listing));

beforeAll(async () => {
  await initI18n('en');
  await addTranslations(translations);
  await loadTranslations('zh-CN'); // the Chinese heads too
});

function headWith(ids: string, locale: 'en' | 'zh-CN' = 'en') {
  const context = routeHeadContext(LISTINGS_NS, { search: new URLSearchParams({ ids }), locale });
  context.queryClient.setQueryData(shareListQuery(ids.split('_')).queryKey, listings);
  return shareListHead(context);
}

describe('shareListHead', () => {
  it("is noindex, with the shared listings as an ItemList of the listing page's JSON-LD and their URLs", () => {
    const head = headWith('treb-C4200001_crea-X4100003', 'zh-CN');
    expect(head.noindex).toBe(true);
    const { '@context': _, ...first } = listingJsonLd({
      ...listings[0]!,
      pictures: listings[0]!.newPictures,
    });
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: '为您推荐',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            item: { ...first, url: 'https://lily.example.com/listing/treb-C4200001?ltype=0' },
          },
          {
            '@type': 'ListItem',
            position: 2,
            item: expect.objectContaining({
              '@type': 'RealEstateListing',
              url: 'https://lily.example.com/listing/crea-X4100003?ltype=0',
              offers: expect.objectContaining({
                businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
              }),
            }),
          },
        ],
      },
    ]);
  });

  it('is only noindex before the listings arrive and without ids', () => {
    expect(
      shareListHead(routeHeadContext(LISTINGS_NS, { search: new URLSearchParams({ ids: 'treb-C1' }) })),
    ).toEqual({ noindex: true });
    expect(shareListHead(routeHeadContext(LISTINGS_NS))).toEqual({ noindex: true });
  });
});
