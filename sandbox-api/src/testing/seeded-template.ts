import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from '../db/open-db';

/**
 * One seeded database per jest run, copied by every test sandbox (issue 28 §4): seeding takes seconds, a copy of
 * the closed data folder a fraction of that, and a copy opens as the same database (PGlite's data folder is a
 * Postgres data directory; openDb finds it seeded and leaves it alone). The jest global setup names the run's
 * folder (TEMPLATE_ENV); the first test file that needs the template builds it under a lock (an exclusive mkdir),
 * the others wait for it. Without the variable (a test run outside jest's global setup) nothing is shared: the
 * caller seeds its own folder.
 */
export const TEMPLATE_ENV = 'HEARTH_SANDBOX_TEMPLATE_DIR';
const WAIT_MS = 120_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seeded template's folder under `root`, built here when no other worker has started building it. */
export async function seededTemplate(root: string): Promise<string> {
  const ready = join(root, 'seeded');
  if (existsSync(ready)) return ready;
  mkdirSync(root, { recursive: true });
  let builder = true;
  try {
    mkdirSync(join(root, 'lock'));
  } catch {
    builder = false;
  }
  if (builder) {
    const building = join(root, 'building');
    rmSync(building, { recursive: true, force: true });
    const db = await openDb(building);
    await db.close();
    renameSync(building, ready);
    return ready;
  }
  for (const started = Date.now(); Date.now() - started < WAIT_MS; await sleep(POLL_MS))
    if (existsSync(ready)) return ready;
  throw new Error(`the seeded sandbox template in ${root} was not ready within ${WAIT_MS / 1000} s`);
}

/** Fills the empty folder `dir` with a copy of the run's seeded template; false when there is no template. */
export async function copySeededTemplate(dir: string, root = process.env[TEMPLATE_ENV]): Promise<boolean> {
  if (!root) return false;
  cpSync(await seededTemplate(root), dir, { recursive: true });
  return true;
}
