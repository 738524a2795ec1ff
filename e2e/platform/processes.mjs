// Child processes of the platform: spawning with log routing, stopping whole process groups, readiness checks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LOG_DIR, ROOT } from './ports.mjs';
import { getUrl } from './tls.mjs';

/** @type {Map<string, Service>} running services by label */
export const services = new Map();

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
export function spawnService(label, command, args, { cwd = ROOT, env = {}, url }) {
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
      if (logMode !== 'silent')
        console.error(`[platform] ${label} exited unexpectedly (code ${code}, signal ${signal})`);
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

/**
 * Resolves when `url` (http, or https: the platform's self-signed certificate is accepted on loopback) answers with
 * a status < 500; rejects after `timeoutMs` or when `service` exits first.
 */
export async function waitForHttp(url, { timeoutMs = 60_000, service, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = null;
  service?.exited.then((e) => (exitedEarly = e));
  let lastError = '';
  while (Date.now() < deadline) {
    if (exitedEarly) {
      const tail = logTail(service.label);
      throw new Error(
        `${service.label} exited (code ${exitedEarly.code}) before ${url} answered${tail ? `:\n${tail}` : ''}`,
      );
    }
    try {
      const { status } = await getUrl(url);
      if (status < 500) return;
      lastError = `HTTP ${status}`;
    } catch (err) {
      lastError = err.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${url} (${lastError})`);
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

export async function assertPortFree(port, what) {
  if (!(await isPortFree(port))) {
    throw new Error(
      `Port ${port} (${what}) is already in use: stop whatever runs there (e.g. a previous \`npm start\`) and try again.`,
    );
  }
}

export function assertBuilt(dir, what, hint) {
  if (!fs.existsSync(path.join(dir, 'index.html')) && !fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(
      `${what} is not built: ${path.relative(ROOT, dir)} is missing. Run \`${hint}\` first (or \`npm start\`, which builds everything).`,
    );
  }
}

export function runningServices() {
  return [...services.keys()];
}
