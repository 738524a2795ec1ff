import { serve } from '@hono/node-server';
import { createApp } from './app';
import { sandboxDataDir, sandboxPort } from './config';
import { openDb } from './db/open-db';

/** Starts the sandbox: opens (creates/seeds) the database and serves on 127.0.0.1:SANDBOX_PORT. */
async function main(): Promise<void> {
  const db = await openDb(sandboxDataDir());
  const app = createApp(db);
  const port = sandboxPort();
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
    console.log(`sandbox-api listening on http://127.0.0.1:${info.port}`);
  });
  const stop = () => {
    server.close();
    void db.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('sandbox-api failed to start:', err);
  process.exit(1);
});
