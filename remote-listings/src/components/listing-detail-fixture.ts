import * as v from 'valibot';
import { ListingDetailSchema } from '@hearth/shared/contracts/cmis';

// For tests only: a listing detail whose address tries to close a script element (the head's escaping).

export const HOSTILE_ADDRESS = '1 "Main" St </script><script>alert(1)</script>, Toronto';

export const hostileDetail = v.parse(ListingDetailSchema, {
  fullAddress: HOSTILE_ADDRESS,
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
