// The monolith twin of the platform for `pnpm bench` (ADR 0013): the shell and every remote's routes built as one
// ordinary webpack app (webpack.config.cjs here), served like the shell with the same deploy files, on its own port.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEPLOY_DIR, PORT_OFFSET, ROOT, useOneOrigin, useTls } from '../../platform/platform.mjs';
import { startShellNginx } from '../../platform/nginx.mjs';
import { spawnService, waitForHttp } from '../../platform/processes.mjs';

export const MONOLITH_PORT = 3200 + PORT_OFFSET;
const CONFIG = path.join(ROOT, 'e2e', 'bench', 'monolith', 'webpack.config.cjs');
export const MONOLITH_DIST = path.join(ROOT, 'e2e', '.runtime', 'monolith-dist');

/** Builds the monolith (production, the shell's flags) into e2e/.runtime/monolith-dist. */
export function buildMonolith() {
  console.log('[bench] building the monolith (shell + every remote, no federation)...');
  const res = spawnSync('pnpm', ['exec', 'webpack', '--config', CONFIG], {
    cwd: path.join(ROOT, 'shell'),
    stdio: 'inherit',
    env: { ...process.env, HEARTH_ALLOW_OVERRIDES: '1' },
  });
  if (res.status !== 0) throw new Error('the monolith build failed');
}

/**
 * Serves the monolith with the platform's deploy files; stopped by stopAll(). HEARTH_TLS=1: on nginx with HTTPS +
 * HTTP/2 like the federated shell (the ratio compares the same protocol); HEARTH_ONE_ORIGIN=1: on nginx too, with
 * the shell's gateway (the deploy files' root-relative /api/ hosts); else with the shell's Node server.
 */
export async function startMonolith() {
  if (useTls() || useOneOrigin())
    return startShellNginx({
      port: MONOLITH_PORT,
      dist: MONOLITH_DIST,
      deployDir: DEPLOY_DIR,
      label: 'monolith',
    });
  const url = `http://127.0.0.1:${MONOLITH_PORT}/runtime-config.json`;
  const args = [
    path.join(ROOT, 'shell', 'server', 'serve.mjs'),
    '--port',
    String(MONOLITH_PORT),
    '--dist',
    MONOLITH_DIST,
    '--deploy-dir',
    DEPLOY_DIR,
  ];
  const service = spawnService('monolith', process.execPath, args, { cwd: path.join(ROOT, 'shell'), url });
  await waitForHttp(url, { service });
  return service;
}
