import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';

/**
 * Public origin per request. Behind a trusted reverse proxy (each site's origin fronting the API under a path
 * prefix, e.g. https://lily.localhost:3000/api → the sandbox), absolute URLs follow the X-Forwarded-* headers of
 * the request; otherwise they use the configured public URL.
 */

/** Reads a request header (a `Headers` object or Hono's `c.req.header`). */
export type HeaderReader = (name: string) => string | null | undefined;

/** `host[:port]`: letters, digits, dots and hyphens, optional numeric port. */
const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;
/** Empty or `/segment[/segment…]`, segments of [A-Za-z0-9._-]. */
const PREFIX = /^(?:\/[A-Za-z0-9._-]+)*$/;
/** A segment made of dots only (`.`, `..`) would let the prefix climb out of the path. */
const DOT_SEGMENT = /\/\.+(?=\/|$)/;

function firstValue(raw: string | null | undefined): string {
  return (raw ?? '').split(',')[0]!.trim();
}

function schemeOf(url: string): string {
  try {
    return new URL(url).protocol.replace(/:$/, '');
  } catch {
    return 'http';
  }
}

/**
 * The public URL (no trailing slash) of a request: `${proto}://${host}${prefix}` from X-Forwarded-Proto/-Host/
 * -Prefix when `trusted` and X-Forwarded-Host is present and valid, else `configured`. An invalid host or prefix
 * ignores the forwarded headers altogether; an invalid or missing proto falls back to the configured scheme.
 */
export function resolvePublicUrl(configured: string, header: HeaderReader, trusted: boolean): string {
  if (!trusted) return configured;
  const host = firstValue(header('x-forwarded-host'));
  if (!host || !HOST.test(host)) return configured;
  const prefix = (header('x-forwarded-prefix') ?? '').trim().replace(/\/+$/, '');
  if (!PREFIX.test(prefix) || DOT_SEGMENT.test(prefix)) return configured;
  const forwardedProto = firstValue(header('x-forwarded-proto')).toLowerCase();
  const proto =
    forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : schemeOf(configured);
  return `${proto}://${host}${prefix}`;
}

const requestPublicUrl = new AsyncLocalStorage<string>();

/** The public URL of the request being handled, if any (see `publicUrlMiddleware`). */
export function currentPublicUrl(): string | undefined {
  return requestPublicUrl.getStore();
}

/**
 * Resolves the public URL of each request once (configuration read per request) and makes it the value of
 * `currentPublicUrl()` while the request is handled.
 */
export function publicUrlMiddleware(configured: () => string, trusted: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    const url = resolvePublicUrl(configured(), (name) => c.req.header(name), trusted());
    await requestPublicUrl.run(url, next);
  };
}
