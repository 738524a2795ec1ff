import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@hearth/shared/router';
import {
  bus,
  CONTRACT_MAJOR,
  SHARED_VERSION,
  useSiteStore,
  type HearthEvents,
  type RemoteName,
  type RemoteRoutesModule,
} from '@hearth/shared';
import { federationTranslations } from '../lib/i18n/federation';
import type { RemoteSource } from '../federation/remote-source';
import { applyRemotesManifest } from '../federation/start-federation';
import { AppLayout } from '../layout/app-layout';
import { lily, renderShell, resetStores } from '../lib/testing/fixtures';
import { devManifest } from '../lib/testing/route-table-fixture';
import { OwnedRoute } from './router';
import { setRouteTable, unavailableRouteTable } from '../route-table/route-table';

// The federation runtime does not exist under jest: registration is a no-op here.
jest.mock('../federation/federation-host', () => ({
  registerRemoteEntries: jest.fn(),
  installFederationPlugins: jest.fn(),
  preloadRemoteRoutes: jest.fn(),
  loadRemoteRoutesModule: jest.fn(),
}));

const UNAVAILABLE = 'This section is unavailable right now.';

function remoteModule(name: RemoteName, routes: RemoteRoutesModule['routes']): RemoteRoutesModule {
  return {
    contractMajor: CONTRACT_MAJOR,
    sharedVersion: SHARED_VERSION,
    name,
    routes,
    translations: {
      namespace: `${name}-test`,
      en: { listings: 'All listings', marketing: 'Coupon deals', detail: 'Coupon detail' },
      'zh-CN': { listings: '所有房源', marketing: '优惠活动', detail: '优惠券详情' },
    },
    buildId: 'test',
    sharedInstanceId: 'test',
  };
}

/** A source answering with the given modules; `gate` holds the answers back until released. */
function sourceOf(modules: RemoteRoutesModule[], gate: Promise<void> = Promise.resolve()) {
  const load = jest.fn(async (name: RemoteName) => {
    await gate;
    const module = modules.find((m) => m.name === name);
    if (!module) throw new Error(`no ${name}`);
    return module;
  });
  const source: RemoteSource = { load, loadExpose: jest.fn(), reset: jest.fn(async () => undefined) };
  return { source, load };
}

function renderApp(path: string, source: RemoteSource) {
  return renderShell(
    <StrictMode>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<OwnedRoute source={source} />} />
        </Route>
      </Routes>
    </StrictMode>,
    { route: path, translations: [federationTranslations] },
  );
}

const shown = () => ({
  header: screen.queryByRole('banner') !== null,
  banner: screen.queryByTestId('app-banner') !== null,
  footer: screen.queryByRole('contentinfo') !== null,
});

const navTitles: string[] = [];
const onBridge = (e: HearthEvents['bridge:call']) => {
  if (e.name === 'nativeSetNavTitle') navTitles.push((e.payload as { title: string }).title);
};

beforeEach(() => {
  resetStores();
  useSiteStore.setState({ status: 'ready', mode: 'agent', agent: lily });
  navTitles.length = 0;
  bus.on('bridge:call', onBridge);
});
afterEach(() => {
  bus.off('bridge:call', onBridge);
  jest.restoreAllMocks();
});

