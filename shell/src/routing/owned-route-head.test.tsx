import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@hearth/shared/router';
import { useSiteStore, type RemoteRoutesModule } from '@hearth/shared';
import { lily } from '../lib/testing/fixtures';
import { recordNavTitles, remoteModule, renderApp, shown, sourceOf } from './owned-route-fixture';

// The federation runtime does not exist under jest: registration is a no-op here.
jest.mock('../federation/federation-host', () => ({
  registerRemoteEntries: jest.fn(),
  installFederationPlugins: jest.fn(),
  preloadRemoteRoutes: jest.fn(),
  loadRemoteRoutesModule: jest.fn(),
}));

const navTitles = recordNavTitles();

describe('hybrid pages: the title is set in one place, nativeSetNavTitle once per navigation', () => {
  function couponsSource() {
    return sourceOf([
      remoteModule('remote_coupons', [
        {
          path: '/hybrid/coupon/marketing/list',
          handle: { titleKey: 'marketing' },
          element: (
            <>
              <h1>Deals</h1>
              <Link to="/hybrid/coupon/7">first coupon</Link>
            </>
          ),
        },
        {
          path: '/hybrid/coupon/:id',
          handle: { titleKey: 'detail' },
          element: (
            <>
              <h1>Coupon</h1>
              <Link to="/hybrid/coupon/8">next coupon</Link>
              <Link to="/hybrid/coupon/marketing/list">all deals</Link>
            </>
          ),
        },
      ]),
    ]);
  }

  it('one call per navigation (StrictMode, later store updates and re-renders add none)', async () => {
    const { source } = couponsSource();
    await renderApp('/hybrid/coupon/marketing/list', source);
    expect(await screen.findByRole('heading', { name: 'Deals' })).toBeInTheDocument();
    await waitFor(() => expect(navTitles).toEqual(['Coupon deals']));
    expect(shown()).toEqual({ header: false, banner: false, footer: false });

    // The site resolving later (website title) re-renders: no new bridge call.
    act(() => useSiteStore.setState({ agent: { ...lily, website_title: 'Another title' } }));
    expect(navTitles).toEqual(['Coupon deals']);

    await userEvent.click(screen.getByRole('link', { name: 'first coupon' }));
    expect(await screen.findByRole('heading', { name: 'Coupon' })).toBeInTheDocument();
    await waitFor(() => expect(navTitles).toEqual(['Coupon deals', 'Coupon detail']));

    // Same route pattern, new navigation: one more call.
    await userEvent.click(screen.getByRole('link', { name: 'next coupon' }));
    await waitFor(() => expect(navTitles).toHaveLength(3));
    await userEvent.click(screen.getByRole('link', { name: 'all deals' }));
    await waitFor(() =>
      expect(navTitles).toEqual(['Coupon deals', 'Coupon detail', 'Coupon detail', 'Coupon deals']),
    );
    expect(document.title).toBe('Coupon deals');
  });

  it('no bridge call for a page of a hybrid remote that does not exist (the 404 sets its own title once)', async () => {
    const { source } = couponsSource();
    await renderApp('/hybrid/services/appointment/x', source);
    expect(await screen.findByText("That's an error.")).toBeInTheDocument();
    await waitFor(() => expect(navTitles).toEqual(['Page not found']));
  });
});

describe('page head: the slot applies the route head on every navigation (ADR 0032)', () => {
  const head = () => document.head.querySelectorAll('[data-hearth-head]');
  const ld = () => document.head.querySelectorAll('script[type="application/ld+json"]');

  it('applies a remote route head beside its handle, and replaces it on navigation (the slot 404: noindex)', async () => {
    const detail = {
      path: '/listing/:id',
      element: <Link to="/listings">all</Link>,
      handle: { titleKey: 'listings' },
      head: ({ params }: { params: { id?: string } }) => ({
        description: `Listing ${params.id ?? ''}`,
        jsonLd: [{ '@type': 'RealEstateListing', name: `Listing ${params.id ?? ''}` }],
      }),
    };
    const list = {
      path: '/listings',
      element: <Link to="/listings/nope">nowhere</Link>,
      handle: { titleKey: 'listings' },
    };
    const { source } = sourceOf([
      remoteModule('remote_listings', [detail, list] as RemoteRoutesModule['routes']),
    ]);
    await renderApp('/listing/7', source);
    await waitFor(() => expect(ld()).toHaveLength(1));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Listing 7',
    );
    expect(document.title).toBe('All listings');
    const count = head().length;

    await userEvent.click(screen.getByRole('link', { name: 'all' }));
    await waitFor(() => expect(ld()).toHaveLength(0));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/listings\?ltype=1$/,
    );
    expect(head().length).toBeLessThan(count);

    await userEvent.click(screen.getByRole('link', { name: 'nowhere' }));
    expect(await screen.findByText("That's an error.")).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});
