import type { Context, Hono, MiddlewareHandler } from 'hono';
import { appAuthCodeFor, partnerOfOrder, uidsOfPartner } from '../db/auth-codes';
import type { Db } from '../db/open-db';
import { errorBody } from './respond';

/**
 * The credential path (off by default; env SANDBOX_AUTH=1 or createApp `auth: true`): the user-scoped calls need
 * `Authorization: Bearer <appAuthCode>` of the user they concern. No (or a malformed) credential → HTTP 401; the
 * credential of another user → HTTP 403; both in the envelope of the host (`code` / `errorCode` = the status), so the
 * pages treat them as any failed answer. Who a call concerns is read from the spec's own parameters.
 */
type Owner = { uid: number } | { partnerId: number } | { orderNo: string } | undefined;
type Params = Record<string, unknown>;

const int = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,15}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};
const uid = (value: unknown): Owner => (int(value) === undefined ? undefined : { uid: int(value)! });
const partner = (value: unknown): Owner =>
  int(value) === undefined ? undefined : { partnerId: int(value)! };

/** The user-scoped calls: how each names its user (coupons §7 #1, #3, #6, #7, #8, #9). */
const SCOPED: Record<string, { body: 'json' | 'form' | 'query'; owner: (p: Params) => Owner }> = {
  'POST /cmis/login/uid': { body: 'json', owner: (p) => uid(p.uid) },
  'POST /cmis/ac/personalInfo': { body: 'json', owner: (p) => uid(p.userid) },
  'GET /coupon/coupon/instance/mycoupon': { body: 'query', owner: (p) => partner(p.partnerId) },
  'POST /coupon/coupon/instance/using': { body: 'form', owner: (p) => partner(p.partnerid) },
  // form-urlencoded content type, the order JSON as the body
  'POST /trade/order/add': { body: 'json', owner: (p) => partner(p.clientId) },
  'POST /trade/transaction/add': {
    body: 'form',
    owner: (p) => (typeof p.orderId === 'string' && p.orderId ? { orderNo: p.orderId } : undefined),
  },
};

async function paramsOf(c: Context, kind: 'json' | 'form' | 'query'): Promise<Params> {
  if (kind === 'query') return c.req.query();
  const text = c.req.raw.body ? await c.req.raw.clone().text() : '';
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Params) : {};
  } catch {
    return {};
  }
}

/** The uids whose credential the call accepts; undefined when the call names no known user (the route answers). */
async function allowedUids(db: Db, owner: Owner): Promise<number[] | undefined> {
  if (!owner) return undefined;
  if ('uid' in owner) return [owner.uid];
  const partnerId = 'partnerId' in owner ? owner.partnerId : await partnerOfOrder(db, owner.orderNo);
  if (partnerId === undefined) return undefined;
  const uids = await uidsOfPartner(db, partnerId);
  return uids.length ? uids : undefined;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]{8,256}=*)$/;

export function requireAppAuth(db: Db, enabled: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    const scoped = SCOPED[`${c.req.method} ${c.req.path}`];
    if (!scoped || !enabled()) return next();
    const token = BEARER.exec(c.req.header('authorization')?.trim() ?? '')?.[1];
    if (!token) {
      c.header('WWW-Authenticate', 'Bearer realm="hearth-sandbox"');
      return c.json(errorBody(c.req.path, 401, 'Sign-in required: Authorization: Bearer <appAuthCode>'), 401);
    }
    const uids = await allowedUids(db, scoped.owner(await paramsOf(c, scoped.body)));
    if (uids && !uids.some((u) => appAuthCodeFor(u) === token))
      return c.json(errorBody(c.req.path, 403, 'The credential is not the one of this user'), 403);
    return next();
  };
}

/** GET /__sandbox/auth-code?uid= (control routes): the appAuthCode of a user, for tests that send the credential. */
export function mountAuthCodeLookup(app: Hono): void {
  app.get('/__sandbox/auth-code', (c) => {
    const id = int(c.req.query('uid'));
    if (id === undefined) return c.json({ ok: false, msg: 'uid: must be an integer' }, 400);
    return c.json({ ok: true, uid: id, appAuthCode: appAuthCodeFor(id) });
  });
}
