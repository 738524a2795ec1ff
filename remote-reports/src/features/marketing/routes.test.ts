import { matchRoutes } from '@hearth/shared/router';
import { marketingRoutes as pageRoutes } from './routes';

describe('remote-reports page routes', () => {
  it('routes /hybrid/marketing/watch to a lazily loaded page', async () => {
    const lazy = matchRoutes(pageRoutes, '/hybrid/marketing/watch')?.[0]?.route.lazy;
    expect(typeof lazy).toBe('function');
    const loaded = await (lazy as () => Promise<{ Component?: unknown }>)();
    expect(typeof loaded.Component).toBe('function');
  });

  it('routes nothing else under /hybrid/marketing (the trend is the market-trend feature)', () => {
    expect(matchRoutes(pageRoutes, '/hybrid/marketing/trend')).toBeNull();
    expect(matchRoutes(pageRoutes, '/hybrid/marketing/other')).toBeNull();
  });
});
