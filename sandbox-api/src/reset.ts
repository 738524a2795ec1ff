import { sandboxDataDir, sandboxPort } from './config';
import { resetDataDir } from './db/data-dir';

/**
 * `pnpm sandbox:reset`: wipes and reseeds the database. If a sandbox is already listening on SANDBOX_PORT it is asked
 * to reset itself (PGlite must not be opened by two processes; that needs its control routes, SANDBOX_CONTROL=1).
 * Otherwise the folder is locked and reset here; a folder the database cannot open is moved aside and reseeded.
 */
async function reset(): Promise<void> {
  const url = `http://127.0.0.1:${sandboxPort()}/__sandbox`;
  const running = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (running) {
    const res = await fetch(`${url}/reset`, { method: 'POST', signal: AbortSignal.timeout(60_000) });
    if (res.status === 404)
      throw new Error(
        `the sandbox at ${url} has its control routes off (SANDBOX_CONTROL): stop it, then reset`,
      );
    if (!res.ok) throw new Error(`running sandbox refused the reset: HTTP ${res.status}`);
    console.log(`sandbox-api reset through the running server at ${url}`);
    return;
  }
  const dir = sandboxDataDir();
  const { movedTo } = await resetDataDir(dir);
  if (movedTo) console.log(`sandbox-api: ${dir} could not be opened; moved aside to ${movedTo}`);
  console.log(`sandbox-api database reset and reseeded at ${dir}`);
}

reset().catch((err: unknown) => {
  console.error('sandbox-api reset failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
