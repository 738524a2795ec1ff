import { SPEC_CALLS, type SpecCall } from '@hearth/shared/spec-calls';
import { TABLES } from '../db/schema';
import { withTestSandbox } from '../testing/sandbox';
import { specRequest } from '../testing/spec-request';

// Bad input gets a 4xx and loses nothing: every parameter of every call of the specs (and of the payment page) is
// sent with each hostile value in turn, the rest of the request as the spec's example; no answer may be a 5xx, and
// no table may lose a row.
const sb = withTestSandbox();

/** A NUL character, a non-numeric id, a number no integer column holds, an Object.prototype key. */
const HOSTILE = ['a\u0000b', 'abc', '1e300', 'constructor', '-1', ''] as const;

type Params = Record<string, unknown>;

function variants(call: SpecCall): { label: string; req: () => Request }[] {
  const params: Params = { ...call.example.params };
  const pathValues = { ...(call.example.path ?? {}) };
  const out: { label: string; req: () => Request }[] = [];
  for (const bad of HOSTILE) {
    for (const name of Object.keys(pathValues))
      out.push({
        label: `{${name}}=${JSON.stringify(bad)}`,
        req: () => specRequest(call, params, { ...pathValues, [name]: bad }),
      });
    for (const [name, value] of Object.entries(params)) {
      out.push({
        label: `${name}=${JSON.stringify(bad)}`,
        req: () => specRequest(call, { ...params, [name]: bad }, pathValues),
      });
      if (value && typeof value === 'object' && !Array.isArray(value))
        for (const inner of Object.keys(value))
          out.push({
            label: `${name}.${inner}=${JSON.stringify(bad)}`,
            req: () => specRequest(call, { ...params, [name]: { ...value, [inner]: bad } }, pathValues),
          });
      if (Array.isArray(value) && value[0] && typeof value[0] === 'object')
        for (const inner of Object.keys(value[0] as object))
          out.push({
            label: `${name}[0].${inner}=${JSON.stringify(bad)}`,
            req: () =>
              specRequest(
                call,
                { ...params, [name]: [{ ...(value[0] as object), [inner]: bad }] },
                pathValues,
              ),
          });
    }
  }
  return out;
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sb().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', Origin: 'http://lily.localhost:3000' },
  body: new URLSearchParams(fields).toString(),
});

describe('hostile parameter values get a 4xx (or a business answer), never a 5xx, and lose no row', () => {
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await rowCounts();
  });
  afterAll(async () => {
    const after = await rowCounts();
    for (const table of TABLES) expect([table, after[table]! >= before[table]!]).toEqual([table, true]);
  });

  it.each(
    Object.values(SPEC_CALLS).map((call) => [`${call.method} ${call.host}${call.path}`, call] as const),
  )('%s', async (_name, call) => {
    const failures: string[] = [];
    for (const { label, req } of variants(call)) {
      const res = await sb().app.request(req());
      if (res.status >= 500) failures.push(`${label} → ${res.status} ${(await res.text()).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('the payment page and its decision', async () => {
    const fields = {
      ps_store_id: 'sandbox-store',
      hpp_key: 'sandbox-key',
      charge_total: '9.99',
      order_id: 'TX00000001',
      cust_id: '7101',
      id1: '5001',
      description1: 'Coupon',
      quantity1: '1',
      price1: '9.99',
      subtotal1: '9.99',
    };
    const decision = { order_id: 'TX00000001', decision: 'approve', return_to: 'http://lily.localhost:3000' };
    const failures: string[] = [];
    for (const bad of HOSTILE) {
      for (const [path, base] of [
        ['/trade/payment', fields],
        ['/trade/payment/decision', decision],
      ] as const)
        for (const name of Object.keys(base)) {
          const res = await sb().app.request(path, form({ ...base, [name]: bad }));
          if (res.status >= 500) failures.push(`${path} ${name}=${JSON.stringify(bad)} → ${res.status}`);
          else expect([path, name, bad, res.status]).toEqual([path, name, bad, expect.any(Number)]);
        }
    }
    expect(failures).toEqual([]);
    const res = await sb().app.request(
      '/trade/payment/decision',
      form({ ...decision, decision: 'constructor' }),
    );
    expect(res.status).toBe(400);
  });
});
