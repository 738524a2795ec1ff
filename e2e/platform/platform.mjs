// Starts and stops the pieces of the Hearth platform on this machine: the sandbox API, the shell server and the
// five remote servers, each a child process. Used by `cli.mjs start`, by Playwright's global setup and by the bench.
//
//   const platform = await startPlatform({ logs: 'console' });   // or piece by piece:
//   writeDeploy(); await startSandbox(); await startShell(); await startRemote('remote_listings');
//   ...; await platform.stop();
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RUNTIME_DIR = path.join(ROOT, 'e2e', '.runtime');
const SUFFIX = process.env.HEARTH_PORT_OFFSET && process.env.HEARTH_PORT_OFFSET !== '0' ? `-${process.env.HEARTH_PORT_OFFSET}` : '';
export const DEPLOY_DIR = path.join(RUNTIME_DIR, `deploy${SUFFIX}`);
export const LOG_DIR = path.join(RUNTIME_DIR, `logs${SUFFIX}`);
const STATIC_SERVER = path.join(ROOT, 'e2e', 'platform', 'static-server.mjs');

/**
 * Every port below is shifted by HEARTH_PORT_OFFSET (default 0), so that a second copy of the platform (e.g. the
 * e2e suite while `npm start` runs) can live beside the first: HEARTH_PORT_OFFSET=10000 → shell 13000, sandbox 14000.
 */
export const PORT_OFFSET = Number(process.env.HEARTH_PORT_OFFSET || 0);
export const SANDBOX_PORT = 4000 + PORT_OFFSET;
export const SHELL_PORT = 3000 + PORT_OFFSET;
/** Port of the extra remote-content build (HEARTH_BUILD_ID=b, dist-b) used by the "another build" tests. */
export const CONTENT_B_PORT = 3102 + PORT_OFFSET;
/** Port of the test-only control server (stop/start a remote from a Playwright worker). */
export const CONTROL_PORT = 3990 + PORT_OFFSET;

export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

/** Container name -> package folder and port. */
export const REMOTES = {
  remote_listings: { pkg: 'remote-listings', port: 3001 + PORT_OFFSET },
  remote_content: { pkg: 'remote-content', port: 3002 + PORT_OFFSET },
  remote_coupons: { pkg: 'remote-coupons', port: 3003 + PORT_OFFSET },
  remote_vendor: { pkg: 'remote-vendor', port: 3004 + PORT_OFFSET },
  remote_reports: { pkg: 'remote-reports', port: 3005 + PORT_OFFSET },
};
export const REMOTE_NAMES = Object.keys(REMOTES);

/**
 * The file of a remote build that remotes.json points at. The shell registers remotes from `entry`; both
 * mf-manifest.json and remoteEntry.js are emitted by every build (manifest: true).
 */
export const ENTRY_FILE = process.env.HEARTH_REMOTE_ENTRY_FILE || 'mf-manifest.json';

/**
 * Where built apps are read from: `<root>/<package>/dist`. HEARTH_DIST_ROOT points at a copy of the dists instead
 * (same layout), e.g. to test a snapshot while the package folders are being rebuilt.
 */
export const DIST_ROOT = process.env.HEARTH_DIST_ROOT ? path.resolve(ROOT, process.env.HEARTH_DIST_ROOT) : ROOT;

export function remoteDist(name, variant = 'dist') {
  return path.join(DIST_ROOT, REMOTES[name].pkg, variant);
}
export function shellDist() {
  return path.join(DIST_ROOT, 'shell', 'dist');
}
export function remoteEntryUrl(name, port = REMOTES[name].port) {
  return `http://127.0.0.1:${port}/${ENTRY_FILE}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Deploy directory (runtime-config.json + remotes.json), read fresh by the shell server on every request.

/** Runtime config (shared/src/config/runtime-config-schema.ts) pointing every host at the sandbox. */
export function runtimeConfig({ sandboxUrl = SANDBOX_URL, remoteTimeoutMs = 8000, debug = false } = {}) {
  const prefixes = {
    cmis: '/cmis',
    coupon: '/coupon',
    trade: '/trade',
    vendorService: '/vendor',
    analysisService: '/analysis',
    newsApi: '/news',
    blogService: '/blog',
    quotation: '/quotation',
    selection: '/selection',
    serverless: '/serverless',
    messagingQueue: '/mq',
    leadCreation: '/lead',
    translation: '/translate',
    wechat: '/wechat',
    files: '/files',
  };
  const hosts = Object.fromEntries(Object.entries(prefixes).map(([k, p]) => [k, `${sandboxUrl}${p}`]));
  return {
    productName: 'Hearth',
    hosts,
    wwwHosts: ['www.localhost'],
    testHost: 'lily.localhost',
    wwwSiteUrl: `http://www.localhost:${SHELL_PORT}`,
    adminUrl: `${sandboxUrl}/admin`,
    supportPhone: '18005550199',
    defaultCompanyPhone: '4168885888',
    payment: { url: `${sandboxUrl}/trade/payment`, storeId: 'sandbox-store', key: 'sandbox-key' },
    mapTileUrl: `${sandboxUrl}/files/tiles/{z}/{x}/{y}.png`,
    dailyReportCount: 100,
    remoteTimeoutMs,
    debug,
  };
}

