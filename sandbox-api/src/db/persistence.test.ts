import { LoginSigninResponseSchema, RegisterResponseSchema } from '@hearth/shared/contracts/cmis';
import { CreateLeadResponseSchema } from '@hearth/shared/contracts/leadCreation';
import { resetDb } from './open-db';
import { findLead } from './queries/leads';
import { AGENTS } from '../seed/agents';
import { MAP_LISTING_COUNT } from '../seed/map-listings';
import { parseOk, removeDir, seededDataDir, startSandbox } from '../testing/sandbox';

jest.setTimeout(120_000);
let dir = '';
// A seeded database to start from (a copy of the run's template): what is tested is what survives, and the reseed.
beforeAll(async () => {
  dir = await seededDataDir();
});
afterAll(() => removeDir(dir));

const lead = {
  leadName: 'Home Valuation',
  clientName: 'Persisted Client',
  email: 'persist@example.com',
  phone: '',
  registerAccount: false,
  channel: 'Valuation',
  agentRefer: null,
  yonghuId: '81001',
  clientMsg: '12 Main St',
};

test('a lead and an account survive closing and reopening the database; reset empties and reseeds', async () => {
  const first = await startSandbox(dir);
  const { data } = parseOk(CreateLeadResponseSchema, (await first.post('/lead/create', lead)).body);
  parseOk(
    RegisterResponseSchema,
    (
      await first.post('/cmis/regis/rgs', {
        keyword: 'persist@example.com',
        password: 'pw123456',
        comfirmPassword: 'pw123456',
        type: 1,
        ltype: 0,
        countryId: 38,
      })
    ).body,
  );
  await first.close();

  const second = await startSandbox(dir);
  const leadId = Number(data?.id); // ids are strings in the contracts
  expect(leadId).toBeGreaterThan(0);
  expect(await findLead(second.db, leadId)).toMatchObject({
    clientName: 'Persisted Client',
    channel: 'Valuation',
  });
  parseOk(
    LoginSigninResponseSchema,
    (
      await second.post('/cmis/login/signin', {
        keyword: 'persist@example.com',
        password: 'pw123456',
        ltype: 0,
      })
    ).body,
  );
  const agents = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
  expect(agents.rows[0]?.n).toBe(AGENTS.length); // reopening does not seed twice

  await resetDb(second.db);
  expect(await findLead(second.db, leadId)).toBeUndefined();
  const signin = (
    await second.post('/cmis/login/signin', {
      keyword: 'persist@example.com',
      password: 'pw123456',
      ltype: 0,
    })
  ).body;
  expect(signin).toMatchObject({ code: 401 });
  const counts = await second.db.query<{ listings: number; blogs: number; coupons: number }>(
    'SELECT (SELECT count(*)::int FROM listings) AS listings, (SELECT count(*)::int FROM blogs) AS blogs, (SELECT count(*)::int FROM coupons) AS coupons',
  );
  expect(counts.rows[0]).toEqual({ listings: 64 + MAP_LISTING_COUNT, blogs: 34, coupons: 10 });
  const again = parseOk(CreateLeadResponseSchema, (await second.post('/lead/create', lead)).body);
  expect(again.data?.id).toBe('1'); // identities restart after a reset
  await second.close();
});

test('the HTTP reset endpoint reseeds a running sandbox', async () => {
  const sb = await startSandbox(await seededDataDir());
  await sb.post('/lead/create', lead);
  expect((await sb.post('/__sandbox/reset', {})).body).toEqual({ ok: true });
  const leads = await sb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
  expect(leads.rows[0]?.n).toBe(0);
  await sb.close();
  removeDir(sb.dir);
});
