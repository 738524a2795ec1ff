import { FindCityByProvinceBodySchema } from '@hearth/shared/contracts/selection';
import { citiesOf } from '../../db/queries/quotation-areas';
import type { App, AppDeps } from '../../http/deps';
import { ok, parseWith } from '../../http/respond';

/** POST (urlencoded) /selection/findCityByProvince.json with province: the province's cities. */
export function mountFindCityByProvince(app: App, deps: AppDeps): void {
  app.post('/selection/findCityByProvince.json', async (c) => {
    const body = parseWith(FindCityByProvinceBodySchema, await c.req.parseBody());
    return ok(c, await citiesOf(deps.db, body.province));
  });
}
