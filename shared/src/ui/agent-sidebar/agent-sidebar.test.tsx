import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRoutes, renderWithProviders, makeTestConfig, makeTestAgent } from '../../testing';
import type { SiteAgent } from '../../stores/site-store';
import { bus, holdPrimaryContent, releasePrimaryContent, useSiteStore } from '@hearth/shared';
import type { ToastEvent } from '../../events/event-map';
import { kitTranslations } from '../kit-i18n/kit-translations';
import { AgentSidebar } from './agent-sidebar';

const agent: SiteAgent = makeTestAgent();

const ok = () => ({ body: { code: 200, data: { id: 7 } } });

async function renderSidebar(locale: 'en' | 'zh-CN' = 'en', a: SiteAgent = agent) {
  useSiteStore.setState({ status: 'ready', mode: 'agent', agent: a });
  await renderWithProviders(<AgentSidebar />, { locale, translations: [kitTranslations] });
  // the phone formatter loads on demand: wait for the national format
  await screen.findByText(/^\(\d{3}\) \d{3}-\d{4}$/);
}

async function fill(values: Partial<Record<'Name' | 'Phone Number' | 'Email' | 'Remark', string>>) {
  const user = userEvent.setup();
  for (const [label, text] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (text) await user.type(input, text);
  }
  return user;
}

