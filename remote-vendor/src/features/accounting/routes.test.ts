import { matchRoutes } from '@hearth/shared/router';
import { accountingRoutes as pageRoutes } from './routes';

describe('remote-vendor page routes', () => {
  it('routes the customer accounting page, lazily', async () => {
    const match = matchRoutes(pageRoutes, '/hybrid/vendor/accounting/customer/SO0042');
    expect(match?.[0]?.params).toEqual({ oid: 'SO0042' });
    const lazy = match?.[0]?.route.lazy;
    expect(typeof lazy).toBe('function');
    const loaded = await (lazy as () => Promise<{ Component?: unknown }>)();
    expect(typeof loaded.Component).toBe('function');
  });

  it.each([
    '/hybrid/vendor/accounting/vendor/SO0042',
    '/hybrid/vendor/accounting/company/SO0042',
    '/hybrid/vendor/accounting/customer',
  ])('does not route the unbuilt %s (404)', (path) => expect(matchRoutes(pageRoutes, path)).toBeNull());
});
