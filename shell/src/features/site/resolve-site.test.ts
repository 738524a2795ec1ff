import { installFetchRoutes, makeTestConfig } from '@hearth/shared/testing';
import { setRuntimeConfig, useSiteStore } from '@hearth/shared';
import { lily, resetStores } from '../../lib/testing/fixtures';
import {
  WWW_DEBUG_STORAGE_KEY,
  isUnknownAgentError,
  loadSite,
  resolveSiteIntoStore,
  resolveSiteTarget,
} from './resolve-site';

const config = makeTestConfig();
const noStorage = { getItem: () => null };
const profile = (overrides: Record<string, unknown> = {}) => ({
  code: 200,
  data: {
    cims_uid: 51001,
    username: 'lily',
    userId: 1001,
    yonghuId: 81001,
    website_status: true,
    ...overrides,
  },
});

describe('resolveSiteTarget', () => {
  it('is www on a configured www host', () => {
    expect(
      resolveSiteTarget({ hostname: 'www.localhost', search: '' }, config, { storage: noStorage }),
    ).toEqual({ kind: 'www' });
  });

  it('honours the ?www=1 and localStorage debug flags outside production only', () => {
    const here = { hostname: 'lily.localhost', search: '?www=1' };
    expect(resolveSiteTarget(here, config, { production: false, storage: noStorage })).toEqual({
      kind: 'www',
    });
    expect(resolveSiteTarget(here, config, { production: true, storage: noStorage })).toEqual({
      kind: 'agent',
      uri: 'lily.localhost',
    });
    const storage = { getItem: (key: string) => (key === WWW_DEBUG_STORAGE_KEY ? '1' : null) };
    expect(
      resolveSiteTarget({ hostname: 'lily.localhost', search: '' }, config, { production: false, storage }),
    ).toEqual({ kind: 'www' });
    expect(
      resolveSiteTarget({ hostname: 'lily.localhost', search: '' }, config, { production: true, storage }),
    ).toEqual({
      kind: 'agent',
      uri: 'lily.localhost',
    });
  });

  it('prefers ?agentUrl=, then the test host on localhost / 127.0.0.1, then the host name', () => {
    expect(
      resolveSiteTarget({ hostname: 'localhost', search: '?agentUrl=oscar.localhost' }, config, {
        storage: noStorage,
      }),
    ).toEqual({
      kind: 'agent',
      uri: 'oscar.localhost',
    });
    expect(resolveSiteTarget({ hostname: 'localhost', search: '' }, config, { storage: noStorage })).toEqual({
      kind: 'agent',
      uri: 'lily.localhost',
    });
    expect(resolveSiteTarget({ hostname: '127.0.0.1', search: '' }, config, { storage: noStorage })).toEqual({
      kind: 'agent',
      uri: 'lily.localhost',
    });
    expect(
      resolveSiteTarget({ hostname: 'Oscar.Localhost', search: '' }, config, { storage: noStorage }),
    ).toEqual({ kind: 'agent', uri: 'oscar.localhost' });
  });
});

describe('loadSite / resolveSiteIntoStore', () => {
  let restore = () => {};
  beforeEach(() => {
    setRuntimeConfig(config);
    resetStores();
  });
  afterEach(() => restore());

  it('loads an active agent: profile by blog uri, then user info by cims_uid without avatar', async () => {
    const routes = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => ({ body: profile() }),
      'GET cmis /ur/info': () => ({ body: { code: 200, data: lily } }),
    });
    restore = routes.restore;
    await resolveSiteIntoStore({ hostname: 'lily.localhost', search: '' }, config);
    expect(routes.requests[0]?.url.searchParams.get('agentBlogUri')).toBe('lily.localhost');
    const info = routes.requests[1]?.url.searchParams;
    expect(Object.fromEntries(info ?? [])).toEqual({ userId: '51001', ltype: '1', isLoadAvatar: 'false' });
    expect(useSiteStore.getState()).toMatchObject({
      status: 'ready',
      mode: 'agent',
      agent: { agentName: 'Lily Chen' },
    });
  });

  it('resolves www without any request', async () => {
    const routes = installFetchRoutes({});
    restore = routes.restore;
    await resolveSiteIntoStore({ hostname: 'www.localhost', search: '' }, config);
    expect(routes.requests).toHaveLength(0);
    expect(useSiteStore.getState()).toMatchObject({ status: 'ready', mode: 'www', agent: null });
  });

  it('marks an agent with website_status false as inactive', async () => {
    const routes = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => ({
        body: profile({ username: 'oscar', website_status: false }),
      }),
    });
    restore = routes.restore;
    await expect(loadSite({ kind: 'agent', uri: 'oscar.localhost' })).resolves.toEqual({
      mode: 'inactive',
      agent: null,
    });
  });

  it('reports an unknown agent as a business error (→ 404 page)', async () => {
    restore = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => ({ body: { code: 404, msg: 'no such agent' } }),
    }).restore;
    await resolveSiteIntoStore({ hostname: 'nobody.localhost', search: '' }, config);
    const state = useSiteStore.getState();
    expect(state.status).toBe('error');
    expect(isUnknownAgentError(state.error)).toBe(true);
  });

  it('reports network failures as errors that are not "unknown agent"', async () => {
    restore = installFetchRoutes({}).restore;
    await resolveSiteIntoStore({ hostname: 'lily.localhost', search: '' }, config);
    const state = useSiteStore.getState();
    expect(state.status).toBe('error');
    expect(state.error).toMatchObject({ kind: 'network' });
    expect(isUnknownAgentError(state.error)).toBe(false);
  });
});
