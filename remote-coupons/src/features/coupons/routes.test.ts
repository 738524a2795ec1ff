import { matchRoutes } from '@hearth/shared/router';
import { couponsRoutes as pageRoutes } from './routes';

describe('remote-coupons page routes', () => {
  it.each(['/hybrid/coupon/marketing/list', '/hybrid/coupon/42'])(
    'routes %s to a lazily loaded page',
    async (path) => {
      const lazy = matchRoutes(pageRoutes, path)?.[0]?.route.lazy;
      expect(typeof lazy).toBe('function');
      const loaded = await (lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component).toBe('function');
    },
  );

  it('does not route paths it has not built', () => {
    expect(matchRoutes(pageRoutes, '/hybrid/coupon/42/extra')).toBeNull();
  });
});
