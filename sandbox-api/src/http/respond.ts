import type { Context } from 'hono';
import * as v from 'valibot';

/** Bad input: answered with HTTP 400 and `{ code: 400, msg }` (or `{ errorCode: 400, errorMsg }` on coupon/trade). */
export class BadRequest extends Error {}

/** True for hosts whose envelope is `{ errorCode, errorMsg, data }`. */
export function usesErrorCode(path: string): boolean {
  return path.startsWith('/coupon') || path.startsWith('/trade');
}

/** The error body in the envelope style of `path`. */
export function errorBody(path: string, code: number, msg: string): Record<string, unknown> {
  return usesErrorCode(path) ? { errorCode: code, errorMsg: msg } : { code, msg };
}

/** Validates `input` with `schema`; throws BadRequest naming the first bad field. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.');
  throw new BadRequest(field ? `${field}: ${issue.message}` : issue.message);
}

/** The query string as a plain object (first value of each key). */
export function queryOf(c: Context): Record<string, string> {
  return c.req.query();
}

/** The JSON body; throws BadRequest when it is missing or not JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new BadRequest('body must be JSON');
  }
}

/** `{ code: 200, msg: 'success', data, ...extra }`. */
export function ok(c: Context, data: unknown, extra: Record<string, unknown> = {}) {
  return c.json({ code: 200, msg: 'success', data, ...extra });
}

/** A business failure: HTTP 200 with a non-200 code (e.g. 404 unknown, 300 e-mail used, 401 bad credentials). */
export function fail(c: Context, code: number, msg: string) {
  return c.json({ code, msg, data: null });
}

/** `{ errorCode: 200, errorMsg: 'success', data }` (coupon and trade hosts). */
export function okE(c: Context, data: unknown) {
  return c.json({ errorCode: 200, errorMsg: 'success', data });
}