/** remotes.json (shared/src/federation/remote-contract.ts): every remote on its local server. */
export function remotesManifest(overrides = {}) {
  return {
    remotes: REMOTE_NAMES.map((name) => ({ name, entry: overrides[name] ?? remoteEntryUrl(name), contract: 1 })),
  };
}

function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file); // atomic: the shell never reads a half-written file
}

/** Writes `<dir>/runtime-config.json` and `<dir>/remotes.json`; returns the directory. */
export function writeDeploy({ dir = DEPLOY_DIR, config = {}, remotes = {} } = {}) {
  writeJson(path.join(dir, 'runtime-config.json'), runtimeConfig(config));
  writeJson(path.join(dir, 'remotes.json'), remotesManifest(remotes));
  return dir;
}

export function readRemotesJson(dir = DEPLOY_DIR) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));
}

/** Points one remote of remotes.json at another entry URL (the shell picks it up on the next page load). */
export function setRemoteEntry(name, entry, dir = DEPLOY_DIR) {
  const manifest = readRemotesJson(dir);
  const item = manifest.remotes.find((r) => r.name === name);
  if (!item) throw new Error(`${name} is not in ${dir}/remotes.json`);
  item.entry = entry;
  writeJson(path.join(dir, 'remotes.json'), manifest);
}

/** Sets the contract major one remote declares in remotes.json (tests of the incompatible-contract fallback). */
export function setRemoteContract(name, contract, dir = DEPLOY_DIR) {
  const manifest = readRemotesJson(dir);
  const item = manifest.remotes.find((r) => r.name === name);
  if (!item) throw new Error(`${name} is not in ${dir}/remotes.json`);
  item.contract = contract;
  writeJson(path.join(dir, 'remotes.json'), manifest);
}

// ---------------------------------------------------------------------------------------------------------------
// Processes

/** @type {Map<string, Service>} running services by label */
const services = new Map();

/**
 * @typedef {object} Service
 * @property {string} label
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} url health/readiness URL
 * @property {() => Promise<void>} stop
 */

/** Where child output goes: 'console' (prefixed lines), 'files' (e2e/.runtime/logs/<label>.log) or 'silent'. */
let logMode = 'console';
export function setLogMode(mode) {
  logMode = mode;
}

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95];
function prefixer(label) {
  const color = COLORS[[...label].reduce((a, c) => a + c.charCodeAt(0), 0) % COLORS.length];
  const tty = process.stdout.isTTY && !process.env.NO_COLOR;
  const tag = tty ? `\x1b[${color}m[${label}]\x1b[0m ` : `[${label}] `;
  let carry = '';
  return (chunk) => {
    const text = carry + chunk.toString();
    const lines = text.split('\n');
    carry = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${tag}${line}\n`);
  };
}

export function logFile(label) {
  return path.join(LOG_DIR, `${label}.log`);
}

/** The last lines of a service's log file (for error messages). */
export function logTail(label, lines = 30) {
  try {
    return fs.readFileSync(logFile(label), 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Spawns a long-running child in its own process group (so that `pnpm`/`tsx` grandchildren die with it).
 * @returns {Service}
 */
function spawnService(label, command, args, { cwd = ROOT, env = {}, url }) {
  if (services.has(label)) throw new Error(`${label} is already running`);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  if (logMode === 'console') {
    const out = prefixer(label);
    child.stdout.on('data', out);
    child.stderr.on('data', out);
  } else if (logMode === 'files') {
    fs.mkdirSync(LOG_DIR, { recursive: true });
    const stream = fs.createWriteStream(logFile(label), { flags: 'a' });
    child.stdout.pipe(stream);
    child.stderr.pipe(stream);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const service = {
    label,
    child,
    url,
    exited,
    async stop() {
      services.delete(label);
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  services.set(label, service);
  exited.then(({ code, signal }) => {
    if (services.get(label) === service) {
      services.delete(label);
      if (logMode !== 'silent') console.error(`[platform] ${label} exited unexpectedly (code ${code}, signal ${signal})`);
    }
  });
  return service;
}

function killGroup(child, signal) {
  try {
    if (process.platform !== 'win32') process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Resolves when `url` answers with a status < 500; rejects after `timeoutMs` or when `service` exits first. */
export async function waitForHttp(url, { timeoutMs = 60_000, service, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = null;
  service?.exited.then((e) => (exitedEarly = e));
  let lastError = '';
  while (Date.now() < deadline) {
    if (exitedEarly) {
      const tail = logTail(service.label);
      throw new Error(`${service.label} exited (code ${exitedEarly.code}) before ${url} answered${tail ? `:\n${tail}` : ''}`);
    }
    try {
      const status = await httpStatus(url);
      if (status < 500) return;
      lastError = `HTTP ${status}`;
    } catch (err) {
      lastError = err.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${url} (${lastError})`);
}

