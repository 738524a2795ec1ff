import type { Transaction } from '@electric-sql/pglite';
import { COMMUNITY_POINTS, communityProfile } from './community-profiles';

/** remote-reports: the community profiles of a few Toronto and Vancouver points (new records only). */
export async function seedCommunityProfiles(tx: Transaction): Promise<void> {
  for (const p of COMMUNITY_POINTS) {
    await tx.query(
      'INSERT INTO community_profiles (slug, name, latitude, longitude, sections) VALUES ($1,$2,$3,$4,$5::jsonb)',
      [p.slug, p.name, p.latitude, p.longitude, JSON.stringify(communityProfile(p))],
    );
  }
}
