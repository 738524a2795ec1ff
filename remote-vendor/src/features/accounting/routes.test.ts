import { matchRoutes } from '@hearth/shared/router';
import { accountingRoutes as pageRoutes } from './routes';

describe('remote-vendor accounting routes', () => {
  it.each(['customer', 'vendor', 'company'])('routes the %s statement, lazily', async (view) => {
    const match = matchRoutes(pageRoutes, `/hybrid/vendor/accounting/${view}/SO0042`);
    expect(match?.[0]?.params).toEqual({ oid: 'SO0042' });
    const lazy = match?.[0]?.route.lazy;
    expect(typeof lazy).toBe('function');
    const loaded = await (lazy as () => Promise<{ Component?: unknown }>)();
    expect(typeof loaded.Component).toBe('function');
  });

  it.each(['/hybrid/vendor/accounting/other/SO0042', '/hybrid/vendor/accounting/customer'])(
    'does not route %s (404)',
    (path) => expect(matchRoutes(pageRoutes, path)).toBeNull(),
  );
});
