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

/** A new 6-digit code for the phone (replaces the previous one). */
export async function issueCode(db: Db, digits: string): Promise<string> {
  const code = String(randomInt(100000, 1000000));
  await db.query(
    `INSERT INTO mobile_codes (phone, code) VALUES ($1, $2)
     ON CONFLICT (phone) DO UPDATE SET code = EXCLUDED.code, created_at = now() AT TIME ZONE 'utc'`,
    [digits, code],
  );
  return code;
}

/** Changes the client's phone when `code` is the one texted to it (the code is used up). */
export async function changePhone(db: Db, uid: number, digits: string, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx.query('DELETE FROM mobile_codes WHERE phone = $1 AND code = $2 RETURNING phone', [
      digits,
      code.trim(),
    ]);
    if (!used.rows.length) return false;
    const changed = await tx.query('UPDATE clients SET phone = $2 WHERE uid = $1 RETURNING uid', [
      uid,
      digits,
    ]);
    return changed.rows.length > 0;
  });
}
