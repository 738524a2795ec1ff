import { createHash } from 'node:crypto';
import type { Db } from './open-db';

/**
 * The app's credential of each user (the hybrid context value `appAuthCode`), as the sandbox knows it: deterministic,
 * so tests, the e2e suite and a developer can compute it — the first 32 hex digits of
 * sha256("hearth-sandbox-app-auth:<uid>"). Every account has one, seeded or registered.
 */
export function appAuthCodeFor(uid: number): string {
  return createHash('sha256').update(`hearth-sandbox-app-auth:${uid}`).digest('hex').slice(0, 32);
}

/** The uids of the accounts with this partner id (res_partner_id). */
export async function uidsOfPartner(db: Db, partnerId: number): Promise<number[]> {
  const { rows } = await db.query<{ uid: number }>('SELECT uid FROM clients WHERE res_partner_id = $1', [
    partnerId,
  ]);
  return rows.map((r) => r.uid);
}

/** The partner id (client_id) of a trade order, by its number. */
export async function partnerOfOrder(db: Db, orderNo: string): Promise<number | undefined> {
  const { rows } = await db.query<{ client_id: number }>(
    'SELECT client_id FROM trade_orders WHERE order_no = $1',
    [orderNo],
  );
  return rows[0]?.client_id;
}
