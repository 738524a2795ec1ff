import { routes } from './index';
import { couponsPages } from './pages';

test('the page list and the route definitions name the same pages, in the same order', () => {
  expect(routes.map((r) => [r.id, r.path])).toEqual(couponsPages.all.map((p) => [p.id, p.path]));
});

test('links inside remote_coupons keep their hrefs (params encoded)', () => {
  expect(couponsPages.href('coupon-detail', { id: 101 })).toBe('/hybrid/coupon/101');
  expect(couponsPages.href('coupon-appointment', { insId: 'a/b' })).toBe(
    '/hybrid/services/appointment/a%2Fb',
  );
  expect(couponsPages.href('coupon-appointment-success')).toBe('/hybrid/services/appointment/success');
  expect(couponsPages.href('coupon-my')).toBe('/hybrid/coupon/my/coupons');
  expect(couponsPages.href('coupon-list')).toBe('/hybrid/coupon/marketing/list');
});
