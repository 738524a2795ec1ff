import { waitFor } from '@testing-library/react';
import { CONTRACT_MAJOR, initI18n, SHARED_VERSION } from '@hearth/shared';
import { createTestQueryClient, makeTestAgent } from '@hearth/shared/testing';
import type { RemoteSource } from '../../federation/remote-source';
import { testWidgetContracts } from '../../lib/testing/widget-contracts';
import { homeVariantOf, loadHome, loadedTemplate, preloadTemplateWidgets } from './home-templates';

const prefetch = jest.fn();
const featuredListings = {
  contractMajor: CONTRACT_MAJOR,
  sharedVersion: SHARED_VERSION,
  name: 'remote_listings',
  widget: 'featured-listings',
  Widget: () => null,
  prefetch,
  translations: { namespace: 'featured-test', en: {}, 'zh-CN': {} },
};

function source(): RemoteSource & { preload: jest.Mock; loadExpose: jest.Mock } {
  return {
    load: jest.fn(),
    loadExpose: jest.fn(async () => featuredListings),
    reset: jest.fn(),
    preload: jest.fn(),
    widgetContracts: testWidgetContracts,
  };
}

const queryClient = createTestQueryClient();
beforeAll(() => initI18n('en'));

describe("a home's template and widgets", () => {
  it('loadHome: the template’s chunk and its widgets’ contracts', async () => {
    await loadHome('default', source());
    expect(loadedTemplate('default')).toBeDefined();
  });

  it('preloadTemplateWidgets: the widgets its contracts make primary start, with their data', async () => {
    const home = source();
    await preloadTemplateWidgets('default', home, queryClient);
    expect(home.preload).toHaveBeenCalledWith('remote_listings', './featured-listings');
    expect(home.preload).toHaveBeenCalledTimes(1);
    expect(home.loadExpose).toHaveBeenCalledWith('remote_listings', './featured-listings');
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith({ props: {}, queryClient }));
    // The epic template's latest news is below the fold (deferUntilVisible): nothing starts with the template.
    const epic = source();
    await preloadTemplateWidgets('epic', epic, queryClient);
    expect(epic.preload).not.toHaveBeenCalled();
    expect(epic.loadExpose).not.toHaveBeenCalled();
  });

  it("homeVariantOf: www's, the store info's template, default when it names none, none unresolved", () => {
    expect(homeVariantOf({ mode: 'www', agent: null })).toBe('www');
    expect(homeVariantOf({ mode: 'agent', agent: { ...makeTestAgent(), storeInfo: null } })).toBe('default');
    const epic = { ...makeTestAgent(), storeInfo: { template: 'epic' as const, timestamp: 1 } };
    expect(homeVariantOf({ mode: 'agent', agent: epic })).toBe('epic');
    expect(homeVariantOf({ mode: null, agent: null })).toBeNull();
  });
});
