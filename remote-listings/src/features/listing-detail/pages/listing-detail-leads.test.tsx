import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useSiteStore, type ToastEvent } from '@hearth/shared';
import { installFetchRoutes, makeTestAgent, makeTestConfig, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

// Long user flows on a shared CI machine: more than jest's default 5 s per test.
jest.setTimeout(20_000);

const DETAIL = 'GET cmis /mh/queryHouByid';
const LEAD = 'POST leadCreation /create';
const AGENTS = 'GET houseRecommend /getAgentInfosByHouseId';
const detail = {
  code: 200,
  data: {
    mlsNumber: 'C4200001',
    fullAddress: '25 Hollywood Ave, Toronto',
    price: 1899000,
    listingType: 'Sale',
  },
};
const withRecommend = makeTestConfig();
// The house recommend host is optional in the runtime config: without it the cmis host serves the call.
const config = { ...withRecommend, hosts: { ...withRecommend.hosts, houseRecommend: undefined } };

function renderPage(locale: 'en' | 'zh-CN' = 'en') {
  return renderRemoteRoute(remote, '/listing/treb-C4200001', {
    locale,
    translations: translationBundles,
    config: withRecommend,
  });
}

describe('showing-book panel (agent site)', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  const toasts: ToastEvent[] = [];
  const spinner: string[] = [];
  const onToast = (t: ToastEvent) => toasts.push(t);
  const onStart = () => spinner.push('start');
  const onEnd = () => spinner.push('end');
  beforeEach(() => {
    toasts.length = 0;
    spinner.length = 0;
    bus.on('toast', onToast);
    bus.on('fetch:start', onStart);
    bus.on('fetch:end', onEnd);
    useSiteStore.setState({ status: 'ready', mode: 'agent', agent: makeTestAgent() });
  });
  afterEach(() => {
    bus.off('toast', onToast);
    bus.off('fetch:start', onStart);
    bus.off('fetch:end', onEnd);
    routes.restore();
  });

  it('validates in order keeping the values, then sends one lead in E.164 and closes with the notice', async () => {
    let answer: (() => void) | undefined;
    routes = installFetchRoutes({
      [DETAIL]: () => ({ body: detail }),
      [LEAD]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { code: 200, data: { id: 7 } } });
        }),
    });
    await renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Book an Appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a Showing' });
    expect(await within(dialog).findByText('Phone Number is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Region code' })).toHaveDisplayValue('+1');
    expect(within(dialog).getByRole('combobox', { name: 'Time' })).toHaveDisplayValue('Morning');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    spinner.length = 0; // the page's own first load drove the spinner too
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('name cannot be empty');
    await user.type(within(dialog).getByLabelText('Name'), 'Ann Lee');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('date cannot be empty');
    await user.click(within(dialog).getByRole('button', { name: 'Tomorrow' }));
    const tomorrow = (within(dialog).getByLabelText('Date') as HTMLInputElement).value;
    expect(tomorrow).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.type(within(dialog).getByLabelText('Phone'), '416-555');
    await user.type(within(dialog).getByLabelText('Email'), 'ann@example.ca');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('phone format incorrect');
    expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ann Lee');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '416 555 0123');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('remark cannot be empty');
    await user.type(within(dialog).getByLabelText('Notes'), 'Afternoon works');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time' }), 'afternoon');
    await user.dblClick(submit);
    await waitFor(() => expect(answer).toBeDefined());
    expect(spinner).toEqual(['start']);
    answer!();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const leads = routes.requests.filter((r) => r.method === 'POST');
    expect(leads).toHaveLength(1);
    expect(JSON.parse(leads[0]!.body ?? '')).toEqual({
      leadName: 'Showing Request',
      clientName: 'Ann Lee',
      email: 'ann@example.ca',
      phone: '+14165550123',
      registerAccount: false,
      channel: 'Agent Website',
      agentRefer: '1001',
      yonghuId: 81001,
      clientMsg: `Showing request: MLS C4200001, 25 Hollywood Ave, Toronto. Date: ${tomorrow} (afternoon). Notes: Afternoon works`,
    });
    expect(spinner).toEqual(['start', 'end']);
    expect(toasts).toEqual([
      { kind: 'success', title: 'Appointment Done', message: 'The agent will be contacting you soon.' },
    ]);
    // Reopened: empty again.
    await user.click(screen.getByRole('button', { name: 'Book an Appointment' }));
    expect(await within(screen.getByRole('dialog')).findByLabelText('Name')).toHaveValue('');
  });

  it('keeps the values and says why when the lead fails', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () => ({ body: detail }),
      [LEAD]: () => ({ status: 400, body: { code: 400, msg: 'bad' } }),
    });
    await renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Book an Appointment' }));
    const dialog = screen.getByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Name'), 'Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    await user.type(within(dialog).getByLabelText('Phone'), '4165550123');
    await user.type(within(dialog).getByLabelText('Email'), 'ann@example.ca');
    await user.type(within(dialog).getByLabelText('Notes'), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(/Sending failed; your entries are kept\./)).toBeVisible();
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Hi');
    expect(toasts).toEqual([]);
  });

  it('is hidden when the agent phone is the default company number', async () => {
    useSiteStore.setState({
      agent: makeTestAgent({ agentMobile: null, agentPhone: config.defaultCompanyPhone }),
    });
    routes = installFetchRoutes({ [DETAIL]: () => ({ body: detail }) });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: '25 Hollywood Ave, Toronto' });
    expect(screen.queryByRole('button', { name: 'Book an Appointment' })).not.toBeInTheDocument();
  });
});

