import { waitFor } from '@testing-library/react';
import {
  CONTRACT_MAJOR,
  initI18n,
  primaryContentPending,
  releasePrimaryContent,
  SHARED_VERSION,
} from '@hearth/shared';
import { createTestQueryClient, makeTestAgent } from '@hearth/shared/testing';
import type { RemoteSource } from '../../federation/remote-source';
import { testWidgetContracts } from '../../lib/testing/widget-contracts';
import { loadedTemplate, loadTemplateWidgets, preloadAgentHome } from './home-templates';

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
// Each test starts with no hold left by another.
beforeEach(() =>
  ['home-default', 'home-epic', 'remote_listings/featured-listings'].forEach(releasePrimaryContent),
);

describe('preloadAgentHome (the bootstrap, on /, once the site is resolved)', () => {
  it('loads the store info’s template with the widgets its contracts make primary, and their data; default when there is none', async () => {
    const withDefault = source();
    preloadAgentHome(
      { mode: 'agent', agent: { ...makeTestAgent(), storeInfo: null } },
      withDefault,
      queryClient,
    );
    await waitFor(() =>
      expect(withDefault.preload).toHaveBeenCalledWith('remote_listings', './featured-listings'),
    );
    expect(withDefault.preload).toHaveBeenCalledTimes(1);
    expect(withDefault.loadExpose).toHaveBeenCalledWith('remote_listings', './featured-listings');
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith({ props: {}, queryClient }));
    await waitFor(() => expect(loadedTemplate('default')).toBeDefined());
    const epic = source();
    preloadAgentHome(
      { mode: 'agent', agent: { ...makeTestAgent(), storeInfo: { template: 'epic', timestamp: 1 } } },
      epic,
      queryClient,
    );
    await waitFor(() => expect(loadedTemplate('epic')).toBeDefined());
    // The latest news is below the fold (deferUntilVisible): nothing starts with the template.
    expect(epic.preload).not.toHaveBeenCalled();
    expect(epic.loadExpose).not.toHaveBeenCalled();
  });

  it("holds the page's secondary work at once, then for the template's primary widgets until their slots release it", async () => {
    const home = source();
    preloadAgentHome({ mode: 'agent', agent: { ...makeTestAgent(), storeInfo: null } }, home, queryClient);
    // Before the contracts are read (and so before the first render), the template holds it.
    expect(primaryContentPending()).toBe(true);
    await loadTemplateWidgets('default', home);
    expect(primaryContentPending()).toBe(true);
    releasePrimaryContent('remote_listings/featured-listings');
    await waitFor(() => expect(primaryContentPending()).toBe(false));
  });

  it('a template with no primary widget (epic) releases its hold once its contracts are read', async () => {
    preloadAgentHome(
      { mode: 'agent', agent: { ...makeTestAgent(), storeInfo: { template: 'epic', timestamp: 1 } } },
      source(),
      queryClient,
    );
    expect(primaryContentPending()).toBe(true);
    await waitFor(() => expect(primaryContentPending()).toBe(false));
  });

  it('does nothing for www or an unresolved site', () => {
    const none = source();
    preloadAgentHome({ mode: 'www', agent: null }, none, queryClient);
    preloadAgentHome({ mode: null, agent: null }, none, queryClient);
    expect(none.preload).not.toHaveBeenCalled();
    expect(none.loadExpose).not.toHaveBeenCalled();
    expect(loadedTemplate('demo')).toBeUndefined();
  });
});
