import type { Db } from '../open-db';
import { hashPassword } from '../passwords';

export interface ClientRow {
  uid: number;
  email: string | null;
  phone: string | null;
  name: string;
  gender: string | null;
  password_salt: string;
  password_hash: string;
  avatar_name: string | null;
  country_id: number;
  zone_code: string | null;
  res_partner_id: number | null;
}

const COLUMNS =
  'uid, email, phone, name, gender, password_salt, password_hash, avatar_name, country_id, zone_code, res_partner_id';

/** The client whose e-mail (case-insensitive) or phone digits equal `keyword`. */
export async function findClientByKeyword(db: Db, keyword: string): Promise<ClientRow | undefined> {
  const { rows } = await db.query<ClientRow>(
    `SELECT ${COLUMNS} FROM clients WHERE lower(email) = lower($1) OR phone = regexp_replace($1, '\\D', '', 'g') LIMIT 1`,
    [keyword.trim()],
  );
  return rows[0];
}

export async function findClientByUid(db: Db, uid: number): Promise<ClientRow | undefined> {
  const { rows } = await db.query<ClientRow>(`SELECT ${COLUMNS} FROM clients WHERE uid = $1`, [uid]);
  return rows[0];
}

/** Creates a client; returns undefined when the e-mail is already registered. */
export async function createClient(
  db: Db,
  c: { email: string; password: string; countryId: number },
): Promise<{ uid: number; name: string } | undefined> {
  const { salt, hash } = hashPassword(c.password);
  const name = c.email.split('@')[0] ?? c.email;
  const { rows } = await db.query<{ uid: number }>(
    `INSERT INTO clients (uid, email, name, password_salt, password_hash, country_id)
     SELECT nextval('clients_uid_seq'), lower($1), $2, $3, $4, $5
     WHERE NOT EXISTS (SELECT 1 FROM clients WHERE lower(email) = lower($1))
     RETURNING uid`,
    [c.email, name, salt, hash, c.countryId],
  );
  return rows[0] ? { uid: rows[0].uid, name } : undefined;
}
