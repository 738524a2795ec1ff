import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  afterPrimaryContent,
  bindRoutes,
  CONTRACT_MAJOR,
  holdPrimaryContent,
  SHARED_VERSION,
  useSiteStore,
  type RemoteName,
} from '@hearth/shared';
import { installFetchRoutes } from '@hearth/shared/testing';
import { federationTranslations } from '../../lib/i18n/federation';
import type { RemoteSource } from '../../federation/remote-source';
import { lily, renderShell, resetStores } from '../../lib/testing/fixtures';
import { testWidgetContracts } from '../../lib/testing/widget-contracts';
import { HomePage } from './home-page';
import { useHomeTemplateStore } from './home-template-store';
import { loadTemplateWidgets, primaryWidgets } from './home-templates';
import { TEMPLATE_WIDGETS, type HomeVariant } from './template-widgets';

/** Widgets as their remotes would expose them; `dead` remotes reject like an unreachable remoteEntry. */
function widgetSource(dead: RemoteName[] = []): RemoteSource & { loadExpose: jest.Mock; preload: jest.Mock } {
  const widget = (name: RemoteName, expose: string) => ({
    contractMajor: CONTRACT_MAJOR,
    sharedVersion: SHARED_VERSION,
    name,
    widget: expose,
    Widget: () => <section aria-label={`${name}/${expose}`}>widget {expose}</section>,
    translations: { namespace: `w-${expose}`, en: {}, 'zh-CN': {} },
  });
  return {
    load: jest.fn(),
    reset: jest.fn(async () => undefined),
    preload: jest.fn(),
    widgetContracts: testWidgetContracts,
    loadExpose: jest.fn(async (name: RemoteName, expose: string) => {
      if (dead.includes(name)) throw new Error('ScriptExternalLoadError');
      return widget(name, expose.replace('./', ''));
    }),
  };
}

function asAgent(template: 'default' | 'demo' | 'epic' | null) {
  useSiteStore.setState({
    status: 'ready',
    mode: 'agent',
    agent: { ...lily, storeInfo: template ? { template, timestamp: 1 } : null },
  });
}

