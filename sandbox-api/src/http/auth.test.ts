import { appAuthCodeFor } from '../db/auth-codes';
import { createApp } from '../app';
import { withTestSandbox } from '../testing/sandbox';

// The credential path: off by default (the calls answer as before); with auth on, the user-scoped calls of coupons §7
// need `Authorization: Bearer <appAuthCode>` of their user. Grace Liu is uid 20101, partner 7101.
const sb = withTestSandbox();
const GRACE = appAuthCodeFor(20101);
const SOFIA = appAuthCodeFor(20103);
const form = 'application/x-www-form-urlencoded';
const orderJson = JSON.stringify({
  clientId: 7101,
  clientType: 'C',
  itemList: [{ itemId: 5002, itemType: 'coupon', quantity: 1 }],
});

/** The six user-scoped calls as the pages send them. */
const CALLS: [string, string, RequestInit][] = [
  [
    'login/uid',
    '/cmis/login/uid',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"uid":20101,"ltype":1}' },
  ],
  [
    'personalInfo',
    '/cmis/ac/personalInfo',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userid: 20101,
        vCode: '000000',
        ltype: 1,
        personalInfo: { uPhone: '+14165550166' },
      }),
    },
  ],
  ['mycoupon', '/coupon/coupon/instance/mycoupon?partnerId=7101&pageNum=1&pageSize=10', {}],
  [
    'using',
    '/coupon/coupon/instance/using',
    {
      method: 'POST',
      headers: { 'content-type': form },
      body: 'instid=5012&partnerid=7101&uname=Grace+Liu&phone=%2B14165550101',
    },
  ],
  ['order/add', '/trade/order/add', { method: 'POST', headers: { 'content-type': form }, body: orderJson }],
];

async function send(auth: boolean, path: string, init: RequestInit, token?: string) {
  const app = createApp(sb().db, { control: true, auth });
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return app.request(path, { ...init, headers });
}

describe('auth off (default): the user-scoped calls answer without a credential', () => {
  it.each(CALLS)('%s', async (_name, path, init) => {
    const saved = process.env.SANDBOX_AUTH;
    delete process.env.SANDBOX_AUTH;
    try {
      const res = await sb().app.request(path, init);
      expect(res.status).toBe(200);
    } finally {
      if (saved !== undefined) process.env.SANDBOX_AUTH = saved;
    }
  });
});

describe('auth on: refused without the user’s credential, answered with it', () => {
  it.each(CALLS)('%s', async (_name, path, init) => {
    const none = await send(true, path, init);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const body = (await none.json()) as Record<string, unknown>;
    expect(body.code ?? body.errorCode).toBe(401);
    expect((await send(true, path, init, 'not-a-real-code-0000')).status).toBe(403);
    expect((await send(true, path, init, SOFIA)).status).toBe(403);
    expect((await send(true, path, init, GRACE)).status).toBe(200);
  });

  it('transaction/add: the credential of the order’s user', async () => {
    const order = (await (await send(true, '/trade/order/add', CALLS[4]![2], GRACE)).json()) as {
      data: { order_id: string };
    };
    const init = {
      method: 'POST',
      headers: { 'content-type': form },
      body: `orderId=${order.data.order_id}`,
    };
    expect((await send(true, '/trade/transaction/add', init)).status).toBe(401);
    expect((await send(true, '/trade/transaction/add', init, SOFIA)).status).toBe(403);
    const ok = await send(true, '/trade/transaction/add', init, GRACE);
    expect(((await ok.json()) as { errorCode: number }).errorCode).toBe(200);
  });

  it('leaves the other calls open and follows env SANDBOX_AUTH per request', async () => {
    expect((await send(true, '/coupon/coupon/list?status=2&pageNum=1&pageSize=6', {})).status).toBe(200);
    const saved = process.env.SANDBOX_AUTH;
    try {
      process.env.SANDBOX_AUTH = '1';
      expect((await sb().app.request(CALLS[0]![1], CALLS[0]![2])).status).toBe(401);
    } finally {
      if (saved === undefined) delete process.env.SANDBOX_AUTH;
      else process.env.SANDBOX_AUTH = saved;
    }
  });

  it('publishes each user’s code on the control route', async () => {
    const res = await sb().get('/__sandbox/auth-code?uid=20101');
    expect(res.body).toEqual({ ok: true, uid: 20101, appAuthCode: GRACE });
    expect(GRACE).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('verification codes: checked by the server, expiring, limited per phone', () => {
  const sendCode = (phone: string) =>
    sb().post('/cmis/login/sendMobileCode', {
      phone,
      phoneSendMes: 'Code:',
      type: 1,
      ltype: 1,
      countryType: 38,
    });
  const change = (vCode: string, uPhone: string) =>
    sb().post('/cmis/ac/personalInfo', {
      userid: 20103,
      vCode,
      ltype: 1,
      personalInfo: { uPhone, uName: 'Sofia Rossi', countryType: 38, zone_code: '+1' },
    });

  it('accepts only the last code sent to that phone, unexpired', async () => {
    const status = async (vCode: string, phone: string) =>
      ((await change(vCode, phone)).body as { code: number }).code;
    const first = ((await sendCode('+14165550155')).body as { data: string }).data;
    expect(await status(first, '+14165550144')).toBe(402);
    await sb().db.query(
      "UPDATE mobile_code_requests SET requested_at = requested_at - interval '2 minutes' WHERE phone = '4165550155'",
    );
    const second = ((await sendCode('+14165550155')).body as { data: string }).data;
    if (second !== first) expect(await status(first, '+14165550155')).toBe(402);
    await sb().db.query(
      "UPDATE mobile_codes SET created_at = created_at - interval '11 minutes' WHERE phone = '4165550155'",
    );
    expect(await status(second, '+14165550155')).toBe(402);
    const third = ((await sendCode('+14165550166')).body as { data: string }).data;
    expect(await status(third, '+14165550166')).toBe(200);
  });

  it('allows 1 request a minute and 5 an hour per phone (code 401), other phones unaffected', async () => {
    const code = async (phone: string) => (await sendCode(phone)).body as { code: number; msg: string };
    expect((await code('+14165550133')).code).toBe(200);
    const again = await code('+14165550133');
    expect(again).toMatchObject({ code: 401, msg: expect.stringMatching(/try again in \d+ s/) });
    expect((await code('+14165550122')).code).toBe(200);
    const age = (minutes: number) =>
      sb().db.query(
        `UPDATE mobile_code_requests SET requested_at = requested_at - interval '${minutes} minutes' WHERE phone = '4165550133'`,
      );
    for (let i = 0; i < 4; i += 1) {
      await age(2);
      expect((await code('+14165550133')).code).toBe(200);
    }
    await age(2);
    expect((await code('+14165550133')).code).toBe(401);
    await age(60);
    expect((await code('+14165550133')).code).toBe(200);
  });
});
