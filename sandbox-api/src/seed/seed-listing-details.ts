import type { Transaction } from '@electric-sql/pglite';
import { LISTING_DETAILS } from './listing-details';

/** remote-listings: inserts the full listing-detail records and their agents (new records only). */
export async function seedListingDetails(tx: Transaction): Promise<void> {
  for (const d of LISTING_DETAILS) {
    await tx.query(
      'INSERT INTO listing_details (identifier, picture_count, detail, agents) VALUES ($1, $2, $3::jsonb, $4::jsonb)',
      [d.identifier, d.pictureCount, JSON.stringify(d.detail), JSON.stringify(d.agents)],
    );
  }
}
