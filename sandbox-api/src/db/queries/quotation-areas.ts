import type { Db } from '../open-db';

/** The province's cities, in order. */
export async function citiesOf(db: Db, province: string): Promise<string[]> {
  const { rows } = await db.query<{ city: string }>(
    'SELECT city FROM quotation_areas WHERE province = $1 GROUP BY city, city_position ORDER BY city_position',
    [province],
  );
  return rows.map((r) => r.city);
}

/** The city's communities, in order (none for an unknown city). */
export async function communitiesOf(db: Db, city: string): Promise<string[]> {
  const { rows } = await db.query<{ community: string }>(
    'SELECT community FROM quotation_areas WHERE lower(city) = lower($1) ORDER BY community_position',
    [city],
  );
  return rows.map((r) => r.community);
}
