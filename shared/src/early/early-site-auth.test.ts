import { installFetchRoutes } from '../testing/fetch-routes';
import { makeTestConfig } from '../testing/test-config';
import { earlyTimeoutOf, startEarlySiteRequests, type EarlySiteInput } from './early-site';

const input = (config: unknown, hybrid: boolean): EarlySiteInput => ({
  location: { hostname: 'lily.example.ca', search: '' },
  config,
  hybrid,
  locale: 'en',
  banner: false,
  production: true,
});

describe('the early site requests and the runtime config’s request options', () => {
  it('a hybrid page whose auth option lists cmis primes no profile (its request may carry the app’s credential)', async () => {
    const routes = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => ({ body: { code: 200, data: { cims_uid: 1 } } }),
    });
    try {
      const auth = { ...makeTestConfig(), auth: { hosts: ['cmis'] } };
      await startEarlySiteRequests(input(auth, true));
      expect(routes.requests).toHaveLength(0);
      await startEarlySiteRequests(input({ ...makeTestConfig(), auth: { hosts: ['coupon'] } }, true));
      expect(routes.requests).toHaveLength(1);
    } finally {
      routes.restore();
    }
  });

  it('reads requestTimeoutMs as the schema accepts it, else 15 s', () => {
    expect(earlyTimeoutOf({ requestTimeoutMs: 20_000 })).toBe(20_000);
    for (const bad of [
      null,
      {},
      { requestTimeoutMs: '20000' },
      { requestTimeoutMs: 10 },
      { requestTimeoutMs: 1.5e3 + 0.5 },
    ])
      expect(earlyTimeoutOf(bad)).toBe(15_000);
  });
});
