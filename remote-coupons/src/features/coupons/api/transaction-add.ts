import { requestJson, unwrapErrorCode } from '@hearth/shared';
import { TransactionAddResponseSchema } from '@hearth/shared/contracts';

const PATH = '/transaction/add';

/** POST {trade}/transaction/add (form-urlencoded orderId): the transaction number (`data.xTransSn`). */
export async function addTransaction(orderId: string): Promise<string> {
  const body = await requestJson('trade', PATH, {
    method: 'post',
    schema: TransactionAddResponseSchema,
    form: { orderId },
  });
  return unwrapErrorCode(body, `trade:${PATH}`).data.xTransSn;
}
