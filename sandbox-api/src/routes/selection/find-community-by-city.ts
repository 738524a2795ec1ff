import { FindCommunityByCityBodySchema } from '@hearth/shared/contracts/selection';
import { communitiesOf } from '../../db/queries/quotation-areas';
import type { App, AppDeps } from '../../http/deps';
import { fail, ok, parseWith } from '../../http/respond';

/** POST (urlencoded) /selection/findCommunityByCity.json with city: its communities (404 code: unknown city). */
export function mountFindCommunityByCity(app: App, deps: AppDeps): void {
  app.post('/selection/findCommunityByCity.json', async (c) => {
    const body = parseWith(FindCommunityByCityBodySchema, await c.req.parseBody());
    const communities = await communitiesOf(deps.db, body.city);
    return communities.length > 0 ? ok(c, communities) : fail(c, 404, `Unknown city ${body.city}`);
  });
}
