import type { TradeOrder } from '@hearth/shared/contracts/trade';

export interface PaymentConfig {
  url: string;
  storeId: string;
  key: string;
}

/** Spec §9: the hidden payment form is submitted 500 ms after it is ready. */
export const PAYMENT_SUBMIT_DELAY_MS = 500;

const money = (n: number) => n.toFixed(2);

/**
 * The fields of the hosted payment page (spec §7), in order: store id, key, charge_total, order_id = the
 * transaction number, cust_id (the partner id), id1, description1, email (only when known), quantity1, price1,
 * subtotal1. Null when subtotal1 is not above 0: nothing is posted.
 */
export function paymentFields(input: {
  order: TradeOrder;
  transSn: string;
  customerId: string;
  insId: string;
  email: string | null | undefined;
  config: PaymentConfig;
}): [string, string][] | null {
  const { order, config } = input;
  if (!(order.subtotal1 > 0)) return null;
  const email = input.email?.trim();
  return [
    ['ps_store_id', config.storeId],
    ['hpp_key', config.key],
    ['charge_total', money(order.charge_total)],
    ['order_id', input.transSn],
    ['cust_id', input.customerId],
    ['id1', order.id1 ?? input.insId],
    ['description1', order.description1 ?? ''],
    ...(email ? ([['email', email]] as [string, string][]) : []),
    ['quantity1', String(order.quantity1)],
    ['price1', money(order.price1 ?? order.subtotal1)],
    ['subtotal1', money(order.subtotal1)],
  ];
}
