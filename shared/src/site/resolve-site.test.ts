import { setRuntimeConfig } from '@hearth/shared';
import { installFetchRoutes } from '../testing/fetch-routes';
import { makeTestConfig } from '../testing/test-config';
import { loadSite } from './resolve-site';

describe('loadSite with minimal answers', () => {
  let restore = () => {};
  beforeEach(() => setRuntimeConfig(makeTestConfig()));
  afterEach(() => restore());

  it('a profile with only cims_uid and a spec-only user info give a usable agent', async () => {
    const routes = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => ({ body: { code: 200, data: { cims_uid: '51003' } } }),
      'GET cmis /ur/info': () => ({
        body: { code: 200, data: { agentName: 'Mia Lin', userId: '1003', yonghuId: 81003 } },
      }),
    });
    restore = routes.restore;
    const site = await loadSite({ kind: 'agent', uri: 'mia.localhost' });
    expect(routes.requests[1]?.url.searchParams.get('userId')).toBe('51003');
    expect(site.mode).toBe('agent');
    expect(site.agent).toMatchObject({
      agentName: 'Mia Lin',
      cims_uid: '51003',
      userId: '1003',
      yonghuId: '81003',
      website_status: null,
      agentImageUrl: null,
      storeInfo: null,
    });
  });

  it('fills userId / yonghuId from the profile when the user info lacks them', async () => {
    restore = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => ({
        body: { code: 200, data: { cims_uid: 51001, userId: 1001, yonghuId: 81001, website_status: true } },
      }),
      'GET cmis /ur/info': () => ({ body: { code: 200, data: { agentName: 'Lily Chen' } } }),
    }).restore;
    const site = await loadSite({ kind: 'agent', uri: 'lily.localhost' });
    expect(site.agent).toMatchObject({
      cims_uid: '51001',
      userId: '1001',
      yonghuId: '81001',
      website_status: true,
    });
  });

  it('website_status false in either answer → inactive', async () => {
    restore = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => ({ body: { code: 200, data: { cims_uid: 1 } } }),
      'GET cmis /ur/info': () => ({ body: { code: 200, data: { website_status: 'false' } } }),
    }).restore;
    expect((await loadSite({ kind: 'agent', uri: 'oscar' })).mode).toBe('inactive');
    restore();
    restore = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => ({
        body: { code: 200, data: { cims_uid: 1, website_status: 0 } },
      }),
    }).restore;
    expect(await loadSite({ kind: 'agent', uri: 'oscar' })).toEqual({ mode: 'inactive', agent: null });
  });
});
