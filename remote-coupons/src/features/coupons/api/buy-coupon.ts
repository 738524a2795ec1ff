import { mutationOptions } from '@tanstack/react-query';
import type { TradeOrder } from '@hearth/shared/contracts/trade';
import { addOrder } from './order-add';
import { addTransaction } from './transaction-add';

export const BUY_COUPON_KEY = ['trade', 'buy-coupon'] as const;

export interface BoughtOrder {
  order: TradeOrder;
  transSn: string;
}

/** Buying flow (spec §4): create the order of the instance, then its payment transaction. One mutation per tap. */
export function buyCouponMutation() {
  return mutationOptions({
    mutationKey: BUY_COUPON_KEY,
    mutationFn: async ({ clientId, insId }: { clientId: string; insId: string }): Promise<BoughtOrder> => {
      const order = await addOrder(clientId, insId);
      const transSn = await addTransaction(order.order_id);
      return { order, transSn };
    },
  });
}
