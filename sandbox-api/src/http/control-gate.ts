import type { MiddlewareHandler } from 'hono';
import { errorBody } from './respond';

/**
 * The /__sandbox routes (fault injection, reset, seeded-record restores, test listings) answer only when `enabled()`
 * (env SANDBOX_CONTROL=1, set by the e2e launcher, or the createApp option); otherwise they are 404 like any unknown
 * path. GET /__sandbox/health always answers: launchers and `sandbox:reset` probe it.
 */
export function controlGate(enabled: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (enabled() || (c.req.path === '/__sandbox/health' && c.req.method === 'GET')) return next();
    return c.json(errorBody(c.req.path, 404, `Not Found: ${c.req.method} ${c.req.path}`), 404);
  };
}
