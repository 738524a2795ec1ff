import { requestCall } from '@hearth/shared';
import { unwrapErrorCode } from '@hearth/shared/envelopes';
import { wireId } from '@hearth/shared/contracts/common';
import { OrderAddResponseSchema, type TradeOrder } from '@hearth/shared/contracts/trade';
import { orderAdd } from '@hearth/shared/spec-calls';

const PATH = orderAdd.path;

/**
 * Coupons §7 #8, POST {trade}/order/add : the body is the order JSON sent as form-urlencoded (the raw body is the
 * JSON text; the entry's `form-json` encoding). Never retried: one call per tap.
 */
export async function addOrder(clientId: string, insId: string): Promise<TradeOrder> {
  const body = await requestCall(orderAdd, {
    schema: OrderAddResponseSchema,
    params: {
      clientId: wireId(clientId),
      clientType: 'C',
      itemList: [{ itemId: wireId(insId), itemType: 'coupon', quantity: 1 }],
    },
  });
  return unwrapErrorCode(body, `trade:${PATH}`).data;
}
