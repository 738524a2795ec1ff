import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, setRuntimeConfig, useSiteStore, type RoutePrefetch } from '@hearth/shared';
import {
  createTestQueryClient,
  makeTestAgent,
  makeTestConfig,
  installFetchRoutes,
  renderRemoteRoute,
  type RecordedRequest,
} from '@hearth/shared/testing';
import type { ListingSummary } from '@hearth/shared/contracts/cmis';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';
import { listingsRoutes } from '../routes';

const testAgent = makeTestAgent({ website_title: 'Lily Chen | Toronto Homes' });

const ROUTE = 'GET cmis /channel/channelHouseListByUserAttention';

function listing(n: number, patch: Partial<ListingSummary> = {}): ListingSummary {
  return {
    identifier: `treb-C58000${n}`,
    price: 1_299_000 + n,
    listingType: 'Sale',
    picture: `http://files.test/h${n}.jpg`,
    full_address: `${n} King St W, Toronto`,
    bedrooms: 3,
    bedrooms_plus: 1,
    washrooms: 2,
    garages: 1,
    mlsNumber: `C58000${n}`,
    ...patch,
  };
}

function page(data: ListingSummary[], pageNo = 1, totalPage = 3) {
  return { body: { code: 200, data, totalPage, totalRecord: totalPage * 6, pageSize: 6, pageNo } };
}

/** The remote's real `./routes` at `url`, as the shell renders it (prefetch on match, lazy page). */
function renderPage(
  route = '/listings',
  locale: 'en' | 'zh-CN' = 'en',
  queryClient = createTestQueryClient(),
) {
  return renderRemoteRoute(remote, route, { locale, translations: translationBundles, queryClient });
}

const params = (r: RecordedRequest) => Object.fromEntries(r.url.searchParams);

