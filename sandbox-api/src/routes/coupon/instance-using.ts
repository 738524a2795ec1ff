import { InstanceUsingBodySchema } from '@hearth/shared/contracts/coupon';
import { bookInstance } from '../../db/queries/coupon-instances';
import type { App, AppDeps } from '../../http/deps';
import { BadRequest, okE, parseWith } from '../../http/respond';

/** POST /coupon/coupon/instance/using (form instid, partnerid, uname, phone): books; READY_TO_USE → USED once. */
export function mountInstanceUsing(app: App, deps: AppDeps): void {
  app.post('/coupon/coupon/instance/using', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded'))
      throw new BadRequest('body must be form-urlencoded');
    const form = await c.req.parseBody();
    const body = parseWith(InstanceUsingBodySchema, form);
    const insId = Number(body.instid);
    const partnerId = Number(body.partnerid);
    if (!Number.isSafeInteger(insId) || !Number.isSafeInteger(partnerId))
      throw new BadRequest('instid and partnerid must be integers');
    const result = await bookInstance(deps.db, { insId, partnerId, name: body.uname, phone: body.phone });
    if (result.code !== 200)
      return c.json({ errorCode: result.code, errorMsg: 'msg' in result ? result.msg : '', data: null });
    return okE(c, null);
  });
}