function httpStatus(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/** True when nothing listens on 127.0.0.1:port. */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function assertPortFree(port, what) {
  if (!(await isPortFree(port))) {
    throw new Error(`Port ${port} (${what}) is already in use: stop whatever runs there (e.g. a previous \`npm start\`) and try again.`);
  }
}

function assertBuilt(dir, what, hint) {
  if (!fs.existsSync(path.join(dir, 'index.html')) && !fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(`${what} is not built: ${path.relative(ROOT, dir)} is missing. Run \`${hint}\` first (or \`npm start\`, which builds everything).`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The services

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
 * @param {{ port?: number, dataDir?: string, fresh?: boolean, publicUrl?: string }} [opts]
 */
export async function startSandbox({ port = SANDBOX_PORT, dataDir, fresh = false, publicUrl } = {}) {
  const pkgDir = path.join(ROOT, 'sandbox-api');
  if (fresh && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await assertPortFree(port, 'sandbox-api');
  const env = withBinPath(pkgDir, {
    SANDBOX_PORT: String(port),
    SANDBOX_PUBLIC_URL: publicUrl ?? `http://127.0.0.1:${port}`,
    ...(dataDir ? { SANDBOX_DATA_DIR: dataDir } : {}),
  });
  const url = `http://127.0.0.1:${port}/__sandbox/health`;
  const service = spawnService('sandbox', 'sh', ['-c', packageScript(pkgDir, 'start')], { cwd: pkgDir, env, url });
  await waitForHttp(url, { service, timeoutMs: 120_000 });
  return service;
}

/** The shell server: shell/dist plus the deploy dir's runtime-config.json and remotes.json. */
export async function startShell({ port = SHELL_PORT, deployDir = DEPLOY_DIR, dist = shellDist() } = {}) {
  assertBuilt(dist, 'The shell', 'HEARTH_ALLOW_OVERRIDES=1 pnpm --filter @hearth/shell build');
  const server = path.join(ROOT, 'shell', 'server', 'serve.mjs');
  if (!fs.existsSync(server)) throw new Error('shell/server/serve.mjs is missing (the shell package must provide it).');
  await assertPortFree(port, 'shell');
  const url = `http://127.0.0.1:${port}/runtime-config.json`;
  const args = [server, '--port', String(port), '--dist', dist, '--deploy-dir', deployDir];
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
  await assertPortFree(port, label);
  const url = `http://127.0.0.1:${port}/remoteEntry.js`;
  const service = spawnService(label, process.execPath, [STATIC_SERVER, '--dir', dir, '--port', String(port)], { url });
  await waitForHttp(url, { service });
  return service;
}

/** Stops a remote started by startRemote (by container name or label); resolves once its port is closed. */
export async function stopRemote(nameOrLabel) {
  const service = services.get(nameOrLabel);
  if (service) await service.stop();
}

export function runningServices() {
  return [...services.keys()];
}

/** Stops every service this process started (remotes first, sandbox last). */
export async function stopAll() {
  const order = [...services.values()].sort((a, b) => rank(a.label) - rank(b.label));
  for (const s of order) await s.stop();
}
function rank(label) {
  return label === 'sandbox' ? 2 : label === 'shell' ? 1 : 0;
}

/**
 * Everything: deploy dir, sandbox, five remotes, shell (and optionally the remote-content "b" build on 3102).
 * @param {{ logs?: 'console'|'files'|'silent', dataDir?: string, freshData?: boolean, remoteTimeoutMs?: number, withBuildB?: boolean }} [opts]
 */
export async function startPlatform(opts = {}) {
  if (opts.logs) setLogMode(opts.logs);
  const deployDir = writeDeploy({ config: { remoteTimeoutMs: opts.remoteTimeoutMs ?? 8000 } });
  try {
    const starts = [
      startSandbox({ dataDir: opts.dataDir, fresh: opts.freshData }),
      ...REMOTE_NAMES.map((name) => startRemote(name)),
    ];
    if (opts.withBuildB) starts.push(startRemote('remote_content', { port: CONTENT_B_PORT, dir: remoteDist('remote_content', 'dist-b') }));
    const results = await Promise.allSettled(starts);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    await startShell({ deployDir });
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

/** POST /remote/<label>/stop | /remote/<label>/start, GET /services. Listens on 127.0.0.1 only. */
export function startControlServer({ port = CONTROL_PORT } = {}) {
  const server = http.createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    try {
      const match = /^\/remote\/([\w@]+)\/(stop|start)$/.exec(req.url ?? '');
      if (req.method === 'POST' && match) {
        const [, label, action] = match;
        const [name, portText] = label.split('@');
        if (!REMOTES[name]) return send(404, { error: `unknown remote ${name}` });
        const port = portText ? Number(portText) : undefined;
        if (action === 'stop') await stopRemote(label);
        else if (!services.has(label)) {
          const dir = port === CONTENT_B_PORT ? remoteDist(name, 'dist-b') : undefined;
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
    server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((r) => server.close(() => r())) }));
  });
}