beforeEach(() => {
  resetStores();
  useHomeTemplateStore.setState({ template: null, timestamp: null });
  installFetchRoutes({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const render = (source: RemoteSource, locale: 'en' | 'zh-CN' = 'en') =>
  renderShell(<HomePage source={source} />, { locale, translations: [federationTranslations] });

test('default template: featured listings and blog widgets, share bar, sidebar with registration', async () => {
  asAgent('default');
  const source = widgetSource();
  render(source);
  expect(await screen.findByRole('region', { name: 'remote_listings/featured-listings' })).toBeVisible();
  expect(await screen.findByRole('region', { name: 'remote_content/blog-section' })).toBeVisible();
  expect(source.loadExpose.mock.calls.map((c) => c.join('/')).sort()).toEqual([
    'remote_content/./blog-section',
    'remote_listings/./featured-listings',
  ]);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to');
});

test('an absent store info gives the default template', async () => {
  asAgent(null);
  render(widgetSource());
  expect(await screen.findByRole('region', { name: 'remote_content/blog-section' })).toBeVisible();
});

test('a dead listings remote removes only its widget: fallback with Retry, the rest works', async () => {
  asAgent('default');
  render(widgetSource(['remote_listings']));
  expect(await screen.findByText('This section is unavailable right now.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(await screen.findByRole('region', { name: 'remote_content/blog-section' })).toBeVisible();
});

test('epic template: cards, explorer of 10, latest news widget, app CTA; title is the company name', async () => {
  asAgent('epic');
  render(widgetSource());
  expect(await screen.findByRole('region', { name: 'remote_content/latest-news' })).toBeVisible();
  expect(within(screen.getByRole('list', { name: 'What we offer' })).getAllByRole('listitem')).toHaveLength(
    3,
  );
  expect(within(screen.getByRole('region', { name: 'Agents' })).getAllByRole('listitem')).toHaveLength(10);
  expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/download-app');
  expect(document.title).toBe('Hearth');
});

test('the promo video opens in a dialog and closes on Escape, focus back on its button', async () => {
  asAgent('epic');
  render(widgetSource());
  const play = await screen.findByRole('button', { name: 'Play the video' });
  await userEvent.click(play);
  const dialog = screen.getByRole('dialog', { name: 'Company video' });
  expect(dialog.querySelector('video')).toHaveAttribute('width', '960');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(play).toHaveFocus();
});

test('demo template: a labelled sample page with the counter, no remote loaded', async () => {
  asAgent('demo');
  const source = widgetSource();
  render(source, 'zh-CN');
  expect(await screen.findByRole('heading', { level: 1, name: '示例首页' })).toBeVisible();
  expect(screen.getByRole('note')).toHaveTextContent('示例页面');
  await userEvent.click(screen.getByRole('button', { name: '加一' }));
  expect(screen.getByText('已点击 1 次')).toBeVisible();
  expect(source.loadExpose).not.toHaveBeenCalled();
});

test('the setter replaces the template and refreshes the timestamp; the toggle flips default and epic', async () => {
  asAgent('default');
  render(widgetSource());
  expect(await screen.findByRole('region', { name: 'remote_content/blog-section' })).toBeVisible();
  act(() => useHomeTemplateStore.getState().toggle());
  expect(await screen.findByRole('region', { name: 'remote_content/latest-news' })).toBeVisible();
  expect(useHomeTemplateStore.getState()).toMatchObject({ template: 'epic' });
  expect(useHomeTemplateStore.getState().timestamp).toBeGreaterThan(1);
  act(() => useHomeTemplateStore.getState().toggle());
  expect(useHomeTemplateStore.getState().template).toBe('default');
});

test('www mode: the home search-bar widget and the latest news', async () => {
  useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
  const source = widgetSource();
  render(source);
  expect(await screen.findByRole('region', { name: 'remote_listings/home-search-bar' })).toBeVisible();
  expect(await screen.findByRole('region', { name: 'remote_content/latest-news' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Buyers Guide' })).toHaveAttribute('href', '/buyer-guide');
});

test('the templates link to the remotes through remotes.json; an unbound page shows as text (ADR 0029)', async () => {
  asAgent('epic');
  render(widgetSource());
  const cards = within(await screen.findByRole('list', { name: 'What we offer' }));
  expect(cards.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
    '/listings',
    '/seller-guide',
    '/home-services',
  ]);
  act(() => bindRoutes({ remote_listings: { listings: '/listings' } }));
  expect(cards.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/listings']);
  expect(screen.queryByRole('link', { name: 'Download the app' })).not.toBeInTheDocument();
  expect(screen.getByText('Download the app')).toBeVisible();
});

test.each<[HomeVariant, string[]]>([
  ['default', ['remote_listings/./featured-listings']],
  ['epic', []],
  ['demo', []],
  ['www', ['remote_listings/./home-search-bar']],
])(
  '%s: it loads the widgets it places (TEMPLATE_WIDGETS); those primary on it by contract preload and hold the page',
  async (variant, primary) => {
    if (variant === 'www') useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    else asAgent(variant);
    const source = widgetSource();
    await loadTemplateWidgets(variant, source);
    // As the bootstrap does before hydrating a server-rendered home (takeServerPlan): its primary widgets are held.
    for (const id of primaryWidgets(variant, source)) holdPrimaryContent(id);
    render(source);
    const placed = TEMPLATE_WIDGETS[variant].map((id) => id.replace('/', '/./')).sort();
    const calls = (mock: jest.Mock) => mock.mock.calls.map((c) => c.join('/')).sort();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect([...new Set(calls(source.loadExpose))]).toEqual(placed));
    expect(calls(source.preload)).toEqual(primary);
    // They are the page's primary content: each slot releases the hold (or it would last 3 s).
    const released = jest.fn();
    void afterPrimaryContent().then(released);
    await waitFor(() => expect(released).toHaveBeenCalled());
  },
);
