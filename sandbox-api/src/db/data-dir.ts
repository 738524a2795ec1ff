import { existsSync, renameSync } from 'node:fs';
import { DataDirLocked, lockDataDir, type DataDirLock } from './data-dir-lock';
import { openDb, resetDb, type Db } from './open-db';

/** A database opened under its folder's lock (see ./data-dir-lock); `close` closes it and frees the folder. */
export interface LockedDb {
  db: Db;
  lock: DataDirLock;
  close(): Promise<void>;
}

/** Locks `dir` (refusing, before any database file is touched, when a running process holds it), then opens it. */
export async function openLockedDb(dir: string): Promise<LockedDb> {
  const lock = lockDataDir(dir);
  try {
    const db = await openDb(dir);
    return {
      db,
      lock,
      close: async () => {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** Where an unopenable folder is moved: `<dir>.broken-<UTC timestamp>` (a suffix when that exists). */
function asideName(dir: string, now: Date): string {
  const base = `${dir.replace(/[/\\]+$/, '')}.broken-${now.toISOString().replace(/[:.]/g, '-')}`;
  let name = base;
  for (let n = 2; existsSync(name); n += 1) name = `${base}-${n}`;
  return name;
}

/**
 * `sandbox:reset` on a folder no server holds: wipes and reseeds it; a folder the database cannot open (a crash
 * while two processes wrote it, a truncated file) is moved aside — kept for inspection, nothing deleted — and a new
 * one is created and seeded in its place. Refuses (DataDirLocked) when a running process holds the folder.
 */
export async function resetDataDir(dir: string, now = new Date()): Promise<{ movedTo?: string }> {
  let opened: LockedDb;
  try {
    opened = await openLockedDb(dir);
  } catch (err) {
    if (err instanceof DataDirLocked) throw err;
    const movedTo = asideName(dir, now);
    renameSync(dir, movedTo);
    const fresh = await openLockedDb(dir);
    await fresh.close();
    return { movedTo };
  }
  try {
    await resetDb(opened.db);
  } finally {
    await opened.close();
  }
  return {};
}
