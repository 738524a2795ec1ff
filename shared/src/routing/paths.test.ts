import { paths, withQuery } from './paths';

describe('paths registry', () => {
  it('builds the pages of every container', () => {
    expect(paths.home()).toBe('/');
    expect(paths.listings()).toBe('/listings');
    expect(paths.listing('rebgv-R123')).toBe('/listing/rebgv-R123');
    expect(paths.blog(42)).toBe('/blog/42');
    expect(paths.newsList('all')).toBe('/news-list/all');
    expect(paths.newsDetail('cbc', 7)).toBe('/news-detail/cbc/7');
    expect(paths.myCoupons()).toBe('/hybrid/coupon/my/coupons');
    expect(paths.vendorAccounting('customer', 'SO0042')).toBe('/hybrid/vendor/accounting/customer/SO0042');
    expect(paths.sellerGuide()).toBe('/seller-guide');
    expect(paths.buyerGuide(3)).toBe('/buyer-guide#step3');
  });

  it('encodes parameters: a parameter never adds a segment, a query or a hash', () => {
    expect(paths.listing('a/b?c#d')).toBe('/listing/a%2Fb%3Fc%23d');
    expect(paths.blog('../admin')).toBe('/blog/..%2Fadmin');
    expect(paths.newsDetail('a b', 'x/y')).toBe('/news-detail/a%20b/x%2Fy');
    expect(paths.couponPayment('success', { id1: 'a&b=c' })).toBe(
      '/hybrid/coupon/payment/success?id1=a%26b%3Dc',
    );
  });

  it('adds query parameters only when set', () => {
    expect(paths.listings()).toBe('/listings');
    expect(paths.listings({ page: 2 })).toBe('/listings?page=2');
    expect(paths.hybridSuccess({ title: 'Paid', text: undefined })).toBe('/hybrid/success?title=Paid');
    expect(paths.hybridMarketingWatch({ ltype: 1 })).toBe('/hybrid/marketing/watch?ltype=1');
    expect(withQuery('/x', { a: null, b: false })).toBe('/x?b=false');
  });

  it('gives absolute paths for every entry', () => {
    for (const [name, build] of Object.entries(paths)) {
      const path = (build as (...args: unknown[]) => string)('x', 'y');
      expect([name, path.startsWith('/')]).toEqual([name, true]);
    }
  });
});
