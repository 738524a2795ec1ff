import * as v from 'valibot';
import { QueryClient } from '@tanstack/react-query';
import { ListingDetailSchema } from '@hearth/shared/contracts/cmis';
import { headFor, headTagsHtml, type RouteHeadContext } from '@hearth/shared/head';
import { addTranslations, i18n, initI18n } from '@hearth/shared';
import { listingDetailQuery } from './api/query-hou-by-id';
import { listingDetailHead, listingJsonLd } from './listing-head';
import { translations, LISTINGS_NS } from '../../i18n/translations';

/** A cache without garbage-collection timers (they would outlive the test). */
const cacheOnly = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

const HOSTILE = '1 "Main" St </script><script>alert(1)</script>, Toronto';

const detail = v.parse(ListingDetailSchema, {
  fullAddress: HOSTILE,
  city: 'Toronto',
  price: 1899000,
  listingType: 'Sale',
  bedrooms: 4,
  washrooms: 3,
  latitude: 43.76,
  longitude: -79.4,
  pictures: ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg'],
  newRooms: [{ name: 'Kitchen' }, { name: 'Living Room' }],
});

beforeAll(async () => {
  await initI18n('en');
  addTranslations(translations);
});

function context(queryClient: QueryClient, locale: 'en' | 'zh-CN' = 'en'): RouteHeadContext {
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return {
    params: { id: 'treb-C4200001' },
    search: new URLSearchParams(),
    locale,
    t: (key, values) => t(key, { ...values, ns: LISTINGS_NS, lng: locale }),
    queryClient,
    site: { mode: 'agent', agent: null },
  };
}

describe('listingJsonLd', () => {
  it('is a RealEstateListing with its CAD offer, address, rooms and photos', () => {
    expect(listingJsonLd(detail)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: HOSTILE,
      image: ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg'],
      offers: {
        '@type': 'Offer',
        price: 1899000,
        priceCurrency: 'CAD',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
      mainEntity: {
        '@type': 'Accommodation',
        name: HOSTILE,
        address: {
          '@type': 'PostalAddress',
          streetAddress: HOSTILE,
          addressLocality: 'Toronto',
          addressCountry: 'CA',
        },
        numberOfRooms: 2,
        numberOfBedrooms: 4,
        numberOfBathroomsTotal: 3,
        photo: [
          { '@type': 'ImageObject', contentUrl: 'https://cdn.example.com/1.jpg' },
          { '@type': 'ImageObject', contentUrl: 'https://cdn.example.com/2.jpg' },
        ],
        geo: { '@type': 'GeoCoordinates', latitude: 43.76, longitude: -79.4 },
      },
    });
  });

  it('leaves out what the listing lacks, and offers a lease as LeaseOut', () => {
    const lease = v.parse(ListingDetailSchema, { listingType: 'Lease', price: 2500 });
    expect(listingJsonLd(lease)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      offers: expect.objectContaining({ businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut' }),
      mainEntity: { '@type': 'Accommodation' },
    });
  });
});

describe('listingDetailHead', () => {
  it('reads the detail the prefetch cached: description, first photo, JSON-LD; escaped in HTML', () => {
    const queryClient = cacheOnly();
    queryClient.setQueryData(listingDetailQuery('treb-C4200001').queryKey, detail);
    const input = listingDetailHead(context(queryClient));
    expect(input.description).toBe(
      `${HOSTILE}, listed at $1,899,000: 4 bedrooms, 3 bathrooms. Photos, rooms, schools and costs.`,
    );
    expect(input.image).toBe('https://cdn.example.com/1.jpg');
    const html = headTagsHtml(
      headFor(input, {
        origin: 'https://lily.example.com',
        pathname: '/listing/treb-C4200001',
        search: '',
        locale: 'en',
        siteName: null,
        productName: null,
      }),
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '1 &quot;Main&quot; St &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;, Toronto',
    );
  });

  it('describes the listing in Chinese on a Chinese page', () => {
    const queryClient = cacheOnly();
    queryClient.setQueryData(listingDetailQuery('treb-C4200001').queryKey, detail);
    expect(listingDetailHead(context(queryClient, 'zh-CN')).description).toBe(
      `${HOSTILE}，挂牌价 $1,899,000：4 间卧室，3 间浴室。查看照片、房间、学校和费用。`,
    );
  });

  it('gives the defaults before the detail arrives', () => {
    expect(listingDetailHead(context(cacheOnly()))).toEqual({
      description: 'A property listing with its photos, price, rooms, nearby schools and costs.',
    });
  });
});
