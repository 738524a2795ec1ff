import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, nativeBridge, useNativeContextStore, useSiteStore } from '@hearth/shared';
import { installFetchRoutes, makeTestAgent, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';
import { buildValuationLead } from '../api/request-valuation';

jest.setTimeout(20_000);

const SUGGEST = 'GET analysisService /google/autocomplete';
const LOGIN = 'POST cmis /login/uid';
const LEAD = 'POST leadCreation /create';
const PAGE = '/hybrid/house/evaluate/price?ltype=1';

const render = (locale: 'en' | 'zh-CN' = 'en') =>
  renderRemoteRoute(remote, PAGE, { locale, translations: translationBundles });

describe('ValuationPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => {
    useSiteStore.setState({ status: 'ready', mode: 'agent', agent: makeTestAgent() });
    useNativeContextStore.setState({ fjjUserId: null });
  });
  afterEach(() => routes.restore());

  it('suggests addresses after a pause, navigable by keyboard, hidden by an outside click and by clearing', async () => {
    routes = installFetchRoutes({
      [SUGGEST]: (r) => ({
        body: {
          code: 200,
          data: {
            predictions: [
              { description: `${r.url.searchParams.get('searchtext')} St W, Toronto` },
              { description: 'King St E, Toronto' },
            ],
          },
        },
      }),
    });
    await render();
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('combobox', { name: 'Address' });
    await user.type(box, 'King');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(routes.requests.map((r) => r.url.searchParams.get('searchtext'))).toEqual(['King']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'King St E, Toronto' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('King St E, Toronto');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, ' 1');
    expect(await screen.findByRole('listbox')).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, '2');
    expect(await screen.findByRole('listbox')).toBeVisible();
    await user.clear(box);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('empty address, then no app user (native registration)', async () => {
    routes = installFetchRoutes({});
    const goRegister = jest.spyOn(nativeBridge, 'goRegister').mockImplementation(() => 'web');
    await render();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Address Is Empty');
    expect(goRegister).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox'), '1 King St W');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No User Info Found, Please Sign In First');
    expect(goRegister).toHaveBeenCalledTimes(1);
    expect(routes.requests.filter((r) => r.method === 'POST')).toEqual([]);
    goRegister.mockRestore();
  });

  it('sends one lead with the user from login/uid, then the success page', async () => {
    useNativeContextStore.setState({ fjjUserId: '20001' });
    const toasts: unknown[] = [];
    const onToast = (t: unknown) => toasts.push(t);
    bus.on('toast', onToast);
    routes = installFetchRoutes({
      [LOGIN]: () => ({ body: { code: 200, data: { uName: 'Ann Lee', uEmail: 'ann@example.com' } } }),
      [LEAD]: () => ({ body: { code: 200, data: { id: 1 } } }),
    });
    await render();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox'), '1 King St W');
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hybrid/success'));
    expect(
      new URL(screen.getByTestId('location').textContent ?? '', 'http://x').searchParams.get('text'),
    ).toBe('We have get your apply, Our agent will connect your at once');
    const posts = routes.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url.pathname)).toEqual(['/login/uid', '/create']);
    expect(JSON.parse(posts[0]!.body ?? '')).toEqual({ uid: '20001', ltype: 1 });
    expect(JSON.parse(posts[1]!.body ?? '')).toEqual({
      leadName: 'Home Valuation',
      clientName: 'Ann Lee',
      email: 'ann@example.com',
      phone: '',
      registerAccount: false,
      channel: 'Agent Website',
      agentRefer: '1001',
      yonghuId: 81001,
      clientMsg: 'Home valuation request: 1 King St W',
    });
    expect(toasts).toEqual([{ kind: 'success', title: 'Request Sent, Thank you' }]);
    bus.off('toast', onToast);
  });

  it('a user unknown to login/uid is treated as no user; the lead payload in Chinese', async () => {
    useNativeContextStore.setState({ fjjUserId: '99999' });
    const goRegister = jest.spyOn(nativeBridge, 'goRegister').mockImplementation(() => 'web');
    routes = installFetchRoutes({ [LOGIN]: () => ({ body: { code: 404, msg: 'no user' } }) });
    await render('zh-CN');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox', { name: '地址' }), '1 King St W');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到用户信息，请先登录');
    expect(goRegister).toHaveBeenCalledTimes(1);
    goRegister.mockRestore();
    expect(buildValuationLead(' Main St ', { uName: 'A', uEmail: null }, null, 'zh-CN')).toMatchObject({
      channel: '经纪人网站',
      email: '',
      agentRefer: null,
      yonghuId: null,
      clientMsg: 'Home valuation request: Main St',
    });
  });
});
