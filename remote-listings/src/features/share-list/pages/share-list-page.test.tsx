import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@hearth/shared';
import { installFetchRoutes, makeTestAgent, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

jest.setTimeout(20_000);

const LIST = 'GET cmis /ac/shareList';
const INFO = 'GET cmis /ur/info';
const LEAD = 'POST leadCreation /create';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const listing = (n: number, patch: Record<string, unknown> = {}) => ({
  identifier: `rebgv-R${n}`,
  price: 1000000 + n,
  listingType: 'Sale',
  fullAddress: `${n} Main St, Vancouver`,
  bedrooms: 3,
  bedroomsPlus: 0,
  washrooms: 2,
  newPictures: [`http://files.test/${n}.svg`],
  mlsNumber: `R${n}`,
  ...patch,
});

async function render(url: string, locale: 'en' | 'zh-CN' = 'en') {
  const result = await renderRemoteRoute(remote, url, { locale, translations: translationBundles });
  // The about-me phone is formatted once libphonenumber has loaded: let it settle on agent sites.
  if (useSiteStore.getState().mode !== 'www')
    await waitFor(() => {
      expect(document.querySelector('.share-about a[href^="tel:"]')).not.toBeNull();
      expect(document.querySelectorAll('.share-contact > span, .share-about > span')).toHaveLength(0);
    });
  return result;
}

describe('ShareListPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'agent', agent: makeTestAgent() }));
  afterEach(() => routes.restore());

  it('asks for the ids joined by _ as text with ltype 0 (hybrid §7 item 4), and shows the shared cards', async () => {
    routes = installFetchRoutes({
      [LIST]: () => ({ body: { code: 200, data: [listing(1), listing(2, { price: null }), { bad: 1 }] } }),
    });
    await render('/hybrid/share/list?ids=rebgv-R1@rebgv-R2&ltype=1');
    expect(await screen.findByText('1 Main St, Vancouver')).toBeVisible();
    expect(Object.fromEntries(routes.requests[0]!.url.searchParams)).toEqual({
      text: 'rebgv-R1_rebgv-R2',
      ltype: '0',
    });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('N/A')).toBeVisible();
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/listing/rebgv-R1');
    expect(screen.getByRole('heading', { level: 1, name: 'Lily Chen: recommended for you' })).toBeVisible();
    expect(screen.getByText(/Real Estate Board of Greater Vancouver/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profile of Lily Chen' })).toHaveAttribute(
      'href',
      '/about-agent',
    );
    expect(screen.queryByRole('region', { name: 'Agent signature' })).not.toBeInTheDocument();
    const share = screen.getByRole('navigation', { name: 'Share this page' });
    expect(within(share).getAllByRole('link')).toHaveLength(5);
  });

  it('logs and shows an empty state without ids', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    routes = installFetchRoutes({});
    await render('/hybrid/share/list?ltype=1');
    expect(screen.getByText(/This link lists no listings\./)).toHaveAttribute('role', 'status');
    expect(log).toHaveBeenCalledWith('Invalid Url Query, Wrong Ids');
    expect(routes.requests).toEqual([]);
    log.mockRestore();
  });

  it('shows the signature QR (base64 only) when asked, with the Toronto disclaimer', async () => {
    routes = installFetchRoutes({
      [LIST]: () => ({ body: { code: 200, data: [listing(1, { identifier: 'treb-C1' })] } }),
      [INFO]: () => ({ body: { code: 200, data: { agentSignatureImg: PNG } } }),
    });
    await render('/hybrid/share/list?ids=treb-C1&signature=true&ltype=1');
    const block = await screen.findByRole('region', { name: 'Agent signature' });
    expect(within(block).getByRole('img')).toHaveAttribute('src', `data:image/png;base64,${PNG}`);
    expect(screen.getByText(/Toronto Regional Real Estate Board/)).toBeVisible();
  });

  it('www: no signature, contact or about-me blocks', async () => {
    useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    routes = installFetchRoutes({ [LIST]: () => ({ body: { code: 200, data: [listing(1)] } }) });
    await render('/hybrid/share/list?ids=rebgv-R1&signature=true', 'zh-CN');
    expect(await screen.findByText('1 Main St, Vancouver')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '为您推荐' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: '联系经纪人' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '关于我' })).not.toBeInTheDocument();
  });

  it('contact modal: hybrid validation order, one lead with registerAccount false and the channel', async () => {
    routes = installFetchRoutes({
      [LIST]: () => ({ body: { code: 200, data: [listing(1)] } }),
      [LEAD]: () => ({ body: { code: 200, data: { id: 3 } } }),
    });
    await render('/hybrid/share/list?ids=rebgv-R1', 'zh-CN');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '联系经纪人' }));
    const dialog = screen.getByRole('dialog', { name: '联系经纪人' });
    await user.type(within(dialog).getByLabelText('姓名'), '王芳');
    await user.type(within(dialog).getByLabelText('电话'), '416 555 012');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByRole('alert')).toBeVisible();
    expect(within(dialog).getByLabelText('电话')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('电话'), '3');
    await user.type(within(dialog).getByLabelText('邮箱'), 'wf@example.com');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByLabelText('备注')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('备注'), '想看第一套');
    await user.dblClick(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = routes.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body ?? ''));
    expect(sent).toEqual([
      {
        leadName: expect.any(String),
        clientName: '王芳',
        email: 'wf@example.com',
        phone: '+14165550123',
        registerAccount: false,
        channel: '经纪人网站',
        agentRefer: '1001',
        yonghuId: 81001,
        clientMsg: '想看第一套',
      },
    ]);
  });

  it('hides the contact block when the agent phone is the default number, and the button when registration is off', async () => {
    routes = installFetchRoutes({ [LIST]: () => ({ body: { code: 200, data: [listing(1)] } }) });
    await render('/hybrid/share/list?ids=rebgv-R1&showRegister=false&ltype=1');
    expect(await screen.findByRole('heading', { name: 'Contact Agent' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Contact Agent' })).not.toBeInTheDocument();
    routes.restore();
    useSiteStore.setState({ agent: makeTestAgent({ agentMobile: null, agentPhone: '4168885888' }) });
    routes = installFetchRoutes({ [LIST]: () => ({ body: { code: 200, data: [listing(1)] } }) });
    await render('/hybrid/share/list?ids=rebgv-R1&ltype=1');
    await screen.findAllByText('1 Main St, Vancouver');
    expect(screen.queryByRole('heading', { name: 'Contact Agent' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'About Me' }).length).toBeGreaterThan(0);
  });
});
