import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTranslations, CONTRACT_MAJOR, initI18n, SHARED_VERSION } from '@hearth/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient } from '@hearth/shared/testing';
import { federationTranslations } from '../lib/i18n/federation';
import { collectRemoteFailures } from '../lib/testing/remote-failures';
import { parseWidgetContract } from '@hearth/shared/early';
import { RemoteWidget } from './remote-widget';
import { loadWidgetContracts } from './widget-contracts';
import { rememberModule } from './module-cache';
import type { RemoteSource } from '../federation/remote-source';

const UNAVAILABLE = 'This section is unavailable right now.';

function BlogSection({ userId }: { userId?: string }) {
  return <section aria-label="Blogs">Blogs of {userId}</section>;
}

function blogModule(overrides: Record<string, unknown> = {}) {
  return {
    contractMajor: CONTRACT_MAJOR,
    sharedVersion: SHARED_VERSION,
    name: 'remote_content',
    widget: 'blog-section',
    Widget: BlogSection,
    translations: { namespace: 'content-widget-test', en: {}, 'zh-CN': {} },
    buildId: 'c7',
    sharedInstanceId: 'shared-test',
    ...overrides,
  };
}

function scriptedSource(...answers: Array<() => Promise<unknown>>) {
  const loadExpose = jest.fn((_name: string, _expose: string) =>
    (answers.shift() ?? (() => Promise.reject(new Error('no more answers'))))(),
  );
  const reset = jest.fn(async (_name: string) => undefined);
  const source: RemoteSource = { load: jest.fn(), loadExpose, reset };
  return { source, loadExpose, reset };
}

function renderHome(source: RemoteSource) {
  return render(
    <main>
      <h1>Home</h1>
      <RemoteWidget id="remote_content/blog-section" props={{ userId: '42' }} source={source} />
      <p>Agent sidebar</p>
    </main>,
  );
}

const failures = collectRemoteFailures();

beforeAll(async () => {
  await initI18n('en');
  addTranslations(federationTranslations);
});

test('renders the widget once: the slot updating itself once mounted (hydrated) does not render it again', async () => {
  const renders = jest.fn();
  const Widget = (props: { userId?: string }) => {
    renders();
    return <BlogSection {...props} />;
  };
  const { source } = scriptedSource();
  rememberModule(source, 'remote_content/blog-section', blogModule({ Widget }));
  renderHome(source);
  expect(await screen.findByRole('region', { name: 'Blogs' })).toBeInTheDocument();
  await act(async () => loadWidgetContracts(source, ['remote_content/blog-section']));
  expect(renders).toHaveBeenCalledTimes(1);
});

test("starts the widget's prefetch with its props and the page's QueryClient before it renders", async () => {
  const order: string[] = [];
  const prefetch = jest.fn(() => void order.push('prefetch'));
  const Widget = (props: { userId?: string }) => {
    order.push('render');
    return <BlogSection {...props} />;
  };
  const { source } = scriptedSource(async () => blogModule({ prefetch, Widget }));
  const client = createTestQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RemoteWidget id="remote_content/blog-section" props={{ userId: '42' }} source={source} />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('region', { name: 'Blogs' })).toBeInTheDocument();
  expect(prefetch).toHaveBeenCalledWith({ props: { userId: '42' }, queryClient: client });
  expect(order[0]).toBe('prefetch');
});

test('a throwing prefetch is logged; the widget still renders', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const prefetch = () => {
    throw new Error('bad prefetch');
  };
  const { source } = scriptedSource(async () => blogModule({ prefetch }));
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RemoteWidget id="remote_content/blog-section" props={{ userId: '42' }} source={source} />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('region', { name: 'Blogs' })).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(
    '[hearth] widget remote_content/blog-section prefetch failed',
    expect.any(Error),
  );
});

test('loads the expose, passes the typed props and renders the widget in its slot', async () => {
  const { source, loadExpose } = scriptedSource(async () => blogModule());
  const { container } = renderHome(source);
  expect(await screen.findByRole('region', { name: 'Blogs' })).toHaveTextContent('Blogs of 42');
  expect(loadExpose).toHaveBeenCalledWith('remote_content', './blog-section');
  const slot = container.querySelector('[data-widget="blog-section"]');
  expect(slot).toHaveAttribute('data-state', 'ready');
  expect(slot).toHaveAttribute('data-build', 'c7');
});

test('accepts the widget module as a single named export', async () => {
  const { source } = scriptedSource(async () => ({ blogSection: blogModule() }));
  renderHome(source);
  expect(await screen.findByRole('region', { name: 'Blogs' })).toBeInTheDocument();
});

