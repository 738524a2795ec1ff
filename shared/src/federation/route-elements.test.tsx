import { useMemo } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation, useRoutes, type RouteObject } from '@hearth/shared/router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTestQueryClient } from '../testing/query-client';
import type { RoutePrefetchContext } from './remote-contract';
import { preloadRoutePages, withLazyElements } from './route-elements';

function View({ routes }: { routes: RouteObject[] | (() => RouteObject[]) }) {
  const { pathname } = useLocation();
  // A factory gets new wrappers on every path, as a remounted remote slot does (RemoteRoutes' useMemo).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const current = useMemo(() => (typeof routes === 'function' ? routes() : routes), [routes, pathname]);
  return (
    <>
      {useRoutes(current)}
      <nav>
        <Link to="/items/8?page=2">item 8</Link>
        <Link to="/other">other</Link>
        <Link to="/items/7">item 7</Link>
      </nav>
    </>
  );
}

function renderAt(
  routes: RouteObject[] | (() => RouteObject[]),
  url: string,
  client: QueryClient = createTestQueryClient(),
) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <View routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('withLazyElements (remote routes as the shell, the harness and tests render them)', () => {
  it('calls handle.prefetch once per URL with params, query and the QueryClient, in the render that requests the chunk', async () => {
    const order: string[] = [];
    const contexts: RoutePrefetchContext[] = [];
    const client = createTestQueryClient();
    const routes = withLazyElements([
      {
        path: '/items/:id',
        handle: {
          prefetch: (ctx: RoutePrefetchContext) => {
            order.push('prefetch');
            contexts.push(ctx);
          },
        },
        lazy: async () => {
          order.push('chunk');
          return { Component: () => <h1>Item page</h1> };
        },
      },
      { path: '/other', element: <h1>Other page</h1> },
    ]);
    renderAt(routes, '/items/7?sort=price', client);
    expect(order).toEqual(['prefetch', 'chunk']);
    expect(await screen.findByRole('heading', { name: 'Item page' })).toBeInTheDocument();
    expect(contexts[0]!.params).toEqual({ id: '7' });
    expect(contexts[0]!.searchParams.get('sort')).toBe('price');
    expect(contexts[0]!.queryClient).toBe(client);
    expect(contexts).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'item 8' }));
    expect(contexts).toHaveLength(2);
    expect(contexts[1]!.params).toEqual({ id: '8' });
    expect(contexts[1]!.searchParams.get('page')).toBe('2');
  });

  it('renders a page whose chunk has loaded at once on a later visit (no Suspense fallback)', async () => {
    const load = jest.fn(async () => ({ Component: () => <h1>Item page</h1> }));
    const source: RouteObject[] = [
      { path: '/items/:id', lazy: load },
      { path: '/other', element: <h1>Other page</h1> },
    ];
    renderAt(() => withLazyElements(source, <p>fallback</p>), '/items/7');
    expect(screen.getByText('fallback')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Item page' });
    await userEvent.click(screen.getByRole('link', { name: 'other' }));
    await screen.findByRole('heading', { name: 'Other page' });
    // Back: new wrappers (as a remounted slot makes them), the loaded page renders in the same commit.
    await userEvent.click(screen.getByRole('link', { name: 'item 7' }));
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Item page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed page chunk with new wrappers (only successes are remembered)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ Component: () => React.JSX.Element }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ Component: () => <h1>Item page</h1> });
    const source: RouteObject[] = [{ path: '/items/:id', lazy: load }];
    await expect(preloadRoutePages(source, '/items/7')).rejects.toThrow('chunk failed');
    await act(() => preloadRoutePages(source, '/items/7'));
    renderAt(withLazyElements(source, <p>fallback</p>), '/items/7');
    expect(screen.getByRole('heading', { name: 'Item page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('logs a throwing prefetch and still renders the page', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = withLazyElements([
      {
        path: '/items/:id',
        handle: {
          prefetch: () => {
            throw new Error('bad prefetch');
          },
        },
        element: <h1>Item page</h1>,
      },
    ]);
    renderAt(routes, '/items/7');
    expect(screen.getByRole('heading', { name: 'Item page' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[hearth] route prefetch failed', expect.any(Error));
  });
});
