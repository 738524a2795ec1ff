import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRuntimeConfig } from '@hearth/shared';
import type { UserInfo } from '@hearth/shared/contracts/cmis';
import { BUY_COUPON_KEY, buyCouponMutation } from '../api/buy-coupon';
import { paymentFields } from './payment-fields';

export type BuyNotice = 'missingInstance' | 'missingPartner' | 'nothingToPay' | null;

/**
 * The buying flow of one coupon instance: order → transaction → the hidden payment form (only when subtotal1 > 0).
 * One tap = one order: a ref locks the flow from the first tap (before React re-renders) and stays locked once the
 * order exists (the page is leaving for the payment page, or there is nothing to pay); only a failure unlocks it.
 */
export function useBuyCoupon(user: UserInfo | null | undefined, insId: string | null | undefined) {
  const queryClient = useQueryClient();
  const lock = useRef(false);
  const [notice, setNotice] = useState<BuyNotice>(null);
  const [fields, setFields] = useState<[string, string][] | null>(null);
  const mutation = useMutation({
    ...buyCouponMutation(),
    onError: (cause) => {
      lock.current = false;
      console.error('[coupon] buying failed', cause);
    },
  });

  const buy = () => {
    if (lock.current || queryClient.isMutating({ mutationKey: BUY_COUPON_KEY }) > 0) return;
    const partnerId = user?.resPartnerId;
    if (!partnerId) return setNotice('missingPartner');
    if (!insId) {
      // The spec only logs this; the user is told too.
      console.error('[coupon] missing coupon instance id: the buying flow stops');
      return setNotice('missingInstance');
    }
    lock.current = true;
    setNotice(null);
    mutation.mutate(
      { clientId: partnerId, insId },
      {
        onSuccess: ({ order, transSn }) => {
          const next = paymentFields({
            order,
            transSn,
            customerId: partnerId,
            insId,
            email: user?.uEmail,
            config: getRuntimeConfig().payment,
          });
          if (next) setFields(next);
          else setNotice('nothingToPay');
        },
      },
    );
  };

  return {
    buy,
    notice,
    fields,
    error: mutation.error,
    busy: mutation.isPending || fields !== null || notice === 'nothingToPay',
  };
}
