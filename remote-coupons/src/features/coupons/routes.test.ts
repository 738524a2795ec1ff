import { matchRoutes } from '@hearth/shared/router';
import { couponsRoutes as pageRoutes } from './routes';

describe('remote-coupons page routes', () => {
  it('routes /hybrid/coupon/marketing/list to a lazily loaded page', async () => {
    const lazy = matchRoutes(pageRoutes, '/hybrid/coupon/marketing/list')?.[0]?.route.lazy;
    expect(typeof lazy).toBe('function');
    const loaded = await (lazy as () => Promise<{ Component?: unknown }>)();
    expect(typeof loaded.Component).toBe('function');
  });

  it('does not route the unbuilt /hybrid/coupon/42', () => {
    expect(matchRoutes(pageRoutes, '/hybrid/coupon/42')).toBeNull();
  });
});
