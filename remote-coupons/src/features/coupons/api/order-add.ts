import { hostClient, requestJson, unwrapErrorCode } from '@hearth/shared';
import { OrderAddResponseSchema, wireId, type TradeOrder } from '@hearth/shared/contracts';

const PATH = '/order/add';

/**
 * POST {trade}/order/add : spec §7, the body is the order JSON sent as form-urlencoded (the raw body is the JSON
 * text; ky keeps an explicit content type). Never retried: one call per tap.
 */
export async function addOrder(clientId: string, insId: string): Promise<TradeOrder> {
  const client = hostClient('trade').extend({
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
  });
  const body = await requestJson('trade', PATH, {
    method: 'post',
    schema: OrderAddResponseSchema,
    client,
    json: {
      clientId: wireId(clientId),
      clientType: 'C',
      itemList: [{ itemId: wireId(insId), itemType: 'coupon', quantity: 1 }],
    },
  });
  return unwrapErrorCode(body, `trade:${PATH}`).data;
}
