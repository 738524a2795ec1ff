import * as v from 'valibot';
import { errorCodeEnvelope } from '../envelope';
import { IdParam } from '../params';
import { Text } from '../tolerant';

/** POST {trade}/transaction/add (form-urlencoded `orderId`): the payment transaction of an order. */

export const TransactionAddBodySchema = v.object({ orderId: IdParam });
export type TransactionAddBody = v.InferInput<typeof TransactionAddBodySchema>;

/** `data.xTransSn`: the transaction number, posted to the hosted payment page as `order_id`. */
export const TransactionSchema = v.object({
  xTransSn: v.pipe(Text, v.trim(), v.nonEmpty('xTransSn must not be empty')),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const TransactionAddResponseSchema = errorCodeEnvelope(TransactionSchema);
export type TransactionAddResponse = v.InferOutput<typeof TransactionAddResponseSchema>;
