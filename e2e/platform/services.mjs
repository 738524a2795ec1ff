// The platform's services (sandbox API, shell server, the shell's renderer, remote servers), started and stopped as a
// whole or one by one, plus the test control server.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { writeDeploy } from './deploy.mjs';
import {
  assertBuilt,
  assertPortFree,
  runningServices,
  services,
  setLogMode,
  spawnService,
  waitForHttp,
} from './processes.mjs';
import {
  CONTENT_B_PORT,
  CONTENT_C_PORT,
  CONTROL_PORT,
  DEPLOY_DIR,
  REMOTES,
  REMOTE_NAMES,
  ROOT,
  SANDBOX_PORT,
  SHELL_PORT,
  STATIC_SERVER,
  remoteDist,
  sandboxUpstreamPort,
  sandboxUrl,
  shellDist,
  useOneOrigin,
  useRenderer,
  useTls,
} from './ports.mjs';
import { RENDERER_LABEL, rendererUrls, startRenderers, stopRenderers } from './renderer.mjs';
import { startRemoteNginx, startSandboxProxy, startShellNginx, useNginx } from './nginx.mjs';

/** Reads a package's `scripts.<name>` (so the platform runs exactly what the package declares, without pnpm). */
function packageScript(pkgDir, script) {
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const cmd = pkg.scripts?.[script];
  if (!cmd) throw new Error(`${path.relative(ROOT, pkgDir)}/package.json has no "${script}" script`);
  return cmd;
}

function withBinPath(pkgDir, env = {}) {
  const bins = [path.join(pkgDir, 'node_modules', '.bin'), path.join(ROOT, 'node_modules', '.bin')];
  return { ...env, PATH: [...bins, process.env.PATH].join(path.delimiter) };
}

/**
 * The sandbox API (`@hearth/sandbox-api` start script). A missing data dir is created and seeded.
 * With HEARTH_TLS=1 it listens on its upstream port (port + 100) behind an nginx TLS proxy on `port`, and the file
 * URLs it writes into its answers are https ones (SANDBOX_PUBLIC_URL). With HEARTH_ONE_ORIGIN=1 it trusts the
 * shell's gateway (SANDBOX_TRUST_PROXY=1): a request through it gets URLs on the site's origin under /api
 * (X-Forwarded-Proto/-Host/-Prefix); a direct request still gets SANDBOX_PUBLIC_URL ones.
 * @param {{ port?: number, dataDir?: string, fresh?: boolean, publicUrl?: string }} [opts]
 */
