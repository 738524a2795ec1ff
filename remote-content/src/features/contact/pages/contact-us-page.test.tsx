import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@hearth/shared';
import { installFetchRoutes, makeTestConfig, renderRemoteRoute } from '@hearth/shared/testing';
import type { ToastEvent } from '@hearth/shared';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

const SEND = 'POST messagingQueue /mnsao/messagequeue/batchsend';

async function renderPage(locale: 'en' | 'zh-CN' = 'en') {
  // In act: the phone tools (already loaded by an earlier test) answer in a microtask after the first render.
  const out = await act(() =>
    renderRemoteRoute(remote, '/contact-us', {
      locale,
      translations: translationBundles,
      config: { ...makeTestConfig(), messageQueueName: 'queue-x', debug: false },
    }),
  );
  // The support phone is formatted once the phone tools have loaded (a tel: link in E.164).
  const tel = await screen.findByRole('link', { name: '(416) 888-5888' });
  expect(tel).toHaveAttribute('href', 'tel:+14168885888');
  return out;
}

describe('ContactUsPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  afterEach(() => routes.restore());

  it('shows details and hours; "Email Is Required" on submit, the format on edit, keeping what was typed', async () => {
    routes = installFetchRoutes({});
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Monday to Sunday 9 a.m. to 10 p.m.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the map/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=43.81445&mlon=-79.3504678#map=17/43.81445/-79.3504678',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email Is Required');
    await user.type(screen.getByLabelText(/^Email/), 'ann@');
    expect(screen.getByRole('alert')).toHaveTextContent('Email Format Is Incorrect');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ann');
    await user.type(screen.getByLabelText(/^Email/), 'example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(routes.requests).toHaveLength(0);
  });

  it('queues one e-mail job per submit, toasts "Message Sent" / "Thank you!" and clears the fields', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    routes = installFetchRoutes({
      [SEND]: async () => (await gate, { body: { code: 200, data: { ids: [1] } } }),
    });
    const toasts: ToastEvent[] = [];
    const onToast = (t: ToastEvent) => toasts.push(t);
    bus.on('toast', onToast);
    await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ann & Bob');
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.type(screen.getByLabelText('Message'), '<b>hi</b>');
    const form = screen.getByRole<HTMLFormElement>('form');
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(routes.requests).toHaveLength(1);
    const body = JSON.parse(routes.requests[0]!.body!) as { queuename: string; message: unknown[] };
    expect(body.queuename).toBe('queue-x');
    expect(body.message).toEqual([
      {
        msg: {
          MessageTag: 'tag-send-email',
          Message: {
            test: false,
            dataset: expect.objectContaining({
              subject: 'Inquiry From Hearth Epic Website',
              html:
                '<p><strong>Name:</strong> Ann &amp; Bob</p><p><strong>Email:</strong> ann@example.com</p>' +
                '<p><strong>Message:</strong> &lt;b&gt;hi&lt;/b&gt;</p>',
            }),
          },
        },
        delaysec: 10,
      },
    ]);
    await act(async () => release());
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(toasts).toEqual([{ kind: 'success', title: 'Message Sent', message: 'Thank you!' }]);
    bus.off('toast', onToast);
  });

  it('keeps the fields on a non-200 answer and Retry sends again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    routes = installFetchRoutes({
      [SEND]: () => (++calls === 1 ? { status: 503, body: {} } : { body: { code: 200 } }),
    });
    await renderPage('zh-CN');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^邮箱/), 'ann@example.com');
    await user.type(screen.getByLabelText('留言'), 'Hello');
    await user.click(screen.getByRole('button', { name: '提交' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getByLabelText('留言')).toHaveValue('Hello');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByLabelText('留言')).toHaveValue(''));
    expect(routes.requests).toHaveLength(2);
  });
});
