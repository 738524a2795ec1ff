import { waitFor } from '@testing-library/react';
import { getAgentProfile } from '../api/cmis/get-agent-profile';
import { getUserInfo } from '../api/cmis/get-user-info';
import { setRuntimeConfig } from '../config/config-store';
import { installFetchRoutes } from '../testing/fetch-routes';
import { makeTestConfig } from '../testing/test-config';
import { startEarlySiteRequests, type EarlySiteInput } from './early-site';

const PROFILE = 'GET cmis /bimsUser/getAgentProfile';
const INFO = 'GET cmis /ur/info';
const ok = (data: unknown) => ({ body: { code: 200, msg: 'success', data } });
const LILY = { hostname: 'lily.example.ca', search: '' };

function input(patch: Partial<EarlySiteInput> = {}): EarlySiteInput {
  return {
    location: LILY,
    config: makeTestConfig(),
    hybrid: false,
    locale: 'en',
    banner: false,
    production: true,
    ...patch,
  };
}

describe('the early site requests', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => {
    setRuntimeConfig(makeTestConfig());
    document.head.replaceChildren();
    routes = installFetchRoutes({
      [PROFILE]: () => ok({ cims_uid: 51001 }),
      [INFO]: () => ok({ agentName: 'Lily', agentBannerUrl: ' https://files.test/banner.jpg ' }),
    });
  });
  afterEach(() => routes.restore());

  /** An agent whose user info names the epic template. */
  const serveEpicHome = () => {
    routes.restore();
    routes = installFetchRoutes({
      [PROFILE]: () => ok({ cims_uid: 51001 }),
      [INFO]: () => ok({ storeInfo: { template: 'EPIC' } }),
    });
  };

  it('ask for the profile, then the user info; the API client takes both over (one request each)', async () => {
    startEarlySiteRequests(
      input({ location: { hostname: 'lily.example.ca', search: '?ltype=0' }, locale: 'zh-CN' }),
    );
    await waitFor(() => expect(routes.requests).toHaveLength(2));
    expect(routes.requests.map((r) => r.url.href)).toEqual([
      'http://cmis.test/bimsUser/getAgentProfile?agentBlogUri=lily.example.ca',
      'http://cmis.test/ur/info?userId=51001&ltype=1&isLoadAvatar=false',
    ]);
    // The bootstrap's resolution, as loadSite calls it: the same URLs, so no second request leaves.
    const profile = await getAgentProfile('lily.example.ca');
    const info = await getUserInfo(profile.cims_uid);
    expect(info.agentName).toBe('Lily');
    expect(routes.requests).toHaveLength(2);
    // Taken once: a later call (a Retry) asks again.
    await getAgentProfile('lily.example.ca');
    expect(routes.requests).toHaveLength(3);
  });

  it('resolve once the user info has left, or at once where none will (www, hybrid, no config, failed profile)', async () => {
    const sent = startEarlySiteRequests(input());
    await sent;
    expect(routes.requests.map((r) => r.url.pathname)).toEqual(['/bimsUser/getAgentProfile', '/ur/info']);
    await expect(startEarlySiteRequests(input({ hybrid: true }))).resolves.toBeUndefined();
    await expect(
      startEarlySiteRequests(input({ location: { hostname: 'www.localhost', search: '' } })),
    ).resolves.toBeUndefined();
    await expect(startEarlySiteRequests(input({ config: null }))).resolves.toBeUndefined();
    routes.restore();
    routes = installFetchRoutes({ [PROFILE]: () => ({ status: 503, body: {} }) });
    await expect(startEarlySiteRequests(input())).resolves.toBeUndefined();
    expect(routes.requests.map((r) => r.url.pathname)).toEqual(['/bimsUser/getAgentProfile']);
  });

  it('on the home, resolve once the user info’s answer has been handed to onHome', async () => {
    serveEpicHome();
    const seen: string[] = [];
    await startEarlySiteRequests(input({ onHome: (variant) => void seen.push(variant) }));
    expect(seen).toEqual(['epic']);
  });

  it('the resolution’s user-info request waits for the early one instead of racing it', async () => {
    startEarlySiteRequests(input());
    const profile = await getAgentProfile('lily.example.ca');
    await getUserInfo(profile.cims_uid);
    expect(routes.requests.filter((r) => r.url.pathname === '/ur/info')).toHaveLength(1);
  });

  it('the user info is asked with ltype=1 (spec §7) whatever the language; the home preloads the banner', async () => {
    startEarlySiteRequests(input({ banner: true }));
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    expect(routes.requests[1]?.url.searchParams.get('ltype')).toBe('1');
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.href).toBe('https://files.test/banner.jpg');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('a hybrid page asks only for the profile (its language comes from the app); www asks nothing', async () => {
    startEarlySiteRequests(input({ hybrid: true }));
    startEarlySiteRequests(input({ location: { hostname: 'www.localhost', search: '' } }));
    await getAgentProfile('lily.example.ca'); // takes the early answer over
    expect(routes.requests.map((r) => r.url.pathname)).toEqual(['/bimsUser/getAgentProfile']);
  });

  it('an inactive or unknown agent gets no user-info request; a config without a usable cmis host, nothing', async () => {
    routes.restore();
    routes = installFetchRoutes({
      // Another owner than the earlier tests': an early answer they left untaken is not this one.
      [PROFILE]: () => ok({ cims_uid: 51009, website_status: false }),
      [INFO]: () => ok({}),
    });
    startEarlySiteRequests(input());
    startEarlySiteRequests(input({ config: { hosts: { cmis: 'javascript:alert(1)' } } }));
    startEarlySiteRequests(input({ config: null }));
    const profile = await getAgentProfile('lily.example.ca');
    expect(profile.website_status).toBe(false);
    // The user-info hold is released without a request (none leaves early for an inactive agent).
    await getUserInfo(profile.cims_uid);
    expect(routes.requests.map((r) => r.url.pathname)).toEqual(['/bimsUser/getAgentProfile', '/ur/info']);
  });

  it('a failed early request is left to the API client, which sends its own', async () => {
    routes.restore();
    let calls = 0;
    routes = installFetchRoutes({
      [PROFILE]: () => (++calls === 1 ? { status: 503, body: {} } : ok({ cims_uid: 7 })),
    });
    startEarlySiteRequests(input({ hybrid: true }));
    await expect(getAgentProfile('lily.example.ca')).resolves.toMatchObject({ cims_uid: '7' });
    expect(calls).toBe(2);
  });

  it('on the home, tells what it shows: www at once, an agent’s store-info template once the user info answers', async () => {
    routes.restore();
    routes = installFetchRoutes({
      [PROFILE]: () => ok({ cims_uid: 51001 }),
      [INFO]: () => ok({ agentBannerUrl: 'https://files.test/b.jpg', storeInfo: { template: 'EPIC' } }),
    });
    const seen: string[] = [];
    const sites: unknown[] = [];
    const onHome = (variant: string, site?: unknown) => void (seen.push(variant), sites.push(site));
    startEarlySiteRequests(input({ location: { hostname: 'www.localhost', search: '' }, onHome }));
    expect(seen).toEqual(['www']);
    startEarlySiteRequests(input({ banner: true, onHome }));
    // The API client reads both answers first: the entry's readers still get theirs.
    const profile = await getAgentProfile('lily.example.ca');
    await getUserInfo(profile.cims_uid);
    await waitFor(() => expect(seen).toEqual(['www', 'epic']));
    // An agent's home gets what its widgets' declared GETs need: the owner, the language, the config's hosts.
    expect(sites).toEqual([
      undefined,
      { values: { owner: '51001', ltype: '1' }, hosts: makeTestConfig().hosts, timeoutMs: 15_000 },
    ]);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull();
  });

  it('the widgets’ declared GETs get the page’s language (the rule the bootstrap uses: given by the entry)', async () => {
    serveEpicHome();
    const sites: unknown[] = [];
    const onHome = (_variant: string, site?: unknown) => void sites.push(site);
    await startEarlySiteRequests(input({ locale: 'zh-CN', onHome }));
    expect(sites).toEqual([
      { values: { owner: '51001', ltype: '0' }, hosts: makeTestConfig().hosts, timeoutMs: 15_000 },
    ]);
    // The user info itself keeps the spec's fixed ltype=1.
    expect(routes.requests[1]?.url.searchParams.get('ltype')).toBe('1');
  });
});
