import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { IdParam } from '../params';

/** POST JSON {vendorService}/customer/complain {saleOrderId, details}: a complaint about a delivery. */

/**
 * `details` is the combined text of order, name, email, phone and the three answers (spec §7.15); it must not be
 * blank (the page refuses an empty complaint before sending).
 */
export const CustomerComplainBodySchema = v.object({
  saleOrderId: IdParam,
  details: v.pipe(v.string(), v.trim(), v.nonEmpty('details must not be empty'), v.maxLength(10_000)),
});
export type CustomerComplainBody = { saleOrderId: string | number; details: string };

/** Success needs code 200; the data is not read. Not pending any more → a non-200 code (409 in the sandbox). */
export const CustomerComplainResponseSchema = codeEnvelope(v.optional(v.unknown()));
export type CustomerComplainResponse = v.InferOutput<typeof CustomerComplainResponseSchema>;
