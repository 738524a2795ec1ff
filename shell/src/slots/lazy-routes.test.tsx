import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from '@hearth/shared/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  addTranslations,
  CONTRACT_MAJOR,
  initI18n,
  SHARED_VERSION,
  type RemoteRoutesModule,
  type RoutePrefetchContext,
} from '@hearth/shared';
import { federationTranslations } from '../lib/i18n/federation';
import { RemoteSlot } from './remote-slot';
import type { RemoteSource } from '../federation/remote-source';

beforeAll(async () => {
  await initI18n('en');
  addTranslations(federationTranslations);
});

/** A remote whose /listings page prefetches and whose chunk arrives when the test says so. */
function prefetchingRemote() {
  const events: string[] = [];
  const contexts: RoutePrefetchContext[] = [];
  let deliverChunk!: () => void;
  const chunk = new Promise<void>((resolve) => (deliverChunk = resolve));
  const module: RemoteRoutesModule = {
    contractMajor: CONTRACT_MAJOR,
    sharedVersion: SHARED_VERSION,
    name: 'remote_listings',
    routes: [
      {
        path: '/listings',
        handle: {
          prefetch: (ctx: RoutePrefetchContext) => {
            events.push(`prefetch ${ctx.searchParams.toString()}`);
            contexts.push(ctx);
          },
        },
        lazy: async () => {
          events.push('chunk requested');
          await chunk;
          return {
            Component: () => {
              events.push('page rendered');
              return <h1>Listings page</h1>;
            },
          };
        },
      },
    ],
    translations: { namespace: 'listings-lazy-test', en: {}, 'zh-CN': {} },
    buildId: 'b1',
    sharedInstanceId: 'shared-test',
  };
  const source: RemoteSource = {
    load: async () => module,
    loadExpose: async () => undefined,
    reset: async () => undefined,
  };
  return { source, events, contexts, deliverChunk: () => deliverChunk() };
}

describe('RemoteSlot starts a page’s data with its code', () => {
  it('runs the matched route’s prefetch with the page’s QueryClient as soon as ./routes loads, once', async () => {
    const { source, events, contexts, deliverChunk } = prefetchingRemote();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/listings?page=2']}>
          <RemoteSlot name="remote_listings" source={source} notFound={<p>404</p>} />
          <Link to="/listings?page=3">page 3</Link>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('status');
    // The module is in: prefetch and chunk are under way before the page has rendered.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['prefetch page=2', 'chunk requested']);
    expect(contexts[0]!.queryClient).toBe(client);
    deliverChunk();
    expect(await screen.findByRole('heading', { name: 'Listings page' })).toBeInTheDocument();
    // The first render does not start the same prefetch again.
    expect(events.filter((e) => e.startsWith('prefetch'))).toEqual(['prefetch page=2']);

    // A later navigation inside the remote prefetches from the render.
    await userEvent.click(screen.getByRole('link', { name: 'page 3' }));
    expect(events.filter((e) => e.startsWith('prefetch'))).toEqual(['prefetch page=2', 'prefetch page=3']);
  });

  it('without a QueryClient (slot alone) only preloads the page', async () => {
    const { source, events, deliverChunk } = prefetchingRemote();
    deliverChunk();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/listings']}>
        <RemoteSlot name="remote_listings" source={source} notFound={<p>404</p>} />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events[0]).toBe('chunk requested');
    expect(events.some((e) => e.startsWith('prefetch'))).toBe(false);
  });
});
