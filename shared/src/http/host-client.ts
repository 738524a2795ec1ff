import ky, { type KyInstance } from 'ky';
import { getRuntimeConfig } from '../config/config-store';
import type { HostKey, RuntimeConfig } from '../config/runtime-config-schema';
import { useNativeContextStore } from '../stores/native-context-store';

/** Default per-request timeout (the runtime config's `requestTimeoutMs` default); a page may pass its own. */
export const DEFAULT_TIMEOUT_MS = 15_000;

const clients = new Map<string, KyInstance>();

/**
 * The credential a request to `host` carries under the runtime config's `auth` option, or null: off when the option
 * is absent, when the host is not listed, or when the native context has no such value (yet). Read at send time.
 */
export function authorizationFor(host: string, config: RuntimeConfig): string | null {
  const auth = config.auth;
  if (!auth?.hosts.includes(host)) return null;
  const value = useNativeContextStore.getState()[auth.context];
  return value ? `Bearer ${value}` : null;
}

/**
 * The ky client of one backend host, built from the runtime config (one client per host and config).
 * Every attempt is bounded by `requestTimeoutMs`; retries idempotent GETs once on network faults and 5xx; never
 * retries POSTs.
 */
export function hostClient(host: HostKey, config: RuntimeConfig = getRuntimeConfig()): KyInstance {
  const base = config.hosts[host];
  const timeout = config.requestTimeoutMs;
  const cacheKey = `${host} ${base} ${timeout} ${JSON.stringify(config.auth ?? null)}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = ky.create({
      prefix: base,
      timeout,
      retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
      headers: { accept: 'application/json' },
      hooks: {
        beforeRequest: [
          // The one credential hook (ADR 0021): off by default.
          ({ request }) => {
            const authorization = authorizationFor(host, config);
            if (authorization) request.headers.set('authorization', authorization);
          },
        ],
      },
    });
    clients.set(cacheKey, client);
  }
  return client;
}