describe('ListingsPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'agent', agent: testAgent }));
  afterEach(() => routes.restore());

  it('requests page 1 of the agent list (cimsUrefId, pageSize 6, ltype) and renders two-column cards', async () => {
    routes = installFetchRoutes({
      [ROUTE]: () =>
        page([
          listing(1),
          listing(2, { listingType: 'Lease', price: 2500, bedrooms_plus: null, picture: null }),
        ]),
    });
    await renderPage();
    expect(await screen.findByText('1 King St W, Toronto')).toBeInTheDocument();
    expect(params(routes.requests[0]!)).toEqual({
      cimsUrefId: '51001',
      pageNum: '1',
      pageSize: '6',
      ltype: '1',
    });
    expect(document.querySelector('.listing-grid')).toHaveClass('listing-grid--two-columns');
    expect(document.title).toBe('Listings');

    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('SALE')).toBeInTheDocument();
    expect(within(first!).getByText('Featured')).toBeInTheDocument();
    expect(within(first!).getByText('MLS® C580001')).toBeInTheDocument();
    expect(within(first!).getByText('$1,299,001')).toBeInTheDocument();
    expect(within(first!).getByText('3+1')).toBeInTheDocument();
    expect(within(first!).getByText('Bedrooms: 3 + 1')).toBeInTheDocument();
    expect(within(first!).getByText('Washrooms: 2')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Photo of 1 King St W, Toronto' })).toHaveAttribute(
      'src',
      'http://files.test/h1.jpg',
    );
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/listing/treb-C580001');
    expect(within(second!).getByText('LEASE')).toBeInTheDocument();
    expect(within(second!).getByText('$2,500')).toBeInTheDocument();
    expect(within(second!).getByRole('img', { name: 'No photo available' })).toBeInTheDocument();
    expect(within(second!).queryByText('3+1')).not.toBeInTheDocument();
  });

  it("loads the first row's photos at once and with high priority, the others lazily", async () => {
    routes = installFetchRoutes({ [ROUTE]: () => page([listing(1), listing(2), listing(3)]) });
    await renderPage();
    await screen.findByText('3 King St W, Toronto');
    const photos = screen.getAllByRole('article').map((card) => within(card).getByRole('img'));
    expect(photos.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
  });

  it('drops listings priced 200 or below and hides zero room counts', async () => {
    routes = installFetchRoutes({
      [ROUTE]: () =>
        page([
          listing(1, { price: 200 }),
          listing(2, { price: 150 }),
          listing(3, { price: 201, bedrooms: 0, washrooms: 0 }),
        ]),
    });
    await renderPage();
    expect(await screen.findByText('3 King St W, Toronto')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText(/Bedrooms|Washrooms/)).not.toBeInTheDocument();
  });

  it('reads the page from ?page=, paginates by link and keeps the page in the URL', async () => {
    routes = installFetchRoutes({
      [ROUTE]: (r) =>
        page([listing(Number(r.url.searchParams.get('pageNum')))], Number(r.url.searchParams.get('pageNum'))),
    });
    await renderPage('/listings?page=2');
    expect(await screen.findByText('2 King St W, Toronto')).toBeInTheDocument();
    expect(params(routes.requests[0]!).pageNum).toBe('2');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('3 King St W, Toronto')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/listings?page=3');
    expect(params(routes.requests[1]!).pageNum).toBe('3');
    expect(within(nav).getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(nav).getByRole('link', { name: 'Page 1' }));
    expect(await screen.findByText('1 King St W, Toronto')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/listings$/);
  });

  it('shows a spinner and drives the global spinner while fetching', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const events: string[] = [];
    const start = () => events.push('start');
    const end = () => events.push('end');
    bus.on('fetch:start', start);
    bus.on('fetch:end', end);
    routes = installFetchRoutes({ [ROUTE]: async () => (await gate, page([listing(1)])) });
    await renderPage();
    expect(screen.getByText('Loading page 1...').closest('[role=status]')).toBeInTheDocument();
    expect(events).toEqual(['start']);
    release();
    expect(await screen.findByText('1 King St W, Toronto')).toBeInTheDocument();
    await waitFor(() => expect(events).toEqual(['start', 'end']));
    bus.off('fetch:start', start);
    bus.off('fetch:end', end);
  });

  it('shows the error state with Retry, and Retry re-requests', async () => {
    let calls = 0;
    routes = installFetchRoutes({
      [ROUTE]: () => (++calls === 1 ? { status: 500, body: { code: 500 } } : page([listing(1)])),
    });
    await renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('The server answered with an error (500)');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 King St W, Toronto')).toBeInTheDocument();
    expect(routes.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('treats a non-200 code as an error', async () => {
    routes = installFetchRoutes({ [ROUTE]: () => ({ body: { code: 404, msg: 'no such agent' } }) });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('no such agent');
  });

  it('asks in Chinese with ltype 0 and shows Chinese texts', async () => {
    routes = installFetchRoutes({ [ROUTE]: () => page([listing(1)]) });
    await renderPage('/listings', 'zh-CN');
    expect(await screen.findByText('出售')).toBeInTheDocument();
    expect(params(routes.requests[0]!).ltype).toBe('0');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('精选房源');
  });

  it('shows the agent sidebar next to the list', async () => {
    routes = installFetchRoutes({ [ROUTE]: () => page([listing(1)]) });
    await renderPage();
    expect(await screen.findByRole('complementary', { name: 'Your agent' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '(416) 555-0142' })).toBeInTheDocument();
  });

  it('in www mode explains that featured listings belong to an agent site, without requesting', async () => {
    routes = installFetchRoutes({});
    useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    await renderPage();
    expect(screen.getByText("Featured listings belong to an agent's site")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search properties on the map' })).toHaveAttribute(
      'href',
      '/map',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(routes.requests).toHaveLength(0);
  });

  it('prefetches the list from the URL alone (agent, ?page=, locale), and the page reads that cache entry', async () => {
    routes = installFetchRoutes({ [ROUTE]: () => page([listing(2)], 2) });
    setRuntimeConfig(makeTestConfig());
    const queryClient = createTestQueryClient();
    const prefetch = listingsRoutes[0]!.handle.prefetch as RoutePrefetch;
    await prefetch({ params: {}, searchParams: new URLSearchParams('page=2'), queryClient });
    expect(routes.requests.map(params)).toEqual([
      { cimsUrefId: '51001', pageNum: '2', pageSize: '6', ltype: '1' },
    ]);
    await renderPage('/listings?page=2', 'en', queryClient);
    // Same key: painted from the cache at once, no second request, no loading notice.
    expect(screen.getByText('2 King St W, Toronto')).toBeInTheDocument();
    expect(screen.queryByText('Loading page 2...')).not.toBeInTheDocument();
    expect(routes.requests).toHaveLength(1);
  });

  it('prefetch: waits while the site resolves and sends the list request the moment the agent is known', async () => {
    routes = installFetchRoutes({ [ROUTE]: () => page([listing(1)]) });
    setRuntimeConfig(makeTestConfig());
    useSiteStore.setState({ status: 'resolving', mode: null, agent: null });
    const prefetch = listingsRoutes[0]!.handle.prefetch as RoutePrefetch;
    const done = prefetch({
      params: {},
      searchParams: new URLSearchParams(),
      queryClient: createTestQueryClient(),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(routes.requests).toHaveLength(0);
    useSiteStore.getState().setResolved('agent', testAgent);
    await done;
    expect(routes.requests.map((r) => params(r).cimsUrefId)).toEqual([testAgent.cims_uid]);
  });

  it('prefetch: sends nothing when the site has no agent (www: the page decides)', async () => {
    routes = installFetchRoutes({ [ROUTE]: () => page([listing(1)]) });
    useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    const prefetch = listingsRoutes[0]!.handle.prefetch as RoutePrefetch;
    await prefetch({ params: {}, searchParams: new URLSearchParams(), queryClient: createTestQueryClient() });
    expect(routes.requests).toHaveLength(0);
  });

  it('going back to a page seen before shows it from cache: no request, no spinner', async () => {
    routes = installFetchRoutes({
      [ROUTE]: (r) =>
        page([listing(Number(r.url.searchParams.get('pageNum')))], Number(r.url.searchParams.get('pageNum'))),
    });
    await renderPage('/listings');
    expect(await screen.findByText('1 King St W, Toronto')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('2 King St W, Toronto')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 1' }));
    // Synchronously after the click: the cached list, not a loading state.
    expect(screen.getByText('1 King St W, Toronto')).toBeInTheDocument();
    expect(document.querySelector('.hearth-spinner')).toBeNull();
    expect(routes.requests.map((r) => params(r).pageNum)).toEqual(['1', '2']);
  });
});
