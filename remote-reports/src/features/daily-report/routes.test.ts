import { bus, setRuntimeConfig } from '@hearth/shared';
import { createTestQueryClient, installFetchRoutes, makeTestConfig } from '@hearth/shared/testing';
import { dailyReportRoutes, REPORT_SPINNER_DELAY_MS } from './routes';

const prefetch = dailyReportRoutes[0]!.handle.prefetch as (ctx: unknown) => Promise<unknown>;

describe('/daily-report prefetch (daily report load)', () => {
  let open = 0;
  const start = () => (open += 1);
  const end = () => (open -= 1);
  let restore: () => void = () => undefined;
  beforeEach(() => {
    open = 0;
    bus.on('fetch:start', start);
    bus.on('fetch:end', end);
    setRuntimeConfig(makeTestConfig());
    restore = installFetchRoutes({
      'GET cmis /blogArticle/dailylistings': () => ({ body: { code: 200, data: [{ mlsNumber: 'A1' }] } }),
    }).restore;
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    bus.off('fetch:start', start);
    bus.off('fetch:end', end);
    restore();
  });

  it('loads the three lists in parallel and holds the spinner 500 ms after them; not for cached lists', async () => {
    const queryClient = createTestQueryClient();
    const ctx = { params: {}, searchParams: new URLSearchParams(), queryClient };
    await prefetch(ctx);
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['cmis', '/blogArticle/dailylistings'] }),
    ).toHaveLength(3);
    expect(open).toBe(1);
    await jest.advanceTimersByTimeAsync(REPORT_SPINNER_DELAY_MS - 1);
    expect(open).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(open).toBe(0);
    // Back again: the lists are cached, no spinner.
    await prefetch(ctx);
    expect(open).toBe(0);
  });
});
