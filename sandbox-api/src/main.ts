import { serve } from '@hono/node-server';
import { createApp } from './app';
import { sandboxDataDir, sandboxPort } from './config';
import { openLockedDb } from './db/data-dir';

/**
 * Starts the sandbox: locks the data folder (a second start on it refuses before opening the database), opens
 * (creates/seeds) the database and serves on 127.0.0.1:SANDBOX_PORT. Stopping closes the database and frees the lock.
 */
async function main(): Promise<void> {
  const opened = await openLockedDb(sandboxDataDir());
  const app = createApp(opened.db);
  const port = sandboxPort();
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
    console.log(`sandbox-api listening on http://127.0.0.1:${info.port}`);
  });
  server.on('error', (err) => {
    console.error('sandbox-api could not listen:', err);
    void opened.close().finally(() => process.exit(1));
  });
  const stop = () => {
    server.close();
    void opened.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('sandbox-api failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
