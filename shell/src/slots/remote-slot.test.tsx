import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from '@hearth/shared/router';
import {
  addTranslations,
  CONTRACT_MAJOR,
  initI18n,
  SHARED_VERSION,
  type RemoteRoutesModule,
} from '@hearth/shared';
import { federationTranslations } from '../lib/i18n/federation';
import { collectRemoteFailures } from '../lib/testing/remote-failures';
import { RemoteSlot } from './remote-slot';
import { rememberModule } from './module-cache';
import type { RemoteSource } from '../federation/remote-source';

const UNAVAILABLE = 'This section is unavailable right now.';

function listingsModule(overrides: Partial<RemoteRoutesModule> = {}): RemoteRoutesModule {
  return {
    contractMajor: CONTRACT_MAJOR,
    sharedVersion: SHARED_VERSION,
    name: 'remote_listings',
    routes: [
      { path: '/listings', element: <h1>Listings page</h1>, handle: { titleKey: 'title' } },
      { path: '/listing/:id', element: <h1>Listing detail</h1> },
      { path: '/blogs', element: <h1>Stolen blogs</h1> },
    ],
    translations: {
      namespace: 'listings-test',
      en: { title: 'All listings' },
      'zh-CN': { title: '所有房源' },
    },
    buildId: 'b42',
    sharedInstanceId: 'shared-test',
    ...overrides,
  };
}

/** A source whose answers the test scripts, one per call. */
function scriptedSource(...answers: Array<() => Promise<unknown>>) {
  const load = jest.fn((_name: string) =>
    (answers.shift() ?? (() => Promise.reject(new Error('no more answers'))))(),
  );
  const reset = jest.fn(async (_name: string) => undefined);
  const source: RemoteSource = { load, loadExpose: jest.fn(), reset };
  return { source, load, reset };
}

function renderSlot(source: RemoteSource, path = '/listings', timeoutMs?: number) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <header>Site header</header>
      <nav>
        <Link to="/listing/7">detail</Link>
      </nav>
      <RemoteSlot
        name="remote_listings"
        source={source}
        notFound={<p>Shell 404</p>}
        {...(timeoutMs ? { timeoutMs } : {})}
      />
      <footer>Site footer</footer>
    </MemoryRouter>,
  );
}

const failures = collectRemoteFailures();

beforeAll(async () => {
  await initI18n('en');
  addTranslations(federationTranslations);
});
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('RemoteSlot', () => {
  it('renders the remote route with shared-instance / build / remote attributes and the route title', async () => {
    const { source } = scriptedSource(async () => listingsModule());
    const { container } = renderSlot(source);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Listings page' })).toBeInTheDocument();
    const slot = container.querySelector('[data-remote="remote_listings"]')!;
    expect(slot).toHaveAttribute('data-build', 'b42');
    expect(slot).toHaveAttribute('data-shared-instance', 'shared-test');
    expect(slot).toHaveAttribute('data-state', 'ready');
    expect(document.title).toBe('All listings');
  });

  it('renders its page once: the slot updating itself once mounted (hydrated) does not render the page again', async () => {
    const renders = jest.fn();
    function Page() {
      renders();
      return <h1>Listings page</h1>;
    }
    const { source } = scriptedSource();
    rememberModule(
      source,
      'remote_listings',
      listingsModule({ routes: [{ path: '/listings', Component: Page }] }),
    );
    const { container } = renderSlot(source);
    expect(await screen.findByRole('heading', { name: 'Listings page' })).toBeInTheDocument();
    // Mounted: its shared instance is named now (a render of the slot alone).
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-shared-instance', 'shared-test');
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('supports lazy routes (lazy: () => import(...)) the way remote teams declare them', async () => {
    const { source } = scriptedSource(async () =>
      listingsModule({
        routes: [{ path: '/listings', lazy: async () => ({ Component: () => <h1>Lazy listings</h1> }) }],
      }),
    );
    renderSlot(source);
    expect(await screen.findByRole('heading', { name: 'Lazy listings' })).toBeInTheDocument();
  });

  it('navigates between routes of the same remote without loading it again', async () => {
    const { source, load } = scriptedSource(async () => listingsModule());
    renderSlot(source);
    await screen.findByRole('heading', { name: 'Listings page' });
    await userEvent.click(screen.getByRole('link', { name: 'detail' }));
    expect(screen.getByRole('heading', { name: 'Listing detail' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores routes declared outside the remote prefixes and 404s paths it does not have', async () => {
    const { source } = scriptedSource(async () => listingsModule());
    renderSlot(source, '/blogs');
    expect(await screen.findByText('Shell 404')).toBeInTheDocument();
    expect(screen.queryByText('Stolen blogs')).not.toBeInTheDocument();
  });

  it('unreachable remote: fallback in the slot only; Retry resets the runtime and succeeds', async () => {
    const { source, reset, load } = scriptedSource(
      () => Promise.reject(new Error('ScriptNetworkError: Failed to load script')),
      async () => listingsModule(),
    );
    renderSlot(source);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(screen.getByText('Site footer')).toBeInTheDocument();
    expect(failures).toEqual([expect.objectContaining({ name: 'remote_listings', reason: 'unreachable' })]);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Listings page' })).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('remote_listings');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('slow remote: falls back after the timeout', async () => {
    jest.useFakeTimers();
    const { source } = scriptedSource(() => new Promise(() => undefined));
    const { container } = renderSlot(source, '/listings', 8000);
    await act(async () => {
      jest.advanceTimersByTime(7999);
    });
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-state', 'failed:timeout');
    expect(failures).toEqual([expect.objectContaining({ reason: 'timeout' })]);
  });

  it('incompatible contract major: fallback, nothing rendered from the remote', async () => {
    const { source } = scriptedSource(async () => listingsModule({ contractMajor: CONTRACT_MAJOR + 1 }));
    const { container } = renderSlot(source);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByText('Listings page')).not.toBeInTheDocument();
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-state', 'failed:contract');
    expect(failures).toEqual([expect.objectContaining({ reason: 'contract' })]);
  });

  it('a remote built against a newer singleton than the shell provides: refused before it renders', async () => {
    const [major, minor] = SHARED_VERSION.split('.').map(Number) as [number, number];
    const { source } = scriptedSource(async () =>
      listingsModule({ sharedVersion: `${major}.${minor + 1}.0` }),
    );
    const { container } = renderSlot(source);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByText('Listings page')).not.toBeInTheDocument();
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-state', 'failed:contract');
    expect(failures).toEqual([
      expect.objectContaining({
        reason: 'contract',
        detail: expect.stringMatching(/built against @hearth\/shared/),
      }),
    ]);
  });

  it('a remote that throws while rendering falls back in its slot; Retry renders it again', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('boom');
      return <h1>Recovered</h1>;
    }
    const { source, load } = scriptedSource(async () =>
      listingsModule({ routes: [{ path: '/listings', element: <Fragile /> }] }),
    );
    renderSlot(source);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('Site footer')).toBeInTheDocument();
    expect(failures).toEqual([expect.objectContaining({ reason: 'render' })]);
    broken = false; // the transient problem is gone
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback in Chinese when the locale is zh-CN', async () => {
    await initI18n('zh-CN');
    try {
      const { source } = scriptedSource(() => Promise.reject(new Error('down')));
      renderSlot(source);
      expect(await screen.findByText('此部分暂时无法使用。')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    } finally {
      await initI18n('en');
    }
  });
});
