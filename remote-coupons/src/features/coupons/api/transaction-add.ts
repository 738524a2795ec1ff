import { requestCall } from '@hearth/shared';
import { unwrapErrorCode } from '@hearth/shared/envelopes';
import { TransactionAddResponseSchema } from '@hearth/shared/contracts/trade';
import { transactionAdd } from '@hearth/shared/spec-calls';

const PATH = transactionAdd.path;

/** Coupons §7 #9, POST {trade}/transaction/add (form-urlencoded orderId): the transaction number (`data.xTransSn`). */
export async function addTransaction(orderId: string): Promise<string> {
  const body = await requestCall(transactionAdd, {
    schema: TransactionAddResponseSchema,
    params: { orderId },
  });
  return unwrapErrorCode(body, `trade:${PATH}`).data.xTransSn;
}
