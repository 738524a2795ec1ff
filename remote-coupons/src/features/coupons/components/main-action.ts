import { INSTANCE_STATUS, type CouponInstance } from '@hearth/shared/contracts/coupon';

/** What the main button of the coupon detail page shows and does (spec §4 table). */
export type MainAction =
  | { kind: 'register' }
  | { kind: 'get' }
  | { kind: 'buy' }
  | { kind: 'appointment' }
  | { kind: 'viewOrder' }
  | { kind: 'label'; label: 'expired' | 'refunded' | 'discarded' | 'unavailable' };

/**
 * No user id → register or login (native register); a user without an instance → a "get" label, no action;
 * UNPAID → buy; READY_TO_USE → the appointment page; USED → the native order page; EXPIRED / REFUNDED / DISCARDED
 * → label only. An instance whose status is unknown is shown as unavailable (label only).
 */
export function mainAction(userId: string | null, ins: CouponInstance | null): MainAction {
  if (!userId) return { kind: 'register' };
  if (!ins) return { kind: 'get' };
  switch (ins.xStatus) {
    case INSTANCE_STATUS.UNPAID:
      return { kind: 'buy' };
    case INSTANCE_STATUS.READY_TO_USE:
      return { kind: 'appointment' };
    case INSTANCE_STATUS.USED:
      return { kind: 'viewOrder' };
    case INSTANCE_STATUS.EXPIRED:
      return { kind: 'label', label: 'expired' };
    case INSTANCE_STATUS.REFUNDED:
      return { kind: 'label', label: 'refunded' };
    case INSTANCE_STATUS.DISCARDED:
      return { kind: 'label', label: 'discarded' };
    default:
      return { kind: 'label', label: 'unavailable' };
  }
}

/** Spec §4: valid coupons are UNPAID and READY_TO_USE; every other status (or an unknown one) is invalid. */
export function isValidStatus(status: number | null | undefined): boolean {
  return status === INSTANCE_STATUS.UNPAID || status === INSTANCE_STATUS.READY_TO_USE;
}
