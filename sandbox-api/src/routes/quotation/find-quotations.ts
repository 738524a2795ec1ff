import { FindQuotationsBodySchema } from '@hearth/shared/contracts/quotation';
import { citiesOf, communitiesOf } from '../../db/queries/quotation-areas';
import type { App, AppDeps } from '../../http/deps';
import { fail, ok, parseWith } from '../../http/respond';
import { marketStatistics } from './market-statistics';

const ALL = new Set(['', 'null', 'all', 'undefined']);

/**
 * POST (urlencoded) /quotation/findQuotations.json with city ("all" for the province), community ("null", "",
 * "all" or absent for all) and propertyNew: the market statistics. Unknown city or community → code 404.
 */
export function mountFindQuotations(app: App, deps: AppDeps): void {
  app.post('/quotation/findQuotations.json', async (c) => {
    const body = parseWith(FindQuotationsBodySchema, await c.req.parseBody());
    const city = body.city.trim();
    const community = (body.community ?? '').trim();
    const allCities = city.toLowerCase() === 'all';
    if (
      !allCities &&
      !(await citiesOf(deps.db, 'Ontario')).some((x) => x.toLowerCase() === city.toLowerCase())
    )
      return fail(c, 404, `Unknown city ${city}`);
    const allCommunities = allCities || ALL.has(community.toLowerCase());
    if (!allCommunities && !(await communitiesOf(deps.db, city)).includes(community))
      return fail(c, 404, `Unknown community ${community}`);
    const area = allCities ? 'Ontario' : allCommunities ? city : `${city}/${community}`;
    return ok(c, marketStatistics(area.toLowerCase(), body.propertyNew));
  });
}
