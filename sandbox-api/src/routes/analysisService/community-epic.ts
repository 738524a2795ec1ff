import { CommunityEpicQuerySchema } from '@hearth/shared/contracts/analysisService';
import { nearestProfile } from '../../db/queries/community-profiles';
import type { App, AppDeps } from '../../http/deps';
import { fail, ok, parseWith, queryOf } from '../../http/respond';
import { PROFILE_RADIUS_KM } from '../../seed/community-profiles';

/**
 * GET /analysis/community/epic?Latitude=&Longitude= : the profile of the nearest seeded point within 8 km (a list
 * of sections { Name, Data }); code 404 when there is none; HTTP 400 for missing or invalid coordinates.
 */
export function mountCommunityEpic(app: App, deps: AppDeps): void {
  app.get('/analysis/community/epic', async (c) => {
    const q = parseWith(CommunityEpicQuerySchema, queryOf(c));
    const profile = await nearestProfile(deps.db, q.Latitude, q.Longitude, PROFILE_RADIUS_KM);
    return profile ? ok(c, profile.sections) : fail(c, 404, 'No community data near this point');
  });
}
