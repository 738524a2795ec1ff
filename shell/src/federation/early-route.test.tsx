import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@hearth/shared/router';
import {
  addTranslations,
  CONTRACT_MAJOR,
  initI18n,
  SHARED_VERSION,
  type RemoteRoutesModule,
  type RoutePrefetchContext,
} from '@hearth/shared';
import { createTestQueryClient } from '@hearth/shared/testing';
import { federationTranslations } from './i18n';
import { startStartupRoute } from './early-route';
import { RemoteSlot } from './remote-slot';
import type { RemoteSource } from './remote-source';

function listingsModule(prefetch: (ctx: RoutePrefetchContext) => void): RemoteRoutesModule {
  return {
    contractMajor: CONTRACT_MAJOR,
    sharedVersion: SHARED_VERSION,
    name: 'remote_listings',
    routes: [
      {
        path: '/listings',
        handle: { titleKey: 'title', prefetch },
        lazy: async () => ({ Component: () => <h1>Listings page</h1> }),
      },
    ],
    translations: {
      namespace: 'early-route-test',
      en: { title: 'All listings' },
      'zh-CN': { title: '所有房源' },
    },
    buildId: 'b1',
    sharedInstanceId: 'shared-test',
  };
}

function sourceOf(load: () => Promise<unknown>): RemoteSource {
  return { load: jest.fn(load), loadExpose: jest.fn(), reset: jest.fn(async () => undefined) };
}

beforeAll(async () => {
  await initI18n('en');
  addTranslations(federationTranslations);
});

describe('startStartupRoute (the start-up URL of a remote page, before React renders)', () => {
  it("starts the route's prefetch once ./routes is in; the slot mounted later does not start it again", async () => {
    const prefetch = jest.fn();
    const source = sourceOf(async () => listingsModule(prefetch));
    const client = createTestQueryClient();
    startStartupRoute('remote_listings', { pathname: '/listings', search: '?page=2' }, client, source);
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const ctx = prefetch.mock.calls[0]![0] as RoutePrefetchContext;
    expect(ctx.searchParams.get('page')).toBe('2');
    expect(ctx.queryClient).toBe(client);

    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/listings?page=2']}>
          <RemoteSlot name="remote_listings" source={source} notFound={<p>Shell 404</p>} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Listings page' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the slot: nothing thrown, nothing started', async () => {
    const source = sourceOf(async () => {
      throw new Error('remote down');
    });
    expect(() =>
      startStartupRoute(
        'remote_listings',
        { pathname: '/listings', search: '' },
        createTestQueryClient(),
        source,
      ),
    ).not.toThrow();
    await waitFor(() => expect(source.load).toHaveBeenCalledWith('remote_listings'));
  });
});
