import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { SCHEMA_SQL, TABLES } from './schema';
import { seedAll } from '../seed/seed-all';

/** The embedded database handle used by every route. */
export type Db = PGlite;

/** Opens (creating if needed) the PGlite database in `dir`, creates the schema and seeds an empty one. */
export async function openDb(dir: string): Promise<Db> {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  try {
    await db.exec(SCHEMA_SQL);
    if (await isEmpty(db)) await seedAll(db);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}

/** True when no agent exists (a fresh or wiped database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
  return (rows[0]?.n ?? 0) === 0;
}

/** Drops every row (and restarts sequences), then seeds again: the `reset` script. */
export async function resetDb(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE;`);
    await tx.exec('ALTER SEQUENCE clients_uid_seq RESTART WITH 30001;');
  });
  await seedAll(db);
}
