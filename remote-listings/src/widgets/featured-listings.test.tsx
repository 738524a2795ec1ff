import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_MAJOR, setRuntimeConfig, useLocaleStore, useSiteStore } from '@hearth/shared';
import {
  createTestQueryClient,
  installFetchRoutes,
  makeTestAgent,
  makeTestConfig,
  renderWithProviders,
} from '@hearth/shared/testing';
import { WidgetBoundary } from '../features/listings/widgets/featured-listings-widget';
import { featuredListings } from './featured-listings';

const ROUTE = 'GET cmis /channel/channelHouseListByUserAttention';
const card = (n: number) => ({
  identifier: `treb-C${n}`,
  price: 900000 + n,
  full_address: `${n} Bay St`,
  listingType: 'Sale',
});

/** The widget alone, as a host mounts it (its own translations, no routes module). */
const render = (locale: 'en' | 'zh-CN' = 'en') =>
  renderWithProviders(<featuredListings.Widget />, { locale });

describe('featured-listings widget (./featured-listings)', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'agent', agent: makeTestAgent() }));
  afterEach(() => {
    routes?.restore();
    useLocaleStore.setState({ locale: 'en' });
  });

  it('is a typed module of this remote and contract', () => {
    expect(featuredListings).toMatchObject({ contractMajor: CONTRACT_MAJOR, name: 'remote_listings' });
    expect(featuredListings.translations.namespace).toBe('listings');
  });

  it('shows the first page of /listings with an "all" link to /listings', async () => {
    routes = installFetchRoutes({
      [ROUTE]: () => ({ body: { code: 200, data: [card(1), card(2)], totalPage: 3, totalRecord: 14 } }),
    });
    await render();
    const widget = await screen.findByRole('region', { name: 'Featured Listings' });
    expect(await within(widget).findByText('1 Bay St')).toBeVisible();
    expect(within(widget).getAllByRole('article')).toHaveLength(2);
    expect(within(widget).getByRole('link', { name: 'All listings' })).toHaveAttribute('href', '/listings');
    expect(Object.fromEntries(routes.requests[0]!.url.searchParams)).toMatchObject({
      pageNum: '1',
      pageSize: '6',
    });
  });

  it("prefetch: page 1 of the agent's listings, the query the widget then renders from (one request)", async () => {
    routes = installFetchRoutes({
      [ROUTE]: () => ({ body: { code: 200, data: [card(1)], totalPage: 1, totalRecord: 1 } }),
    });
    const queryClient = createTestQueryClient();
    setRuntimeConfig(makeTestConfig());
    await featuredListings.prefetch!({ props: {}, queryClient });
    expect(routes.requests).toHaveLength(1);
    expect(Object.fromEntries(routes.requests[0]!.url.searchParams)).toMatchObject({ pageNum: '1' });
    await renderWithProviders(<featuredListings.Widget />, { queryClient });
    expect(await screen.findByText('1 Bay St')).toBeVisible();
    expect(routes.requests).toHaveLength(1);
  });

  it('isolates a failed request with Retry (Chinese)', async () => {
    let fail = true;
    routes = installFetchRoutes({
      [ROUTE]: () =>
        fail
          ? { status: 500, body: { code: 500 } }
          : { body: { code: 200, data: [card(3)], totalPage: 1, totalRecord: 1 } },
    });
    await render('zh-CN');
    const retry = await screen.findByRole('button', { name: /重试/ });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('3 Bay St')).toBeVisible();
  });

  it('isolates a render failure in its own fallback with Retry', async () => {
    routes = installFetchRoutes({});
    let crash = true;
    function Flaky() {
      if (crash) throw new Error('boom');
      return <p>recovered</p>;
    }
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <WidgetBoundary>
        <Flaky />
      </WidgetBoundary>,
      { translations: [featuredListings.translations] },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The featured listings could not be shown.');
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('recovered')).toBeVisible();
    error.mockRestore();
  });

  it('renders nothing on the www portal', async () => {
    useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    routes = installFetchRoutes({});
    const { container } = await render();
    expect(container).toBeEmptyDOMElement();
    expect(routes.requests).toEqual([]);
  });
});
