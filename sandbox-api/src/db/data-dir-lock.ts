import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * One process per data folder: PGlite must never be opened by two processes (the second one's writes, then a crash,
 * left the folder unopenable). The lock is `<dir>/sandbox.lock` holding the owner's pid, created exclusively before
 * the database is opened. A lock whose pid is not running any more (a crashed or killed sandbox) is taken over.
 */
export const LOCK_FILE = 'sandbox.lock';

export class DataDirLocked extends Error {
  readonly pid: number;
  constructor(dir: string, pid: number) {
    const by = pid ? `process ${pid}` : 'a starting process';
    super(`the data folder ${dir} is in use by ${by} (${join(dir, LOCK_FILE)}); stop it first`);
    this.name = 'DataDirLocked';
    this.pid = pid;
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock (only while it is still this process's). */
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function mtimeOf(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function tryCreate(path: string, pid: number): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, `${pid}\n`);
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Takes the lock of `dir` for `pid` (default: this process); throws DataDirLocked when a running process holds it. */
export function lockDataDir(dir: string, pid = process.pid): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path, pid)) {
      return {
        path,
        release: () => {
          if (readPid(path) === pid) rmSync(path, { force: true });
        },
      };
    }
    const holder = readPid(path);
    if (holder !== undefined && holder !== pid && isRunning(holder)) throw new DataDirLocked(dir, holder);
    if (holder === pid) throw new DataDirLocked(dir, pid);
    // No pid yet: another process may be between creating and writing it; only an old empty lock is stale.
    if (holder === undefined && Date.now() - mtimeOf(path) < 5000) throw new DataDirLocked(dir, 0);
    // Stale (dead pid, or unreadable): move it aside atomically; of two takers only one rename succeeds.
    try {
      renameSync(path, `${path}.stale-${pid}`);
      rmSync(`${path}.stale-${pid}`, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new Error(`could not take the lock ${path}`);
}
