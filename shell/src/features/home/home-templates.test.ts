import { waitFor } from '@testing-library/react';
import { makeTestAgent } from '@hearth/shared/testing';
import type { RemoteSource } from '../../federation/remote-source';
import { loadedTemplate, preloadAgentHome } from './home-templates';

function source(): RemoteSource & { preload: jest.Mock } {
  return {
    load: jest.fn(),
    loadExpose: jest.fn(),
    reset: jest.fn(),
    preload: jest.fn(),
  };
}

describe('preloadAgentHome (the bootstrap, on /, once the site is resolved)', () => {
  it('loads the store info’s template with its above-the-fold widgets; default when there is none', async () => {
    const withDefault = source();
    preloadAgentHome({ mode: 'agent', agent: { ...makeTestAgent(), storeInfo: null } }, withDefault);
    expect(withDefault.preload).toHaveBeenCalledWith('remote_listings', './featured-listings');
    await waitFor(() => expect(loadedTemplate('default')).toBeDefined());
    const epic = source();
    preloadAgentHome(
      { mode: 'agent', agent: { ...makeTestAgent(), storeInfo: { template: 'epic', timestamp: 1 } } },
      epic,
    );
    expect(epic.preload).not.toHaveBeenCalled();
    await waitFor(() => expect(loadedTemplate('epic')).toBeDefined());
  });

  it('does nothing for www or an unresolved site', () => {
    const none = source();
    preloadAgentHome({ mode: 'www', agent: null }, none);
    preloadAgentHome({ mode: null, agent: null }, none);
    expect(none.preload).not.toHaveBeenCalled();
    expect(loadedTemplate('demo')).toBeUndefined();
  });
});
