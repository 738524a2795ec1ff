import type { Db } from '../open-db';

export interface DailyListingRow {
  mls_number: string;
  brokerage: string | null;
  price: number;
  sold_price: number | null;
  sold_in_days: number | null;
  street: string;
  city: string;
  bedrooms: number;
  bedrooms_plus: number;
  washrooms: number;
  openhouse: string[];
  picture: 'photo' | 'none' | 'broken';
}

/** The first `count` cards of one daily-report tab, in position order. */
export async function dailyListings(db: Db, kind: string, count: number): Promise<DailyListingRow[]> {
  const { rows } = await db.query<DailyListingRow>(
    `SELECT mls_number, brokerage, price, sold_price, sold_in_days, street, city, bedrooms, bedrooms_plus, washrooms,
       openhouse, picture
     FROM daily_listings WHERE kind = $1 ORDER BY position LIMIT $2`,
    [kind, count],
  );
  return rows;
}
