import type { Context } from 'hono';
import { BadRequest, jsonBody } from './respond';

/**
 * The body of a POST whose encoding the spec leaves open ("POST" without "JSON" or "url-encoded"; the catalogue
 * entry's `readings`): a JSON body; a form body of name=value pairs; or JSON text sent with the form content type.
 * Form values stay text (the request schemas take numbers as text too); a field that holds JSON text of an object
 * is for its schema to read.
 */
export async function jsonOrFormBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) return jsonBody(c);
  const text = await c.req.text();
  if (text.trimStart().startsWith('{')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new BadRequest('body must be JSON text or name=value pairs');
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}
