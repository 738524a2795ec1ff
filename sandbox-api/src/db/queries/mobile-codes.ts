import { randomInt } from 'node:crypto';
import type { Db } from '../open-db';

/** Verification codes texted to phones (sandbox of {cmis}/login/sendMobileCode and ac/personalInfo). */

/** 10 national digits of a +1 phone ("+14165550199", "14165550199", "4165550199" → "4165550199"); null otherwise. */
export function nationalDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** The uid of the client using this phone, if any. */
export async function phoneOwner(db: Db, digits: string): Promise<number | undefined> {
  const { rows } = await db.query<{ uid: number }>('SELECT uid FROM clients WHERE phone = $1 LIMIT 1', [
    digits,
  ]);
  return rows[0]?.uid;
}

/** How long a texted code stays valid, and the per-phone request limits (ADR 0022). */
export const CODE_TTL_MINUTES = 10;
export const CODE_LIMITS = [
  { window: '1 minute', max: 1, seconds: 60 },
  { window: '1 hour', max: 5, seconds: 3600 },
] as const;

/**
 * A new 6-digit code for the phone (replaces the previous one), unless the phone asked too often: at most 1 request
 * a minute and 5 an hour; then `{ limited: <seconds until the window frees> }` and no code.
 */
export async function issueCode(db: Db, digits: string): Promise<{ code: string } | { limited: number }> {
  return db.transaction(async (tx) => {
    for (const limit of CODE_LIMITS) {
      const { rows } = await tx.query<{ n: number; wait: number }>(
        `SELECT count(*)::int AS n,
           ceil(extract(epoch FROM min(requested_at) + interval '${limit.window}' - (now() AT TIME ZONE 'utc')))::int AS wait
         FROM mobile_code_requests
         WHERE phone = $1 AND requested_at > (now() AT TIME ZONE 'utc') - interval '${limit.window}'`,
        [digits],
      );
      const row = rows[0];
      if (row && row.n >= limit.max) return { limited: Math.max(1, row.wait) };
    }
    const code = String(randomInt(100000, 1000000));
    await tx.query('INSERT INTO mobile_code_requests (phone) VALUES ($1)', [digits]);
    await tx.query(
      `INSERT INTO mobile_codes (phone, code) VALUES ($1, $2)
       ON CONFLICT (phone) DO UPDATE SET code = EXCLUDED.code, created_at = now() AT TIME ZONE 'utc'`,
      [digits, code],
    );
    return { code };
  });
}

/**
 * Changes the client's phone when `code` is the last one texted to it, less than CODE_TTL_MINUTES ago (the code is
 * used up).
 */
export async function changePhone(db: Db, uid: number, digits: string, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx.query(
      `DELETE FROM mobile_codes WHERE phone = $1 AND code = $2
         AND created_at > (now() AT TIME ZONE 'utc') - interval '${CODE_TTL_MINUTES} minutes' RETURNING phone`,
      [digits, code.trim()],
    );
    if (!used.rows.length) return false;
    const changed = await tx.query('UPDATE clients SET phone = $2 WHERE uid = $1 RETURNING uid', [
      uid,
      digits,
    ]);
    return changed.rows.length > 0;
  });
}
