/** Cities, streets and coordinates used to place seeded listings (Greater Toronto and Greater Vancouver). */
export interface Place {
  city: string;
  province: 'ON' | 'BC';
  board: 'treb' | 'rebgv' | 'crea';
  /** MLS prefix letter used by the board for that area. */
  mlsLetter: string;
  lat: number;
  lng: number;
  postal: string;
  streets: readonly string[];
}

export const PLACES: readonly Place[] = [
  {
    city: 'Toronto',
    province: 'ON',
    board: 'treb',
    mlsLetter: 'C',
    lat: 43.6532,
    lng: -79.3832,
    postal: 'M5V',
    streets: ['Queen St W', 'King St W', 'Spadina Ave', 'Bathurst St', 'Front St W', 'Harbour St', 'Bay St'],
  },
  {
    city: 'North York',
    province: 'ON',
    board: 'treb',
    mlsLetter: 'C',
    lat: 43.7615,
    lng: -79.4111,
    postal: 'M2N',
    streets: ['Yonge St', 'Sheppard Ave E', 'Finch Ave W', 'Empress Ave', 'Bayview Ave'],
  },
  {
    city: 'Markham',
    province: 'ON',
    board: 'treb',
    mlsLetter: 'N',
    lat: 43.8561,
    lng: -79.337,
    postal: 'L3R',
    streets: ['Highway 7 E', 'Warden Ave', 'Kennedy Rd', 'Main St Unionville', 'Woodbine Ave'],
  },
  {
    city: 'Richmond Hill',
    province: 'ON',
    board: 'treb',
    mlsLetter: 'N',
    lat: 43.8828,
    lng: -79.4403,
    postal: 'L4C',
    streets: ['Major Mackenzie Dr', 'Bayview Ave', 'Elgin Mills Rd', 'Leslie St'],
  },
  {
    city: 'Mississauga',
    province: 'ON',
    board: 'treb',
    mlsLetter: 'W',
    lat: 43.589,
    lng: -79.6441,
    postal: 'L5B',
    streets: ['Burnhamthorpe Rd W', 'Hurontario St', 'Eglinton Ave W', 'Lakeshore Rd E'],
  },
  {
    city: 'Scarborough',
    province: 'ON',
    board: 'treb',
    mlsLetter: 'E',
    lat: 43.7764,
    lng: -79.2318,
    postal: 'M1P',
    streets: ['Ellesmere Rd', 'Kingston Rd', 'Midland Ave', 'Brimley Rd'],
  },
  {
    city: 'Hamilton',
    province: 'ON',
    board: 'crea',
    mlsLetter: 'X',
    lat: 43.2557,
    lng: -79.8711,
    postal: 'L8P',
    streets: ['James St S', 'King St E', 'Aberdeen Ave', 'Locke St S'],
  },
  {
    city: 'Vancouver',
    province: 'BC',
    board: 'rebgv',
    mlsLetter: 'R',
    lat: 49.2827,
    lng: -123.1207,
    postal: 'V6B',
    streets: ['Granville St', 'Robson St', 'Cambie St', 'W 41st Ave', 'Main St', 'Davie St'],
  },
  {
    city: 'Burnaby',
    province: 'BC',
    board: 'rebgv',
    mlsLetter: 'R',
    lat: 49.2488,
    lng: -122.9805,
    postal: 'V5H',
    streets: ['Kingsway', 'Willingdon Ave', 'Hastings St', 'Lougheed Hwy'],
  },
  {
    city: 'Richmond',
    province: 'BC',
    board: 'rebgv',
    mlsLetter: 'R',
    lat: 49.1666,
    lng: -123.1336,
    postal: 'V6X',
    streets: ['No. 3 Rd', 'Westminster Hwy', 'Garden City Rd', 'Granville Ave'],
  },
  {
    city: 'North Vancouver',
    province: 'BC',
    board: 'rebgv',
    mlsLetter: 'R',
    lat: 49.32,
    lng: -123.0724,
    postal: 'V7M',
    streets: ['Lonsdale Ave', 'Marine Dr', 'Esplanade W', 'Keith Rd'],
  },
  {
    city: 'Langley',
    province: 'BC',
    board: 'crea',
    mlsLetter: 'X',
    lat: 49.1044,
    lng: -122.6604,
    postal: 'V3A',
    streets: ['Fraser Hwy', '200 St', 'Glover Rd', '56 Ave'],
  },
];

export const PROPERTY_TYPES = ['Detached', 'Semi-Detached', 'Townhouse', 'Condo'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