describe('OwnedRoute: ownership from remotes.json', () => {
  it('renders the owner from the prefixes; an unowned path is the 404 without loading any remote', async () => {
    const { source, load } = sourceOf([
      remoteModule('remote_listings', [{ path: '/listings', element: <h1>Listings page</h1> }]),
    ]);
    await renderApp('/nowhere/at/all', source);
    expect(await screen.findByText("That's an error.")).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('a prefix two remotes claim: console.error names both and the prefix; its paths show the fallback with Retry, which reads remotes.json again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const base = devManifest().remotes;
    const conflicting = base.map((r) =>
      r.name === 'remote_reports' ? { ...r, prefixes: [...r.prefixes, { path: '/blogs' }] } : r,
    );
    applyRemotesManifest(conflicting);
    expect(error).toHaveBeenCalledWith(
      '[hearth] remotes.json: remote_content and remote_reports both claim /blogs: rejected for both (their paths show the remote fallback)',
    );

    const { source, load } = sourceOf([
      remoteModule('remote_content', [{ path: '/blogs', element: <h1>Blogs page</h1> }]),
    ]);
    const { container } = await renderApp('/blogs', source);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(container.querySelector('[data-route-state="rejected"]')).toHaveAttribute(
      'data-claimed-by',
      'remote_content remote_reports',
    );
    expect(shown()).toEqual({ header: true, banner: true, footer: true }); // not a blank page
    expect(load).not.toHaveBeenCalled();

    // The deploy is fixed: Retry reads remotes.json again and the page renders, without a reload.
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ remotes: base }), { headers: { 'content-type': 'application/json' } }),
      );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Blogs page' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('without remotes.json: the shell routes still work, other paths show the fallback (not the 404)', async () => {
    setRouteTable(unavailableRouteTable());
    const { source, load } = sourceOf([]);
    await renderApp('/listings', source);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByText("That's an error.")).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('page chrome: prefix defaults on first paint, refined by the route handle', () => {
  it('first paint (remote code still loading) already follows the prefix: /map has no header, banner or footer', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { source } = sourceOf(
      [remoteModule('remote_listings', [{ path: '/map', element: <h1>Map</h1> }])],
      gate,
    );
    await renderApp('/map', source);
    expect(screen.getByRole('status')).toBeInTheDocument(); // the slot's spinner
    expect(shown()).toEqual({ header: false, banner: false, footer: false });
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Map' })).toBeInTheDocument();
    expect(shown()).toEqual({ header: false, banner: false, footer: false });
  });

  it('a valid handle refines the prefix chrome and gives the title', async () => {
    const { source } = sourceOf([
      remoteModule('remote_listings', [
        {
          path: '/listings',
          element: <h1>Listings page</h1>,
          handle: { titleKey: 'listings', footer: false },
        },
      ]),
    ]);
    await renderApp('/listings', source);
    // Before the remote answers: the prefix's chrome (listing pages: no banner).
    expect(shown()).toEqual({ header: true, banner: false, footer: true });
    expect(await screen.findByRole('heading', { name: 'Listings page' })).toBeInTheDocument();
    await waitFor(() => expect(shown()).toEqual({ header: true, banner: false, footer: false }));
    expect(document.title).toBe('All listings');
    expect(navTitles).toEqual([]); // not a hybrid page
  });

  it('an invalid handle is reported with console.error and ignored: prefix defaults, no route title', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { source } = sourceOf([
      remoteModule('remote_listings', [
        {
          path: '/listing/:id',
          element: <h1>Detail</h1>,
          handle: { titleKey: 42, footer: 'no', hybrid: true },
        },
      ]),
    ]);
    await renderApp('/listing/7', source);
    expect(await screen.findByRole('heading', { name: 'Detail' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[hearth\] remote_listings: invalid route handle on \/listing\/:id \(titleKey: .*footer: .*\): ignored/,
      ),
    );
    expect(shown()).toEqual({ header: true, banner: false, footer: true });
    expect(document.title).toBe(lily.website_title || 'Hearth');
    expect(navTitles).toEqual([]);
  });

  it('unknown handle keys are invalid too (a typo must not pass silently)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { source } = sourceOf([
      remoteModule('remote_listings', [
        {
          path: '/listings',
          element: <h1>Listings page</h1>,
          handle: { titleKey: 'listings', baner: false },
        },
      ]),
    ]);
    await renderApp('/listings', source);
    expect(await screen.findByRole('heading', { name: 'Listings page' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/invalid route handle on \/listings/));
  });
});

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
