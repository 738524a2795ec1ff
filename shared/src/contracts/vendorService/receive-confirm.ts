import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { IdParam } from '../params';

/** POST JSON {vendorService}/order/receive/confirm {sale_order_id}: the client accepts the delivery. */

/** The id as a number when numeric (what the service expects), else as sent. */
export const ReceiveConfirmBodySchema = v.object({ sale_order_id: IdParam });
export type ReceiveConfirmBody = { sale_order_id: string | number };

/**
 * Success needs HTTP 200 and code 200 (spec §7.14); the data is not read (any shape). Not pending any more (already
 * accepted, complained about, or a concurrent confirm won) → a non-200 code (the sandbox answers 409); unknown
 * order → 404.
 */
export const ReceiveConfirmResponseSchema = codeEnvelope(v.optional(v.unknown()));
export type ReceiveConfirmResponse = v.InferOutput<typeof ReceiveConfirmResponseSchema>;
