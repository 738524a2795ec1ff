import { TransactionAddBodySchema } from '@hearth/shared/contracts/trade';
import { createTransaction } from '../../db/queries/coupon-trade';
import type { App, AppDeps } from '../../http/deps';
import { BadRequest, okE, parseWith } from '../../http/respond';

/** POST /trade/transaction/add (form-urlencoded orderId): a payment transaction of a pending order. */
export function mountTransactionAdd(app: App, deps: AppDeps): void {
  app.post('/trade/transaction/add', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded'))
      throw new BadRequest('body must be form-urlencoded');
    const form = await c.req.parseBody();
    const body = parseWith(TransactionAddBodySchema, { orderId: form.orderId });
    const result = await createTransaction(deps.db, body.orderId);
    if ('code' in result) return c.json({ errorCode: result.code, errorMsg: result.msg, data: null });
    return okE(c, { xTransSn: result.transSn });
  });
}
