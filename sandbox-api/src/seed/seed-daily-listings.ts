import type { Transaction } from '@electric-sql/pglite';
import { buildDailyListings } from './daily-listings';

/** remote-reports: inserts the daily report's cards (new records only). */
export async function seedDailyListings(tx: Transaction): Promise<void> {
  const position: Record<string, number> = {};
  for (const d of buildDailyListings()) {
    position[d.kind] = (position[d.kind] ?? 0) + 1;
    await tx.query(
      `INSERT INTO daily_listings (kind, position, mls_number, brokerage, price, sold_price, sold_in_days, street, city,
         bedrooms, bedrooms_plus, washrooms, openhouse, picture)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13::text[],$14)`,
      [
        d.kind,
        position[d.kind],
        d.mlsNumber,
        d.brokerage,
        d.price,
        d.soldPrice,
        d.soldInDays,
        d.street,
        d.city,
        d.bedrooms,
        d.bedroomsPlus,
        d.washrooms,
        d.openhouse,
        d.picture,
      ],
    );
  }
}
