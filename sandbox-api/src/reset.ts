import { sandboxDataDir, sandboxPort } from './config';
import { openDb, resetDb } from './db/open-db';

/**
 * `pnpm --filter @hearth/sandbox-api reset`: wipes and reseeds the database. If a sandbox is already
 * listening on SANDBOX_PORT it is asked to reset itself (PGlite must not be opened by two processes).
 */
async function reset(): Promise<void> {
  const url = `http://127.0.0.1:${sandboxPort()}/__sandbox`;
  const running = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (running) {
    const res = await fetch(`${url}/reset`, { method: 'POST' });
    if (!res.ok) throw new Error(`running sandbox refused the reset: HTTP ${res.status}`);
    console.log(`sandbox-api reset through the running server at ${url}`);
    return;
  }
  const dir = sandboxDataDir();
  const db = await openDb(dir);
  await resetDb(db);
  await db.close();
  console.log(`sandbox-api database reset and reseeded at ${dir}`);
}

reset().catch((err: unknown) => {
  console.error('sandbox-api reset failed:', err);
  process.exit(1);
});
