import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyRemotesManifest } from '../federation/start-federation';
import { devManifest } from '../lib/testing/route-table-fixture';
import { lily } from '../lib/testing/fixtures';
import { setRouteTable, unavailableRouteTable } from '../route-table/route-table';
import {
  recordNavTitles,
  remoteModule,
  renderApp,
  shown,
  sourceOf,
  UNAVAILABLE,
} from './owned-route-fixture';

// The federation runtime does not exist under jest: registration is a no-op here.
jest.mock('../federation/federation-host', () => ({
  registerRemoteEntries: jest.fn(),
  installFederationPlugins: jest.fn(),
  preloadRemoteRoutes: jest.fn(),
  loadRemoteRoutesModule: jest.fn(),
}));

const navTitles = recordNavTitles();

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
