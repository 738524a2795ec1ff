import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty } from '../params';
import { NumberLike, Text } from '../tolerant';

/** POST JSON {vendorService}/order/renew with the renew payload (spec §3): renew a time-limited service. */

/** The renew payload. `amount` is always 1 (spec §9); the package fields come from the chosen paymentTerm. */
export const OrderRenewBodySchema = v.object({
  soName: NonEmpty,
  price: NumberLike,
  amount: v.literal(1),
  period: v.nullable(NumberLike),
  periodUnit: v.nullable(v.string()),
  termName: v.string(),
  renewProductId: v.union([v.pipe(v.number(), v.finite()), NonEmpty]),
});
export type OrderRenewBody = {
  soName: string;
  price: number;
  amount: 1;
  period: number | null;
  periodUnit: string | null;
  termName: string;
  renewProductId: number | string;
};

/**
 * Success when HTTP 200 and code 200; the browser then goes to data.resInvoicing.data.url. Required: that url, as
 * text — it is NOT trusted: the page lets only http(s) links to the configured invoicing hosts through.
 */
export const OrderRenewResultSchema = v.object({
  resInvoicing: v.object({
    data: v.object({ url: v.pipe(Text, v.trim(), v.nonEmpty('must not be empty')) }),
  }),
});
export type OrderRenewResult = v.InferOutput<typeof OrderRenewResultSchema>;

/** Unpaid bills or an unknown package → a non-200 code (409 / 400 in the sandbox). */
export const OrderRenewResponseSchema = codeEnvelope(OrderRenewResultSchema);
export type OrderRenewResponse = v.InferOutput<typeof OrderRenewResponseSchema>;
