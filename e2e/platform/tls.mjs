// TLS of the local platform (HEARTH_TLS=1, see ports.mjs useTls()): the self-signed certificate nginx serves, and
// HTTP(S) requests from Node to the platform's loopback servers (readiness checks, the bench's manifest reads),
// which accept that certificate.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import tls from 'node:tls';
import { PORT_OFFSET, RUNTIME_DIR } from './ports.mjs';

/** Where the certificate lives (one folder per port offset, like the deploy and log dirs). */
export const TLS_DIR = path.join(RUNTIME_DIR, PORT_OFFSET ? `tls-${PORT_OFFSET}` : 'tls');
/** The names the certificate covers: every site host (`lily.localhost`, …) and the loopback address. */
export const TLS_NAMES = 'DNS:localhost,DNS:*.localhost,IP:127.0.0.1';
const VALID_DAYS = 30;
/** A certificate older than this is made again (it stays valid for VALID_DAYS: a platform may run for days). */
const RENEW_AFTER_DAYS = 20;

/**
 * The certificate and key (PEM, absolute paths) for localhost, *.localhost and 127.0.0.1, made with the `openssl`
 * CLI when missing or older than 20 days. Self-signed: browsers and Lighthouse run with certificate errors ignored.
 * @returns {{ certificate: string, key: string }}
 */
export function ensureCertificate({ dir = TLS_DIR } = {}) {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const age = (file) =>
    fs.existsSync(file) ? (Date.now() - fs.statSync(file).mtimeMs) / 86_400_000 : Infinity;
  if (Math.max(age(certificate), age(key)) < RENEW_AFTER_DAYS) return { certificate, key };

  fs.mkdirSync(dir, { recursive: true });
  // Written beside the final files, then renamed: a platform starting meanwhile never reads half a pair.
  const tmp = (file) => `${file}.${process.pid}.tmp`;
  const args = [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', String(VALID_DAYS)],
    ...['-subj', '/CN=localhost', '-addext', `subjectAltName=${TLS_NAMES}`],
    ...['-keyout', tmp(key), '-out', tmp(certificate)],
  ];
  const run = spawnSync('openssl', args, { encoding: 'utf8' });
  if (run.error || run.status !== 0) {
    for (const file of [tmp(key), tmp(certificate)]) fs.rmSync(file, { force: true });
    throw new Error(
      `[tls] cannot make the local certificate with openssl (${run.error?.message ?? run.stderr.trim()}): install openssl, or run without HEARTH_TLS`,
    );
  }
  fs.renameSync(tmp(key), key);
  fs.renameSync(tmp(certificate), certificate);
  console.log(
    `[tls] made a self-signed certificate for ${TLS_NAMES} in ${path.relative(process.cwd(), dir)}`,
  );
  return { certificate, key };
}

/** A URL on this machine: 127.0.0.1, ::1, localhost or a *.localhost site host. */
export function isLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === '127.0.0.1' || host === '::1' || host === 'localhost' || host.endsWith('.localhost');
}

/**
 * GET `url` (http or https) → `{ status, body }`. On loopback the platform's self-signed certificate is accepted
 * (nothing else is: a remote https URL is verified as usual).
 * @returns {Promise<{ status: number, body: Buffer }>}
 */
export function getUrl(url, { timeoutMs = 2000 } = {}) {
  const secure = new URL(url).protocol === 'https:';
  const options = secure && isLoopback(url) ? { rejectUnauthorized: false } : {};
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).get(url, { ...options, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/** GET `url` and parse its JSON; null when it does not answer 200 with JSON. */
export async function getJson(url) {
  try {
    const { status, body } = await getUrl(url, { timeoutMs: 10_000 });
    return status === 200 ? JSON.parse(body.toString('utf8')) : null;
  } catch {
    return null;
  }
}

/** The protocol a TLS server on 127.0.0.1:port negotiates (ALPN): 'h2' or 'http/1.1'; null when TLS fails. */
function alpnOf(port) {
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: '127.0.0.1',
      port,
      servername: 'localhost',
      ALPNProtocols: ['h2', 'http/1.1'],
      rejectUnauthorized: false,
    });
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2000, () => done(null));
    socket.once('secureConnect', () => done(socket.alpnProtocol || 'http/1.1'));
    socket.once('error', () => done(null));
  });
}

/**
 * How a running server on 127.0.0.1:port serves `probePath`: HTTPS first (a plain-HTTP server fails the
 * handshake), then plain HTTP. `protocol`: what a browser gets, 'h2' or 'http/1.1'. null: nothing answers.
 * @returns {Promise<{ scheme: 'https' | 'http', protocol: 'h2' | 'http/1.1' } | null>}
 */
export async function probeServer(port, probePath = '/runtime-config.json') {
  const protocol = await alpnOf(port);
  if (protocol) {
    try {
      await getUrl(`https://127.0.0.1:${port}${probePath}`);
      return { scheme: 'https', protocol };
    } catch {
      /* not HTTPS after all: try plain HTTP */
    }
  }
  try {
    await getUrl(`http://127.0.0.1:${port}${probePath}`);
    return { scheme: 'http', protocol: 'http/1.1' };
  } catch {
    return null;
  }
}
