import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRoutes } from '@hearth/shared/testing';
import { useSiteStore } from '@hearth/shared';
import { lily, renderShell, resetStores } from '../../lib/testing/fixtures';
import { SiteGate } from './site-gate';

// jsdom runs on http://localhost/ → the config test host (lily.localhost) is resolved.
const profile = (website_status: boolean) => ({
  body: {
    code: 200,
    data: { cims_uid: 51001, username: 'lily', userId: 1001, yonghuId: 81001, website_status },
  },
});

describe('SiteGate', () => {
  let restore = () => {};
  beforeEach(resetStores);
  afterEach(() => restore());

  it('shows a spinner, then the page once the agent is loaded', async () => {
    restore = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => profile(true),
      'GET cmis /ur/info': () => ({ body: { code: 200, data: lily } }),
    }).restore;
    await renderShell(
      <SiteGate>
        <p>Agent page</p>
      </SiteGate>,
      { route: '/' },
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Agent page')).toBeInTheDocument();
    expect(useSiteStore.getState()).toMatchObject({ mode: 'agent', agent: { agentName: 'Lily Chen' } });
  });

  it('shows the inactive 404 variant on every public page of an inactive website', async () => {
    restore = installFetchRoutes({ 'GET cmis /bimsUser/getAgentProfile': () => profile(false) }).restore;
    await renderShell(
      <SiteGate>
        <p>Agent page</p>
      </SiteGate>,
      { route: '/blogs' },
    );
    expect(await screen.findByText('Agent website is inactive now.')).toBeInTheDocument();
    expect(screen.queryByText('Agent page')).not.toBeInTheDocument();
  });

  it('shows the normal 404 page for an unknown agent', async () => {
    restore = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => ({ body: { code: 404, msg: 'unknown' } }),
    }).restore;
    await renderShell(
      <SiteGate>
        <p>Agent page</p>
      </SiteGate>,
    );
    expect(await screen.findByText('We were unable to find that page.')).toBeInTheDocument();
  });

  it('shows an error with Retry on network failure, and recovers', async () => {
    let fail = true;
    restore = installFetchRoutes({
      'GET cmis /bimsUser/getAgentProfile': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return profile(true);
      },
      'GET cmis /ur/info': () => ({ body: { code: 200, data: lily } }),
    }).restore;
    await renderShell(
      <SiteGate>
        <p>Agent page</p>
      </SiteGate>,
    );
    expect(await screen.findByText('We could not load this website')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Agent page')).toBeInTheDocument();
  });

  it('never blocks hybrid pages: they render while the resolution runs', async () => {
    const routes = installFetchRoutes({ 'GET cmis /bimsUser/getAgentProfile': () => new Promise(() => {}) });
    restore = routes.restore;
    await renderShell(
      <SiteGate>
        <p>Hybrid page</p>
      </SiteGate>,
      { route: '/hybrid/coupon/1' },
    );
    expect(screen.getByText('Hybrid page')).toBeInTheDocument();
    await waitFor(() => expect(routes.requests[0]?.url.pathname).toBe('/bimsUser/getAgentProfile'));
    expect(useSiteStore.getState().status).toBe('resolving');
  });
});
