import type { Db } from '../open-db';

/** The profile nearest to a point within `radiusKm` (equirectangular distance: fine at city scale), or null. */
export async function nearestProfile(
  db: Db,
  latitude: number,
  longitude: number,
  radiusKm: number,
): Promise<{ slug: string; sections: unknown } | null> {
  const { rows } = await db.query<{ slug: string; sections: unknown; km: number }>(
    `SELECT slug, sections, 6371 * sqrt(power(radians(latitude - $1), 2)
       + power(radians(longitude - $2) * cos(radians(($1 + latitude) / 2)), 2)) AS km
     FROM community_profiles ORDER BY km LIMIT 1`,
    [latitude, longitude],
  );
  const row = rows[0];
  return row && row.km <= radiusKm ? { slug: row.slug, sections: row.sections } : null;
}
