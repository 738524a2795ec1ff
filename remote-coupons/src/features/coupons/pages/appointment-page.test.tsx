import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type Locale, type ToastEvent } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute, type RecordedRequest } from '@hearth/shared/testing';
import * as remote from '../../../routes';
import { okE, okUser, recordBridge, setNativeUser, USER, type Answer } from './page-test-fixtures';

type Routes = Record<string, (r: RecordedRequest) => Answer | Promise<Answer>>;
let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  setNativeUser(null);
  jest.useRealTimers();
});

const booked = () => okE(null);
const codeOk = () => ({ body: { code: 200, msg: 'success', data: '246810' } });

async function renderAppointment(routes: Routes = {}, locale: Locale = 'en', uid: string | null = '20101') {
  setNativeUser(uid);
  const fetch = installFetchRoutes({
    'POST cmis /login/uid': okUser(),
    'POST coupon /coupon/instance/using': booked,
    ...routes,
  });
  restore = fetch.restore;
  await renderRemoteRoute(remote, '/hybrid/services/appointment/5004', { locale });
  return fetch;
}

const phoneInput = () => screen.getByLabelText('Phone');
const confirm = () => screen.getByRole('button', { name: 'Confirm' });
const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.url.pathname === path);

describe('AppointmentPage', () => {
  it('books with the unchanged phone directly (form-urlencoded) and goes to the success page', async () => {
    const toasts: ToastEvent[] = [];
    const onToast = (e: ToastEvent) => toasts.push(e);
    bus.on('toast', onToast);
    const { requests } = await renderAppointment();
    expect(await screen.findByText('Grace Liu')).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('+14165550101');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(document.title).toBe('Book an Appointment');
    await userEvent.dblClick(confirm());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/hybrid/services/appointment/success'),
    );
    bus.off('toast', onToast);
    const booking = calls(requests, '/coupon/instance/using');
    expect(booking).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(booking[0]!.body!))).toEqual({
      instid: '5004',
      partnerid: '7101',
      uname: 'Grace Liu',
      phone: '+14165550101',
    });
    expect(toasts.map((t) => t.kind)).toEqual(['success']);
    expect(await screen.findByRole('heading', { name: 'Appointment booked' })).toBeInTheDocument();
  });

  it('validates the phone: empty, wrong format (Chinese texts), and auto-formats 10 digits', async () => {
    const { requests } = await renderAppointment({}, 'zh-CN');
    const input = await screen.findByLabelText('电话');
    await userEvent.clear(input);
    await userEvent.click(
      screen.getByRole('button', { name: '确认' }).closest('form')!.querySelector('button[type=submit]')!,
    );
    // Confirm is inactive with an empty phone.
    expect(screen.getByRole('button', { name: '确认' })).toBeDisabled();
    await userEvent.type(input, '41655501');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('电话格式有误, 正确应该为10位数字号码');
    expect(input).toHaveValue('41655501');
    await userEvent.clear(input);
    await userEvent.type(input, ' ');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('电话不能为空');
    await userEvent.clear(input);
    await userEvent.type(input, '4165550101');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls(requests, '/coupon/instance/using')).toHaveLength(1));
    expect(input).toHaveValue('+14165550101');
  });

  it('changes the phone: dialog, code, countdown, wrong code, then personalInfo and booking', async () => {
    const { requests } = await renderAppointment({
      'POST cmis /login/sendMobileCode': codeOk,
      'POST cmis /ac/personalInfo': () => ({ body: { code: 200, msg: 'success' } }),
    });
    const input = await screen.findByLabelText('Phone');
    await userEvent.clear(input);
    await userEvent.type(input, '4165550177');
    await userEvent.click(confirm());
    const dialog = await screen.findByRole('dialog', { name: 'Change your phone number?' });
    expect(dialog).toHaveTextContent('+14165550177');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls(requests, '/login/sendMobileCode');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body!)).toMatchObject({
      phone: '+14165550177',
      type: 1,
      ltype: 1,
      countryType: 38,
    });
    expect(screen.getByRole('button', { name: /Resend in 1[12]\d s/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Verification code'), '111111');
    await userEvent.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is incorrect');
    expect(calls(requests, '/ac/personalInfo')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Verification code'));
    await userEvent.type(screen.getByLabelText('Verification code'), '246810');
    await userEvent.click(confirm());
    await waitFor(() => expect(calls(requests, '/coupon/instance/using')).toHaveLength(1));
    const info = JSON.parse(calls(requests, '/ac/personalInfo')[0]!.body!);
    expect(info).toMatchObject({
      userid: 20101,
      vCode: '246810',
      ltype: 1,
      personalInfo: { uPhone: '+14165550177', uName: 'Grace Liu', countryType: 38 },
    });
    expect(new URLSearchParams(calls(requests, '/coupon/instance/using')[0]!.body!).get('phone')).toBe(
      '+14165550177',
    );
  });

  it('closes the dialog and alerts message 37 when the code is refused (401)', async () => {
    await renderAppointment({
      'POST cmis /login/sendMobileCode': () => ({ body: { code: 401, msg: 'used' } }),
    });
    const input = await screen.findByLabelText('Phone');
    await userEvent.clear(input);
    await userEvent.type(input, '6475550199');
    await userEvent.click(confirm());
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send code' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('already used by another account');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(input).toHaveValue('+16475550199');
  });

  it('shows "Appointment Failed" with the server message (or the code’s text), then closes the native view', async () => {
    const bridge = recordBridge();
    await renderAppointment({
      'POST coupon /coupon/instance/using': () => ({
        body: { errorCode: 3102, errorMsg: 'Instance inactive or expired' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Appointment Failed: Instance inactive or expired',
    );
    await waitFor(() => expect(bridge.calls.map((c) => c.name)).toEqual(['nativeClose']), { timeout: 3000 });
    bridge.stop();
    restore();
    document.body.innerHTML = '';
    await renderAppointment({
      'POST coupon /coupon/instance/using': () => ({ body: { errorCode: '3003' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Appointment Failed: This coupon has already been redeemed.',
    );
  });

  it('keeps the form on a network error and retries', async () => {
    let failing = true;
    const { requests } = await renderAppointment({
      'POST coupon /coupon/instance/using': () => (failing ? { status: 503, body: {} } : booked()),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your appointment was not sent');
    expect(phoneInput()).toHaveValue('+14165550101');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/hybrid/services/appointment/success'),
    );
    expect(calls(requests, '/coupon/instance/using')).toHaveLength(2);
  });

  it('disables confirm without a partner id and asks an unknown user to register', async () => {
    await renderAppointment({ 'POST cmis /login/uid': okUser({ ...USER, resPartnerId: null }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('not linked to a customer profile');
    expect(confirm()).toBeDisabled();
    restore();
    document.body.innerHTML = '';
    const bridge = recordBridge();
    await renderAppointment({}, 'en', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Register or Log In' }));
    bridge.stop();
    expect(bridge.calls.map((c) => c.name)).toEqual(['nativeGoRegister']);
  });
});