test('a dead remote shows the fallback in the widget slot only; Retry loads it again', async () => {
  const { source, reset } = scriptedSource(
    () => Promise.reject(new Error('ScriptExternalLoadError')),
    async () => blogModule(),
  );
  renderHome(source);
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(screen.getByText('Agent sidebar')).toBeInTheDocument();
  expect(failures).toEqual([expect.objectContaining({ name: 'remote_content', reason: 'unreachable' })]);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Blogs' })).toBeInTheDocument();
  expect(reset).toHaveBeenCalledWith('remote_content');
});

test.each([
  ['another contract major', { contractMajor: CONTRACT_MAJOR + 1 }],
  ['another widget', { widget: 'latest-news' }],
  ['another remote', { name: 'remote_listings' }],
  ['no component', { Widget: 'not a component' }],
])('refuses a module with %s (contract failure, fallback)', async (_why, overrides) => {
  const { source } = scriptedSource(async () => blogModule(overrides));
  const { container } = renderHome(source);
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(container.querySelector('[data-widget="blog-section"]')).toHaveAttribute(
    'data-state',
    'failed:contract',
  );
  expect(screen.queryByRole('region', { name: 'Blogs' })).not.toBeInTheDocument();
});

test('a widget that throws while rendering is contained with Retry', async () => {
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('boom');
    return <section aria-label="Blogs">Recovered</section>;
  }
  const { source } = scriptedSource(async () => blogModule({ Widget: Flaky }));
  renderHome(source);
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(screen.getByText('Agent sidebar')).toBeInTheDocument();
  expect(failures).toEqual([expect.objectContaining({ reason: 'render' })]);
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Recovered')).toBeInTheDocument();
});

describe('deferUntilVisible', () => {
  let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
  const observe = jest.fn();
  const disconnect = jest.fn();
  beforeEach(() => {
    notify = null;
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: jest.fn((callback: (entries: Array<{ isIntersecting: boolean }>) => void) => {
        notify = callback;
        return { observe, disconnect };
      }),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('its contract’s deferUntilVisible: waits, not busy, until the slot nears the viewport; then loads it', async () => {
    const { source, loadExpose } = scriptedSource(async () => blogModule());
    source.widgetContracts = async () => ({
      './blog-section': parseWidgetContract({ deferUntilVisible: true }),
    });
    await loadWidgetContracts(source, ['remote_content/blog-section']);
    const { container } = render(
      <RemoteWidget id="remote_content/blog-section" props={{ userId: '7' }} source={source} />,
    );
    const slot = container.querySelector('[data-widget="blog-section"]');
    expect(slot).toHaveAttribute('data-state', 'waiting');
    expect(slot).not.toHaveAttribute('aria-busy');
    expect(observe).toHaveBeenCalledWith(slot);
    act(() => notify?.([{ isIntersecting: false }]));
    expect(loadExpose).not.toHaveBeenCalled();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(await screen.findByRole('region', { name: 'Blogs' })).toHaveTextContent('Blogs of 7');
    expect(loadExpose).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('a contract read after the slot has mounted still defers the widget until it nears the viewport', async () => {
    const { source, loadExpose } = scriptedSource(async () => blogModule());
    let read!: () => void;
    source.widgetContracts = () =>
      new Promise((resolve) => {
        read = () => resolve({ './blog-section': parseWidgetContract({ deferUntilVisible: true }) });
      });
    const { container } = renderHome(source);
    const slot = container.querySelector('[data-widget="blog-section"]');
    act(() => read());
    await screen.findByText('Agent sidebar');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slot).toHaveAttribute('data-state', 'waiting');
    expect(loadExpose).not.toHaveBeenCalled();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(await screen.findByRole('region', { name: 'Blogs' })).toBeInTheDocument();
  });
});

test('the slot keeps its contract’s room by width class; the widget loads once its contract is read', async () => {
  const { source, loadExpose } = scriptedSource(async () => blogModule());
  let read!: () => void;
  source.widgetContracts = () =>
    new Promise((resolve) => {
      read = () =>
        resolve({ './blog-section': parseWidgetContract({ reserve: { narrow: '20rem', wide: '9rem' } }) });
    });
  const { container } = renderHome(source);
  const slot = container.querySelector<HTMLElement>('[data-widget="blog-section"]')!;
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(loadExpose).not.toHaveBeenCalled();
  act(() => read());
  expect(await screen.findByRole('region', { name: 'Blogs' })).toBeInTheDocument();
  expect(slot.style.getPropertyValue('--hearth-reserve-narrow')).toBe('20rem');
  expect(slot.style.getPropertyValue('--hearth-reserve-wide')).toBe('9rem');
});

test('a remote whose contracts cannot be read: its widget still loads, with no reserved room', async () => {
  const { source } = scriptedSource(async () => blogModule());
  source.widgetContracts = () => Promise.reject(new Error('route-chunks.json unreachable'));
  const { container } = renderHome(source);
  expect(await screen.findByRole('region', { name: 'Blogs' })).toBeInTheDocument();
  expect(container.querySelector('[data-widget="blog-section"]')).not.toHaveAttribute('style');
});