export async function startSandbox({ port = SANDBOX_PORT, dataDir, fresh = false, publicUrl } = {}) {
  const pkgDir = path.join(ROOT, 'sandbox-api');
  if (fresh && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  const tls = useTls();
  const ownPort = tls ? sandboxUpstreamPort(port) : port;
  await assertPortFree(port, 'sandbox-api');
  if (tls) await assertPortFree(ownPort, 'sandbox-api behind its TLS proxy');
  const env = withBinPath(pkgDir, {
    SANDBOX_PORT: String(ownPort),
    SANDBOX_PUBLIC_URL: publicUrl ?? sandboxUrl(port),
    // the /__sandbox control routes (faults, reset, restores) the e2e suite uses; off in a plain `start`
    SANDBOX_CONTROL: '1',
    ...(useOneOrigin() ? { SANDBOX_TRUST_PROXY: '1' } : {}),
    ...(dataDir ? { SANDBOX_DATA_DIR: dataDir } : {}),
  });
  const url = `http://127.0.0.1:${ownPort}/__sandbox/health`;
  const service = spawnService('sandbox', 'sh', ['-c', packageScript(pkgDir, 'start')], {
    cwd: pkgDir,
    env,
    url,
  });
  await waitForHttp(url, { service, timeoutMs: 120_000 });
  if (tls)
    await startSandboxProxy({ port, upstreamPort: ownPort }).catch(async (err) => {
      await service.stop();
      throw err;
    });
  return service;
}

/**
 * The shell server: shell/dist plus the deploy dir's runtime-config.json and remotes.json. `renderers` (default: the
 * platform's, unless HEARTH_SSR=0): the origins its pages are proxied to (renderer.mjs), index.html when they fail;
 * on nginx cached as HEARTH_PAGE_CACHE says (ADR 0036). The Node server takes the first.
 */
export async function startShell({
  port = SHELL_PORT,
  deployDir = DEPLOY_DIR,
  dist = shellDist(),
  renderers = useRenderer() ? rendererUrls() : undefined,
} = {}) {
  if (useNginx()) return startShellNginx({ port, deployDir, dist, renderers });
  const renderer = renderers?.[0];
  useOneOrigin(); // HEARTH_ONE_ORIGIN=1: refused with a clear error (the Node server has no gateway)
  assertBuilt(dist, 'The shell', 'HEARTH_ALLOW_OVERRIDES=1 pnpm --filter @hearth/shell build');
  const server = path.join(ROOT, 'shell', 'server', 'serve.mjs');
  if (!fs.existsSync(server))
    throw new Error('shell/server/serve.mjs is missing (the shell package must provide it).');
  await assertPortFree(port, 'shell');
  const url = `http://127.0.0.1:${port}/runtime-config.json`;
  const args = [server, '--port', String(port), '--dist', dist, '--deploy-dir', deployDir];
  if (renderer) args.push('--renderer', renderer);
  const service = spawnService('shell', process.execPath, args, { cwd: path.join(ROOT, 'shell'), url });
  await waitForHttp(url, { service });
  return service;
}

/**
 * One remote's static server.
 * @param {string} name container name (remote_listings, ...)
 * @param {{ port?: number, dir?: string, label?: string }} [opts] dir defaults to the remote's dist/
 */
export async function startRemote(name, { port, dir, label } = {}) {
  const spec = REMOTES[name];
  if (!spec) throw new Error(`Unknown remote ${name}`);
  port ??= spec.port;
  dir ??= remoteDist(name);
  label ??= port === spec.port ? name : `${name}@${port}`;
  assertBuilt(dir, name, `pnpm --filter @hearth/${spec.pkg} build`);
  if (useNginx()) return startRemoteNginx(name, { port, dir, label });
  await assertPortFree(port, label);
  const url = `http://127.0.0.1:${port}/remoteEntry.js`;
  const service = spawnService(
    label,
    process.execPath,
    [STATIC_SERVER, '--dir', dir, '--port', String(port)],
    { url },
  );
  await waitForHttp(url, { service });
  return service;
}

/** Stops a remote started by startRemote (by container name or label); resolves once its port is closed. */
export async function stopRemote(nameOrLabel) {
  const service = services.get(nameOrLabel);
  if (service) await service.stop();
}

/** Stops every service this process started (remotes first, sandbox last). */
export async function stopAll() {
  const order = [...services.values()].sort((a, b) => rank(a.label) - rank(b.label));
  for (const s of order) await s.stop();
}
function rank(label) {
  return label === 'sandbox'
    ? 3
    : label === 'sandbox-tls'
      ? 2
      : label === 'shell' || label.startsWith(RENDERER_LABEL)
        ? 1
        : 0;
}

/**
 * Everything: deploy dir, sandbox, five remotes, shell, the shell's renderer (unless HEARTH_SSR=0), and optionally
 * the remote-content "b" build on 3102. With
 * HEARTH_ONE_ORIGIN=1 the deploy files are root-relative and the shell's nginx is their gateway (ports.mjs).
 * @param {{ logs?: 'console'|'files'|'silent', dataDir?: string, freshData?: boolean, remoteTimeoutMs?: number, withBuildB?: boolean }} [opts]
 */
export async function startPlatform(opts = {}) {
  if (opts.logs) setLogMode(opts.logs);
  useTls(); // HEARTH_TLS=1 or HEARTH_ONE_ORIGIN=1 without nginx: the clear error first
  useOneOrigin();
  const deployDir = writeDeploy({ config: { remoteTimeoutMs: opts.remoteTimeoutMs ?? 8000 } });
  try {
    const starts = [
      startSandbox({ dataDir: opts.dataDir, fresh: opts.freshData }),
      ...REMOTE_NAMES.map((name) => startRemote(name)),
    ];
    if (opts.withBuildB)
      starts.push(
        startRemote('remote_content', { port: CONTENT_B_PORT, dir: remoteDist('remote_content', 'dist-b') }),
        startRemote('remote_content', { port: CONTENT_C_PORT, dir: remoteDist('remote_content', 'dist-c') }),
      );
    const results = await Promise.allSettled(starts);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    await startShell({ deployDir });
    if (useRenderer()) await startRenderers({ deployDir });
  } catch (err) {
    await stopAll();
    throw err;
  }
  return { deployDir, stop: stopAll };
}

/** Stops everything on SIGINT/SIGTERM, then exits. */
export function stopOnSignals(onStopped) {
  let stopping = false;
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[platform] ${signal}: stopping ${runningServices().join(', ') || 'nothing'}...`);
    await stopAll();
    onStopped?.();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

// ---------------------------------------------------------------------------------------------------------------
// Test control server: Playwright workers run in other processes than the global setup that owns the children.

/**
 * POST /remote/<label>/stop | /remote/<label>/start, POST /renderer/stop | /renderer/start (the shell's renderers,
 * with the platform's deploy dir), GET /services. Listens on 127.0.0.1 only.
 */
export function startControlServer({ port = CONTROL_PORT } = {}) {
  const server = http.createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    try {
      const renderer = /^\/renderer\/(stop|start)$/.exec(req.url ?? '');
      if (req.method === 'POST' && renderer) {
        if (renderer[1] === 'stop') await stopRenderers();
        else await startRenderers();
        return send(200, { ok: true, services: runningServices() });
      }
      const match = /^\/remote\/([\w@]+)\/(stop|start)$/.exec(req.url ?? '');
      if (req.method === 'POST' && match) {
        const [, label, action] = match;
        const [name, portText] = label.split('@');
        if (!REMOTES[name]) return send(404, { error: `unknown remote ${name}` });
        const port = portText ? Number(portText) : undefined;
        if (action === 'stop') await stopRemote(label);
        else if (!services.has(label)) {
          const dir =
            port === CONTENT_B_PORT
              ? remoteDist(name, 'dist-b')
              : port === CONTENT_C_PORT
                ? remoteDist(name, 'dist-c')
                : undefined;
          await startRemote(name, { port, dir, label });
        }
        return send(200, { ok: true, services: runningServices() });
      }
      if (req.method === 'GET' && req.url === '/services') return send(200, { services: runningServices() });
      send(404, { error: 'not found' });
    } catch (err) {
      send(500, { error: String(err?.message ?? err) });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((r) => server.close(() => r())) }),
    );
  });
}
