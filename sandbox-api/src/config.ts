import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Environment of the sandbox: port, data dir, public origin (read at call time so tests can override). */

/** The sandbox-api package folder. */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const on = (name: string) => /^(1|true)$/i.test((process.env[name] ?? '').trim());

export function sandboxPort(): number {
  const port = Number(process.env.SANDBOX_PORT ?? 4000);
  return Number.isInteger(port) && port > 0 ? port : 4000;
}

export function sandboxDataDir(): string {
  return process.env.SANDBOX_DATA_DIR ?? join(PACKAGE_DIR, '.data', 'pglite');
}

/**
 * Origin used in absolute URLs of the data (pictures, videos, invoice links), without trailing slash:
 * env SANDBOX_PUBLIC_URL, else http://127.0.0.1:<SANDBOX_PORT> (http://127.0.0.1:4000 by default).
 */
export function sandboxPublicUrl(): string {
  return (process.env.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${sandboxPort()}`).replace(/\/+$/, '');
}

/** Whether X-Forwarded-Proto/-Host/-Prefix decide the public URL of a request: env SANDBOX_TRUST_PROXY=1 (or true). */
export function sandboxTrustProxy(): boolean {
  return on('SANDBOX_TRUST_PROXY');
}

/**
 * Whether the /__sandbox control routes (fault injection, reset, restore, test listings) answer: env SANDBOX_CONTROL=1
 * (the e2e launcher sets it). GET /__sandbox/health answers either way.
 */
export function sandboxControl(): boolean {
  return on('SANDBOX_CONTROL');
}

/** Whether the user-scoped calls require `Authorization: Bearer <appAuthCode>`: env SANDBOX_AUTH=1 (off by default). */
export function sandboxAuth(): boolean {
  return on('SANDBOX_AUTH');
}
