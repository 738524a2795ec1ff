import type { Transaction } from '@electric-sql/pglite';
import { QUOTATION_AREAS } from './quotation-areas';

/** remote-reports: the market trend's cities and communities (new records only). */
export async function seedQuotationAreas(tx: Transaction): Promise<void> {
  for (const [i, area] of QUOTATION_AREAS.entries()) {
    for (const [j, community] of area.communities.entries()) {
      await tx.query(
        'INSERT INTO quotation_areas (province, city, city_position, community, community_position) VALUES ($1,$2,$3,$4,$5)',
        ['Ontario', area.city, i + 1, community, j + 1],
      );
    }
  }
}
