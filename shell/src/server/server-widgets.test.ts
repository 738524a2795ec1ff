import type { QueryClient } from '@tanstack/react-query';
import { CONTRACT_MAJOR, SHARED_VERSION, initI18n } from '@hearth/shared';
import { createTestQueryClient } from '@hearth/shared/testing';
import type { RemoteName } from '@hearth/shared';
import type { RemoteSource } from '../federation/remote-source';
import { cachedModule } from '../slots/module-cache';
import { loadWidgetContracts } from '../slots/widget-contracts';
import { TEMPLATE_WIDGETS } from '../features/home/template-widgets';
import { testWidgetContracts } from '../lib/testing/widget-contracts';
import { aboveTheFold, loadServerWidgets } from './server-widgets';

function widgetModule(name: string, widget: string) {
  return {
    contractMajor: CONTRACT_MAJOR,
    sharedVersion: SHARED_VERSION,
    name,
    widget,
    Widget: () => null,
    translations: { namespace: 'home-widgets-test', en: {}, 'zh-CN': {} },
    buildId: 'b1',
    sharedInstanceId: 'shared-test',
    prefetch: async ({ queryClient }: { queryClient: QueryClient }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      queryClient.setQueryData([widget], 'its data');
    },
  };
}

/** The server's remotes: each expose answered by `answer` (by default, at once). */
async function serverSource(answer?: (name: RemoteName, widget: string) => Promise<unknown>) {
  const loadExpose = jest.fn((name: RemoteName, expose: string) => {
    const widget = expose.slice(2);
    return answer ? answer(name, widget) : Promise.resolve(widgetModule(name, widget));
  });
  const source: RemoteSource = {
    load: jest.fn(),
    loadExpose,
    reset: jest.fn(async () => undefined),
    widgetContracts: testWidgetContracts,
  };
  await loadWidgetContracts(source, [...TEMPLATE_WIDGETS.default, ...TEMPLATE_WIDGETS.www]);
  return { source, loadExpose };
}

beforeAll(() => initI18n('en'));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("the home's widgets on the server", () => {
  it('are those each template places above the fold (not deferred until visible)', async () => {
    const { source } = await serverSource();
    expect(aboveTheFold('default', source)).toEqual(['remote_listings/featured-listings']);
    expect(aboveTheFold('www', source)).toEqual(['remote_listings/home-search-bar']);
    expect(aboveTheFold('epic', source)).toEqual([]);
  });

  it('load with their data and are remembered for their slots; the deferred ones are not loaded', async () => {
    const { source, loadExpose } = await serverSource();
    const client = createTestQueryClient();
    expect(await loadServerWidgets(aboveTheFold('default', source), source, client, 1000)).toEqual([
      'remote_listings/featured-listings',
    ]);
    expect(client.getQueryData(['featured-listings'])).toBe('its data');
    expect(cachedModule(source, 'remote_listings/featured-listings')).toMatchObject({ buildId: 'b1' });
    expect(loadExpose).toHaveBeenCalledTimes(1);
  });

  it('leave a widget whose remote is down, or that misses the budget, to the browser (not remembered)', async () => {
    const down = await serverSource(() => Promise.reject(new Error('ECONNREFUSED')));
    expect(
      await loadServerWidgets(
        ['remote_listings/home-search-bar'],
        down.source,
        createTestQueryClient(),
        1000,
      ),
    ).toEqual([]);
    expect(cachedModule(down.source, 'remote_listings/home-search-bar')).toBeUndefined();

    let land: (module: unknown) => void = () => undefined;
    const late = await serverSource(() => new Promise((resolve) => (land = resolve)));
    expect(
      await loadServerWidgets(['remote_listings/home-search-bar'], late.source, createTestQueryClient(), 20),
    ).toEqual([]);
    // Landing after the budget, it still does not show up in the page being rendered.
    land(widgetModule('remote_listings', 'home-search-bar'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cachedModule(late.source, 'remote_listings/home-search-bar')).toBeUndefined();
  });
});
