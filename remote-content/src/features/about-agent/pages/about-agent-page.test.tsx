import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@hearth/shared';
import { installFetchRoutes, makeTestAgent, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';
import { signatureImageUrl } from '../api/agent-info';

const INFO = 'GET cmis /ur/info';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const agent = makeTestAgent();

const info =
  (patch: Record<string, unknown> = {}) =>
  () => ({
    body: {
      code: 200,
      data: {
        agentName: 'Lily Chen',
        agentTitle: 'Sales Representative',
        agentCompany: 'Hearth Realty Inc., Brokerage',
        agentMobile: '4165550142',
        agentEmail: 'lily.chen@hearth.example',
        agentSlogan: 'Your home, my mission.',
        agentSignatureImg: PNG,
        ...patch,
      },
    },
  });

const renderPage = (locale: 'en' | 'zh-CN' = 'en') =>
  act(() => renderRemoteRoute(remote, '/about-agent', { locale, translations: translationBundles }));

describe('signatureImageUrl', () => {
  it('accepts base64 PNG/JPEG data URLs and raw base64 of a PNG or JPEG', () => {
    expect(signatureImageUrl(PNG)).toBe(`data:image/png;base64,${PNG}`);
    expect(signatureImageUrl(`data:image/png;base64,${PNG}`)).toBe(`data:image/png;base64,${PNG}`);
    expect(signatureImageUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(signatureImageUrl('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
  });
  it.each([
    null,
    '',
    'https://files.test/qr.png',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:text/html;base64,PHNjcmlwdD4=',
    'javascript:alert(1)',
    'data:image/png;base64,iVBOR<script>',
    'R0lGODlhAQABAAAAACw=',
  ])('shows no image for %p', (value) => expect(signatureImageUrl(value)).toBeNull());
});

describe('AboutAgentPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'agent', agent }));
  afterEach(() => routes.restore());

  it('shows the profile, tags, slogan, call (E.164) and email buttons and the QR image', async () => {
    routes = installFetchRoutes({ [INFO]: info() });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lily Chen' })).toBeInTheDocument();
    expect(screen.getByText('Sales Representative')).toBeInTheDocument();
    expect(screen.getByText('Hearth Realty Inc., Brokerage')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Credentials' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Verified identity', 'Licensed broker', 'Pro']);
    expect(screen.getByText('Your home, my mission.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call (416) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14165550142',
    );
    expect(screen.getByRole('link', { name: 'Send an email' })).toHaveAttribute(
      'href',
      'mailto:lily.chen@hearth.example',
    );
    expect(screen.getByRole('img', { name: 'QR code of Lily Chen' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG}`,
    );
    expect(Object.fromEntries(routes.requests[0]!.url.searchParams)).toEqual({ userId: '1001', ltype: '1' });
    expect(document.title).toBe('About the Agent');
  });

  it('hides the call button without a phone and the QR image for anything but a PNG/JPEG', async () => {
    routes = installFetchRoutes({
      [INFO]: info({ agentMobile: '', agentPhone: null, agentSignatureImg: 'https://evil.test/qr.png' }),
    });
    await renderPage('zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lily Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /致电/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '发送邮件' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /二维码/ })).not.toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    let calls = 0;
    routes = installFetchRoutes({ [INFO]: () => (++calls === 1 ? { status: 500, body: {} } : info()()) });
    await renderPage();
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lily Chen' })).toBeInTheDocument();
  });

  it('on the www portal explains profiles belong to agent sites, without requesting', async () => {
    routes = installFetchRoutes({});
    useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    await renderPage();
    expect(screen.getByText("Agent profiles belong to agents' sites")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(routes.requests).toHaveLength(0);
  });
});
