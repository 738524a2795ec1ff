import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_DIR } from '../config';
import { removeDir, seededDataDir, tempDataDir } from '../testing/sandbox';
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-dir-lock';
import { openLockedDb, resetDataDir } from './data-dir';

jest.setTimeout(120_000);
const dirs: string[] = [];
const newDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};
/** A folder holding a seeded database (a copy of the run's template: the reset's reseed is what is tested). */
const seededDir = async () => {
  const dir = await seededDataDir();
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach(removeDir));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.pid']);
  return child.pid!;
}

describe('the data folder lock', () => {
  it('refuses a second holder while the first runs, and frees on release', () => {
    const dir = newDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a stale lock of a dead process', () => {
    const dir = newDir();
    writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('a second start (main.ts) on a held folder exits before opening the database', async () => {
    const dir = newDir();
    const lock = lockDataDir(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', join(PACKAGE_DIR, 'src', 'main.ts')], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, SANDBOX_DATA_DIR: dir, SANDBOX_PORT: '1' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`in use by process ${process.pid}`);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
    lock.release();
  });
});

describe('sandbox:reset', () => {
  it('moves an unopenable folder aside and reseeds a new one, losing no file', async () => {
    const dir = await seededDir();
    const first = await openLockedDb(dir);
    await first.db.query("UPDATE clients SET name = 'Changed' WHERE uid = 20101");
    await first.close();
    truncateSync(join(dir, 'global', 'pg_control'), 0);
    await expect(openLockedDb(dir)).rejects.toThrow();
    const { movedTo } = await resetDataDir(dir, new Date('2026-01-02T03:04:05Z'));
    expect(movedTo).toBe(`${dir}.broken-2026-01-02T03-04-05-000Z`);
    dirs.push(movedTo!);
    expect(existsSync(join(movedTo!, 'PG_VERSION'))).toBe(true);
    const reopened = await openLockedDb(dir);
    const { rows } = await reopened.db.query<{ name: string }>('SELECT name FROM clients WHERE uid = 20101');
    expect(rows[0]?.name).toBe('Grace Liu');
    await reopened.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('resets an openable folder in place and refuses a folder a running process holds', async () => {
    const dir = await seededDir();
    const first = await openLockedDb(dir);
    await first.db.query("UPDATE clients SET name = 'Changed' WHERE uid = 20101");
    await expect(resetDataDir(dir)).rejects.toThrow(DataDirLocked);
    await first.close();
    expect(await resetDataDir(dir)).toEqual({});
    const reopened = await openLockedDb(dir);
    const { rows } = await reopened.db.query<{ name: string }>('SELECT name FROM clients WHERE uid = 20101');
    expect(rows[0]?.name).toBe('Grace Liu');
    await reopened.close();
  });
});
