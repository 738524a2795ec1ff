import ky, { type KyInstance } from 'ky';
import { getRuntimeConfig } from '../config/config-store';
import type { HostKey, RuntimeConfig } from '../config/runtime-config-schema';
import { takeEarlyGet } from '../early/early-get';

/** Default per-request timeout; a page may pass its own. */
export const DEFAULT_TIMEOUT_MS = 15_000;

const clients = new Map<string, KyInstance>();

/**
 * The ky client of one backend host, built from the runtime config (one client per host).
 * Retries idempotent GETs once on network faults and 5xx; never retries POSTs.
 */
export function hostClient(host: HostKey, config: RuntimeConfig = getRuntimeConfig()): KyInstance {
  const base = config.hosts[host];
  const cacheKey = `${host} ${base}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = ky.create({
      prefix: base,
      timeout: DEFAULT_TIMEOUT_MS,
      retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
      headers: { accept: 'application/json' },
      // A GET the entry chunk already sent (the site's profile and user info) is taken over, not sent again.
      hooks: {
        beforeRequest: [({ request }) => (request.method === 'GET' ? takeEarlyGet(request.url) : undefined)],
      },
    });
    clients.set(cacheKey, client);
  }
  return client;
}
