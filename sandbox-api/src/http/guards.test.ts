import { createApp } from '../app';
import { MAX_BODY_BYTES } from './input-guard';
import { localOrigin } from './local-origin';
import { withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();
const allowOrigin = async (origin: string | undefined) => {
  const headers: Record<string, string> = origin === undefined ? {} : { Origin: origin };
  const res = await sb().app.request('/coupon/coupon/list?status=2&pageNum=1&pageSize=6', { headers });
  return res.headers.get('access-control-allow-origin');
};

describe('CORS: only local pages may read the answers', () => {
  it('allows loopback and *.localhost origins, http or https, any port', async () => {
    for (const origin of [
      'http://lily.localhost:3000',
      'https://www.localhost',
      'http://localhost:8080',
      'https://127.0.0.1:4443',
      'http://127.1.2.3',
      'http://[::1]:3000',
    ]) {
      expect(localOrigin(origin)).toBe(origin);
      expect(await allowOrigin(origin)).toBe(origin);
    }
  });
  it('gives no CORS header to other, null or absent origins', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'http://evillocalhost',
      'http://127.0.0.1.evil.example',
      'file://localhost',
      'null',
      'http://lily.localhost:3000/path',
      'http://user@localhost',
    ]) {
      expect(localOrigin(origin)).toBeNull();
      expect(await allowOrigin(origin)).toBeNull();
    }
    expect(await allowOrigin(undefined)).toBeNull();
  });
  it('answers a local preflight, including the Authorization header', async () => {
    const res = await sb().app.request('/trade/order/add', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://lily.localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://lily.localhost:3000');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('/__sandbox control routes behind SANDBOX_CONTROL', () => {
  const saved = process.env.SANDBOX_CONTROL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SANDBOX_CONTROL;
    else process.env.SANDBOX_CONTROL = saved;
  });
  const probe = async (app: ReturnType<typeof createApp>) => ({
    health: (await app.request('/__sandbox/health')).status,
    faults: (await app.request('/__sandbox/faults')).status,
    reset: (await app.request('/__sandbox/reset', { method: 'POST' })).status,
    leads: (await app.request('/__sandbox/leads')).status,
    restore: (await app.request('/__sandbox/vendor/orders/SO0053/restore', { method: 'POST' })).status,
    authCode: (await app.request('/__sandbox/auth-code?uid=20101')).status,
  });
  it('answers 404 (health excepted) when the flag is off, read per request', async () => {
    delete process.env.SANDBOX_CONTROL;
    const app = createApp(sb().db);
    expect(await probe(app)).toEqual({
      health: 200,
      faults: 404,
      reset: 404,
      leads: 404,
      restore: 404,
      authCode: 404,
    });
    process.env.SANDBOX_CONTROL = '1';
    const on = await app.request('/__sandbox/faults');
    expect(on.status).toBe(200);
  });
  it('the option wins over the environment', async () => {
    process.env.SANDBOX_CONTROL = '1';
    expect((await probe(createApp(sb().db, { control: false }))).faults).toBe(404);
    delete process.env.SANDBOX_CONTROL;
    expect((await createApp(sb().db, { control: true }).request('/__sandbox/leads')).status).toBe(200);
  });
});

describe('bodies and NUL characters', () => {
  const lead = (clientName: string) => ({
    leadName: 'Home Valuation',
    clientName,
    email: 'guard@example.com',
    phone: '',
    registerAccount: false,
    channel: 'Valuation',
    agentRefer: null,
    yonghuId: '81001',
    clientMsg: '12 Main St',
  });
  const leads = async () => ((await sb().get('/__sandbox/leads')).body as { leads: unknown[] }).leads.length;

  it('refuses a body above 1 MB with 413 in the envelope of its host, and stores nothing', async () => {
    const before = await leads();
    const big = await sb().post('/lead/create', lead('x'.repeat(MAX_BODY_BYTES)));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 413 });
    const chunked = await sb().app.request('/trade/order/add', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('x'.repeat(MAX_BODY_BYTES + 1)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toMatchObject({ errorCode: 413 });
    expect(await leads()).toBe(before);
  });
  it('refuses NUL in a JSON body, a form body or the query with 400, and stores nothing', async () => {
    const before = await leads();
    const nul = await sb().post('/lead/create', lead('Bad\u0000Name'));
    expect(nul.status).toBe(400);
    expect((await sb().get('/cmis/ur/info?userId=1001%00')).status).toBe(400);
    const form = await sb().app.request('/coupon/coupon/instance/using', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'instid=5004&partnerid=7101&uname=A%00B&phone=%2B14165550101',
    });
    expect(form.status).toBe(400);
    expect(await leads()).toBe(before);
    expect((await sb().post('/lead/create', lead('Good Name'))).status).toBe(200);
    expect(await leads()).toBe(before + 1);
  });
});
