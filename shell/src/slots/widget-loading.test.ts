import type { QueryClient } from '@tanstack/react-query';
import { CONTRACT_MAJOR, SHARED_VERSION, initI18n } from '@hearth/shared';
import { createTestQueryClient } from '@hearth/shared/testing';
import type { RemoteSource } from '../federation/remote-source';
import { cachedModule } from './module-cache';
import { loadWidget, takeServerWidgets } from './widget-loading';

function widgetModule(prefetch?: (ctx: { queryClient: QueryClient }) => Promise<void>) {
  return {
    contractMajor: CONTRACT_MAJOR,
    sharedVersion: SHARED_VERSION,
    name: 'remote_listings',
    widget: 'featured-listings',
    Widget: () => null,
    translations: { namespace: 'widget-loading-test', en: {}, 'zh-CN': {} },
    buildId: 'l1',
    sharedInstanceId: 'shared-test',
    ...(prefetch ? { prefetch } : {}),
  };
}

function sourceOf(loadExpose: RemoteSource['loadExpose']): RemoteSource {
  return { load: jest.fn(), loadExpose, reset: jest.fn(async () => undefined) };
}

/** A prefetch that answers after a macrotask, like a request. */
const slowPrefetch = async ({ queryClient }: { queryClient: QueryClient }) => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  queryClient.setQueryData(['featured'], ['25 Hollywood Ave']);
};

beforeAll(() => initI18n('en'));
afterEach(() => jest.restoreAllMocks());

describe('loadWidget (the server renders a widget with its data)', () => {
  it('resolves once the prefetch has put the data in the cache, without remembering the module', async () => {
    const source = sourceOf(jest.fn(async () => widgetModule(slowPrefetch)));
    const client = createTestQueryClient();
    const module = await loadWidget('remote_listings/featured-listings', {}, source, client, false);
    expect(module.widget).toBe('featured-listings');
    expect(client.getQueryData(['featured'])).toEqual(['25 Hollywood Ave']);
    expect(cachedModule(source, 'remote_listings/featured-listings')).toBeUndefined();
  });

  it('rejects when the expose does not meet the contract', async () => {
    const source = sourceOf(jest.fn(async () => ({ ...widgetModule(), contractMajor: CONTRACT_MAJOR + 1 })));
    await expect(
      loadWidget('remote_listings/featured-listings', {}, source, createTestQueryClient()),
    ).rejects.toThrow(/contract/);
  });
});

describe('takeServerWidgets (the browser takes over what the server rendered)', () => {
  it("loads and remembers each widget for its slot, without its prefetch (the data is the server plan's)", async () => {
    const prefetch = jest.fn(slowPrefetch);
    const loadExpose = jest.fn(async () => widgetModule(prefetch));
    const source = sourceOf(loadExpose);
    expect(await takeServerWidgets(['remote_listings/featured-listings'], source, 1000)).toBe(true);
    expect(loadExpose).toHaveBeenCalledWith('remote_listings', './featured-listings');
    expect(cachedModule(source, 'remote_listings/featured-listings')).toMatchObject({ buildId: 'l1' });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('is false when a widget cannot be loaded, or not in time: the page is rendered afresh', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = sourceOf(jest.fn(() => Promise.reject(new Error('ScriptExternalLoadError'))));
    const ids = ['remote_listings/featured-listings'] as const;
    expect(await takeServerWidgets(ids, down, 1000)).toBe(false);
    const hung = sourceOf(jest.fn(() => new Promise<never>(() => undefined)));
    expect(await takeServerWidgets(ids, hung, 20)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
