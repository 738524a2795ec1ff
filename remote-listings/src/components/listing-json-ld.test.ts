import * as v from 'valibot';
import { ListingDetailSchema, SharedListingSchema } from '@hearth/shared/contracts/cmis';
import { listingJsonLd } from './listing-json-ld';
import { HOSTILE_ADDRESS as HOSTILE, hostileDetail as detail } from './listing-detail-fixture';

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

  it("makes a shared listing's (the share list's answer) from what it has", () => {
    const shared = v.parse(SharedListingSchema, {
      identifier: 'treb-C4200001',
      price: 1950000,
      listingType: 'Sale',
      fullAddress: '25 Hollywood Ave, Toronto',
      bedrooms: 4,
      washrooms: 4,
      newPictures: ['https://cdn.example.com/1.jpg'],
    });
    expect(listingJsonLd({ ...shared, pictures: shared.newPictures })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: '25 Hollywood Ave, Toronto',
      image: ['https://cdn.example.com/1.jpg'],
      offers: expect.objectContaining({ price: 1950000, priceCurrency: 'CAD' }),
      mainEntity: {
        '@type': 'Accommodation',
        name: '25 Hollywood Ave, Toronto',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '25 Hollywood Ave, Toronto',
          addressCountry: 'CA',
        },
        numberOfBedrooms: 4,
        numberOfBathroomsTotal: 4,
        photo: [{ '@type': 'ImageObject', contentUrl: 'https://cdn.example.com/1.jpg' }],
      },
    });
  });
});
