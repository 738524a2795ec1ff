import { bus, useNativeContextStore, type BridgeCallEvent } from '@hearth/shared';
import type { UserInfoInput } from '@hearth/shared/contracts/cmis';
import type { CouponDetailInput } from '@hearth/shared/contracts/coupon';

/** Test data and helpers shared by the remote's page tests. */
export type Answer = { status?: number; body: unknown };

export const COUPON: CouponDetailInput = {
  id: 101,
  coverImgs: ['http://files.test/c-1.svg', 'http://files.test/c-2.svg'],
  descEn: '<p>Deep clean <script>alert(1)</script><b>inside</b></p>',
  descCn: '<p>深度清洁</p>',
  xNameEn: '15% Off Deep Cleaning',
  xNameCn: '深度清洁八五折',
  xTagline: 'Spotless',
  xPrice: 9.99,
  xExpiredDate: '2027-03-31',
  xCategory: 1,
  xDiscountPercent: 15,
  xDiscountAmount: null,
  xRequestedAmount: null,
};

export const USER: UserInfoInput = {
  uName: 'Grace Liu',
  uGender: 'F',
  uPhone: '4165550101',
  uEmail: 'grace.liu@example.com',
  countryid: 38,
  zone_code: '+1',
  resPartnerId: 7101,
};

export const okUser =
  (user: UserInfoInput | null = USER) =>
  (): Answer =>
    user ? { body: { code: 200, msg: 'success', data: user } } : { body: { code: 404, msg: 'No user' } };

export const okE = (data: unknown): Answer => ({ body: { errorCode: 200, errorMsg: 'success', data } });

/** Signs the native user in (or out with null). */
export function setNativeUser(uid: string | null): void {
  useNativeContextStore.setState({ fjjUserId: uid });
}

const NATIVE_CALLS = [
  'nativeGoRegister',
  'nativeGoOrder',
  'nativeGoMe',
  'nativeGoHome',
  'nativeClose',
] as const;

/**
 * Records the native bridge calls (except the page title) until `stop()`, inside a simulated iOS app (message
 * handlers installed, so no web fallback navigates the test document).
 */
export function recordBridge(): { calls: BridgeCallEvent[]; stop: () => void } {
  const calls: BridgeCallEvent[] = [];
  const on = (event: BridgeCallEvent) => {
    if (event.name !== 'nativeSetNavTitle') calls.push(event);
  };
  bus.on('bridge:call', on);
  window.webkit = {
    messageHandlers: Object.fromEntries(NATIVE_CALLS.map((name) => [name, { postMessage: () => undefined }])),
  };
  return {
    calls,
    stop: () => {
      bus.off('bridge:call', on);
      delete window.webkit;
    },
  };
}
