import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BadRequest, errorBody } from './respond';

/** The largest request body the sandbox reads (the real services sit behind gateways with such limits). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Bodies above MAX_BODY_BYTES → 413 in the envelope of the path, before any route reads them. */
export function limitBody(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json(errorBody(c.req.path, 413, `Request body larger than ${MAX_BODY_BYTES} bytes`), 413),
  });
}

/** A NUL character, raw, percent-encoded (%00) or as a JSON escape (\u0000). */
const NUL = new RegExp(`${String.fromCharCode(0)}|%00|\\\\u0000`, 'i');

/**
 * No text the sandbox stores or looks up may hold a NUL character (PostgreSQL text cannot): a request carrying one in
 * its path, query or body is refused with 400 before any route runs, so nothing is half-written.
 */
export function rejectNul(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (NUL.test(url.pathname) || NUL.test(url.search)) throw new BadRequest('the URL holds a NUL character');
    if (c.req.raw.body && NUL.test(await c.req.raw.clone().text()))
      throw new BadRequest('the body holds a NUL character');
    return next();
  };
}

/**
 * True for a database error of SQLSTATE class 22 (data exception: a value out of range, of the wrong form, an
 * untranslatable character). Such a value came from the request, and its statement (and transaction) was rolled
 * back: it is answered with 400 like any other bad input, never 500.
 */
export function isBadInputDbError(err: unknown): boolean {
  if (!(err instanceof Error) || !('code' in err)) return false;
  const { code } = err;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