describe('AgentSidebar', () => {
  let fetchRoutes: ReturnType<typeof installFetchRoutes>;
  afterEach(() => fetchRoutes?.restore());

  it("renders its contact form once the page's primary content has shown (at once on pages that hold none)", async () => {
    fetchRoutes = installFetchRoutes({});
    holdPrimaryContent('test/featured');
    useSiteStore.setState({ status: 'ready', mode: 'agent', agent });
    await renderWithProviders(<AgentSidebar />, { translations: [kitTranslations] });
    expect(screen.getByRole('heading', { name: 'Lily Chen' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).toBeNull();
    act(() => releasePrimaryContent('test/featured'));
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
  });

  it('shows the profile: name, title, company, national phone with E.164 tel link, mailto', async () => {
    fetchRoutes = installFetchRoutes({});
    await renderSidebar();
    expect(screen.getByRole('heading', { name: 'Lily Chen' })).toBeInTheDocument();
    expect(screen.getByText('Sales Representative')).toBeInTheDocument();
    expect(screen.getByText('Hearth Realty Inc., Brokerage')).toBeInTheDocument();
    const tel = await screen.findByRole('link', { name: '(416) 555-0142' });
    expect(tel).toHaveAttribute('href', 'tel:+14165550142');
    expect(screen.getByRole('link', { name: 'lily.chen@hearth.example' })).toHaveAttribute(
      'href',
      'mailto:lily.chen@hearth.example',
    );
    expect(screen.getByRole('img', { name: 'Photo of Lily Chen' })).toHaveAttribute(
      'src',
      'http://files.test/lily.jpg',
    );
  });

  it('validates in order, one inline alert at a time, keeping what was typed', async () => {
    fetchRoutes = installFetchRoutes({ 'POST leadCreation /create': ok });
    await renderSidebar();
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Submit' });
    const expectAlert = (text: string) =>
      expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(text);

    await user.click(submit);
    expectAlert('Name is required');
    await fill({ Name: 'Ann' });
    await user.click(submit);
    expectAlert('Phone Number is required');
    await fill({ 'Phone Number': '416-555-0199' });
    await user.click(submit);
    expectAlert('Phone format incorrect');
    await fill({ 'Phone Number': '416 555 019' });
    await user.click(submit);
    expectAlert('Phone format incorrect');
    await fill({ 'Phone Number': '416 555 0199' });
    await user.click(submit);
    expectAlert('Email is required');
    await fill({ Email: 'ann@example' });
    await user.click(submit);
    expectAlert('Email format incorrect');
    await fill({ Email: 'ann@example.com' });
    await user.click(submit);
    expectAlert('Remark is required');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(fetchRoutes.requests).toHaveLength(0);
  });

  it('posts the lead payload, locks while sending, toasts and resets', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fetchRoutes = installFetchRoutes({ 'POST leadCreation /create': async () => (await gate, ok()) });
    const toasts: ToastEvent[] = [];
    const onToast = (t: ToastEvent) => toasts.push(t);
    bus.on('toast', onToast);
    await renderSidebar('zh-CN');
    const user = userEvent.setup();
    await fill({ Name: ' ', 'Phone Number': '', Email: '', Remark: '' }).catch(() => undefined);
    await user.type(screen.getByLabelText('姓名'), 'Ann');
    await user.type(screen.getByLabelText('电话号码'), '416 555 0199');
    await user.type(screen.getByLabelText('邮箱'), 'ann@example.com');
    await user.type(screen.getByLabelText('留言'), 'Viewing please');
    await user.click(screen.getByRole('button', { name: '提交' }));

    const sending = await screen.findByRole('button', { name: '正在发送...' });
    expect(sending).toBeDisabled();
    expect(screen.getByLabelText('姓名')).toBeDisabled();
    expect(screen.getByLabelText('姓名')).toHaveValue('Ann');
    await user.click(sending);
    expect(fetchRoutes.requests).toHaveLength(1);
    expect(JSON.parse(fetchRoutes.requests[0]!.body!)).toEqual({
      leadName: 'Agent Website Contact',
      clientName: 'Ann',
      email: 'ann@example.com',
      phone: '+14165550199',
      registerAccount: false,
      channel: '经纪人网站',
      agentRefer: '1001',
      yonghuId: 81001,
      clientMsg: 'Viewing please',
    });
    await act(async () => release());
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue(''));
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
    expect(toasts).toEqual([{ kind: 'success', title: '消息已发送', message: '谢谢！' }]);
    bus.off('toast', onToast);
  });

  it('sends one lead per submit: two submits in one tick, then a double click while pending', async () => {
    let release!: () => void;
    let gate = new Promise<void>((r) => (release = r));
    fetchRoutes = installFetchRoutes({ 'POST leadCreation /create': async () => (await gate, ok()) });
    await renderSidebar('en');
    await fill({ Name: 'Ann', 'Phone Number': '4165550199', Email: 'a@b.ca', Remark: 'Hi' });
    const form = screen.getByRole<HTMLFormElement>('form');
    // Both submits run before React re-renders: the mutation cache's pending state refuses the second.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await userEvent.dblClick(sending);
    expect(fetchRoutes.requests).toHaveLength(1);
    await act(async () => release());
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));

    // Idle again: a double click on Submit (answer pending at the second click) is one more request, not two.
    gate = new Promise<void>((r) => (release = r));
    const user = await fill({ Name: 'Bo', 'Phone Number': '4165550199', Email: 'b@b.ca', Remark: 'Hi' });
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(fetchRoutes.requests).toHaveLength(2);
    await act(async () => release());
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(fetchRoutes.requests).toHaveLength(2);
  });

  it('uses the English channel in English', async () => {
    fetchRoutes = installFetchRoutes({ 'POST leadCreation /create': ok });
    await renderSidebar('en');
    const user = await fill({ Name: 'Ann', 'Phone Number': '4165550199', Email: 'a@b.ca', Remark: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchRoutes.requests).toHaveLength(1));
    expect(JSON.parse(fetchRoutes.requests[0]!.body!)).toMatchObject({
      channel: 'Agent Website',
      phone: '+14165550199',
    });
  });

  it('keeps the fields and shows a localised error when sending fails', async () => {
    fetchRoutes = installFetchRoutes({
      'POST leadCreation /create': () => ({ status: 500, body: { code: 500 } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSidebar('en');
    const user = await fill({ Name: 'Ann', 'Phone Number': '4165550199', Email: 'a@b.ca', Remark: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. The server answered with an error (500)',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Remark')).toHaveValue('Hi');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('hides the contact form when the agent phone is the company default number', async () => {
    fetchRoutes = installFetchRoutes({});
    const company = makeTestConfig().defaultCompanyPhone;
    await renderSidebar('en', { ...agent, agentPhone: company, agentMobile: company });
    expect(screen.getByRole('heading', { name: 'Lily Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers client registration only when asked, and sends registerAccount as ticked', async () => {
    fetchRoutes = installFetchRoutes({ 'POST leadCreation /create': ok });
    useSiteStore.setState({ status: 'ready', mode: 'agent', agent });
    await renderWithProviders(<AgentSidebar showRegister defaultRemark="From the blog" />, {
      translations: [kitTranslations],
    });
    expect(screen.getByLabelText('Remark')).toHaveValue('From the blog');
    const register = screen.getByRole('checkbox', { name: 'Also create a client account for me' });
    expect(register).not.toBeChecked();
    const user = await fill({ Name: 'Ann', 'Phone Number': '4165550199', Email: 'a@b.ca' });
    await user.click(register);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchRoutes.requests).toHaveLength(1));
    expect(JSON.parse(fetchRoutes.requests[0]!.body!)).toMatchObject({
      registerAccount: true,
      clientMsg: 'From the blog',
    });
    await waitFor(() => expect(register).not.toBeChecked());
    expect(screen.getByLabelText('Remark')).toHaveValue('From the blog');
  });

  it('has no registration option by default', async () => {
    fetchRoutes = installFetchRoutes({});
    await renderSidebar();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('renders nothing without an agent (www mode)', async () => {
    fetchRoutes = installFetchRoutes({});
    useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    const { container } = await renderWithProviders(<AgentSidebar />, { translations: [kitTranslations] });
    expect(container).toBeEmptyDOMElement();
  });
});
