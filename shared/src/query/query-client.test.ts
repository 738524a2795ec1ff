import { QueryClient } from '@tanstack/react-query';
import { bus, ApiError } from '@hearth/shared';
import { createQueryClient, QUERY_STALE_TIME_MS } from './query-client';
import { connectGlobalSpinner } from './global-spinner';

function spinnerEvents() {
  const events: string[] = [];
  const start = () => events.push('start');
  const end = () => events.push('end');
  bus.on('fetch:start', start);
  bus.on('fetch:end', end);
  return { events, off: () => (bus.off('fetch:start', start), bus.off('fetch:end', end)) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createQueryClient (platform defaults)', () => {
  it('keeps data fresh for a minute, never retries a query or a mutation, fetches offline too', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: QUERY_STALE_TIME_MS,
      retry: false,
      refetchOnWindowFocus: false,
      networkMode: 'always',
    });
    expect(QUERY_STALE_TIME_MS).toBe(60_000);
    expect(defaults.mutations).toMatchObject({ retry: false, networkMode: 'always' });
  });

  it('a failing query is one request and keeps its ApiError for ErrorState', async () => {
    const client = createQueryClient();
    const queryFn = jest.fn(() =>
      Promise.reject(new ApiError({ kind: 'http', url: 'cmis:/x', status: 503 })),
    );
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['x'])?.error).toBeInstanceOf(ApiError);
  });

  it('serves fresh data from the cache without calling the query again', async () => {
    const client = createQueryClient();
    const queryFn = jest.fn(async () => 'data');
    await client.prefetchQuery({ queryKey: ['y'], queryFn });
    await client.prefetchQuery({ queryKey: ['y'], queryFn });
    expect(await client.fetchQuery({ queryKey: ['y'], queryFn })).toBe('data');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('global spinner from the query cache', () => {
  let spinner: ReturnType<typeof spinnerEvents>;
  beforeEach(() => (spinner = spinnerEvents()));
  afterEach(() => spinner.off());

  it('starts with the first load of a globalSpinner query and ends when it settles', async () => {
    const client = createQueryClient();
    const gate = deferred<string>();
    const done = client.prefetchQuery({
      queryKey: ['list', 1],
      queryFn: () => gate.promise,
      meta: { globalSpinner: true },
    });
    expect(spinner.events).toEqual(['start']);
    gate.resolve('page 1');
    await done;
    expect(spinner.events).toEqual(['start', 'end']);
  });

  it('ends on a failure too, and a Retry (no data yet) shows it again', async () => {
    const client = createQueryClient();
    const options = {
      queryKey: ['list', 2],
      queryFn: () => Promise.reject(new Error('down')),
      meta: { globalSpinner: true },
    };
    await client.prefetchQuery(options);
    await client.prefetchQuery(options);
    expect(spinner.events).toEqual(['start', 'end', 'start', 'end']);
  });

  it('is not shown by queries without the flag, by cached data or by a background refetch', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['tags'], queryFn: async () => [] });
    await client.prefetchQuery({
      queryKey: ['list', 3],
      queryFn: async () => 'page 3',
      meta: { globalSpinner: true },
    });
    expect(spinner.events).toEqual(['start', 'end']);
    await client.refetchQueries({ queryKey: ['list', 3] });
    expect(spinner.events).toEqual(['start', 'end']);
  });

  it('ends when the load is cancelled (the page went away)', async () => {
    const client = new QueryClient();
    const off = connectGlobalSpinner(client);
    void client.prefetchQuery({
      queryKey: ['list', 4],
      queryFn: ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      meta: { globalSpinner: true },
    });
    expect(spinner.events).toEqual(['start']);
    await client.cancelQueries({ queryKey: ['list', 4] });
    expect(spinner.events).toEqual(['start', 'end']);
    off();
  });
});