describe('world-wide contact-agent panel (www)', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'www', agent: null }));
  afterEach(() => routes.restore());

  it('lists the listing agents with a guarded website link, and closes', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () => ({ body: detail }),
      [AGENTS]: () => ({
        body: {
          code: 200,
          data: [
            {
              name: 'Grace Liu',
              titleName: 'Broker',
              companyName: 'Hearth',
              mobile: '4165550123',
              website: 'grace.test',
            },
            { name: 'Tom', website: 'javascript:alert(1)' },
          ],
        },
      }),
    });
    await renderPage();
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole('button', { name: 'Book an Appointment' })).not.toBeInTheDocument();
    const open = await screen.findByRole('button', { name: 'Contact Agent' });
    await user.click(open);
    const list = await screen.findByRole('list', { name: 'Agents of this listing' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /Grace Liu/ })).toHaveAttribute(
      'href',
      'https://grace.test/',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByText('Mobile: 4165550123')).toBeVisible();
    expect(
      routes.requests
        .find((r) => r.url.pathname === '/getAgentInfosByHouseId')
        ?.url.searchParams.get('houId'),
    ).toBe('treb-C4200001');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('list', { name: 'Agents of this listing' })).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Realtor logos' })).toBeVisible();
  });

  it('asks the cmis host when no house recommend host is configured', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () => ({ body: detail }),
      ['GET cmis /getAgentInfosByHouseId']: () => ({ body: { code: 200, data: [{ name: 'Ava Wong' }] } }),
    });
    await renderRemoteRoute(remote, '/listing/treb-C4200001', { translations: translationBundles, config });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Contact Agent' }));
    expect(await screen.findByText('Ava Wong')).toBeVisible();
  });

  it('without agents: the form, first error as a notice, then one lead, reset and closed (Chinese)', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () => ({ body: detail }),
      [AGENTS]: () => ({ body: { code: 200, data: [] } }),
      [LEAD]: () => ({ body: { code: 200, data: { id: 1 } } }),
    });
    await renderPage('zh-CN');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '联系经纪人' }));
    const form = await screen.findByRole('form', { name: '联系经纪人' });
    await user.type(within(form).getByLabelText('姓名'), '李安');
    await user.click(within(form).getByRole('button', { name: '联系经纪人' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('电话不能为空');
    await user.type(within(form).getByLabelText('电话'), '6475550100');
    await user.type(within(form).getByLabelText('邮箱'), 'an@example.com');
    await user.click(within(form).getByRole('button', { name: '联系经纪人' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const sent = routes.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body ?? ''));
    expect(sent).toEqual([
      expect.objectContaining({
        clientName: '李安',
        phone: '+16475550100',
        channel: '经纪人网站',
        yonghuId: null,
      }),
    ]);
  });
});
