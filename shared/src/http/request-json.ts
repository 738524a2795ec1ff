import * as v from 'valibot';
import { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { ApiError } from './api-error';
import { hostClient } from './host-client';
import type { HostKey } from '../config/runtime-config-schema';

type Primitive = string | number | boolean;

export interface RequestOptions<S extends v.GenericSchema> {
  /** The valibot schema of the whole response body. Every response is parsed, never cast. */
  schema: S;
  method?: 'get' | 'post';
  searchParams?: Record<string, Primitive | null | undefined>;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body. */
  form?: Record<string, Primitive | null | undefined>;
  /** JSON text sent with the form-urlencoded content type (a backend that reads its form body as JSON). */
  formJson?: unknown;
  /** Default: the client's (the runtime config's `requestTimeoutMs`, 15 s unless configured). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Inject a client (tests). */
  client?: KyInstance;
}

function compact(record: Record<string, Primitive | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}

/** An abort for lack of time (AbortSignal.timeout) rather than by the caller. */
function isAbortTimeout(cause: unknown): boolean {
  return cause instanceof DOMException && cause.name === 'TimeoutError';
}

const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

function bodyOf(options: RequestOptions<v.GenericSchema>): BodyInit | undefined {
  if (options.form) return new URLSearchParams(compact(options.form));
  if (options.formJson !== undefined) return JSON.stringify(options.formJson);
  return undefined;
}

/** Call one endpoint of a configured host and parse the body with its contract. Failures become ApiError. */
export async function requestJson<S extends v.GenericSchema>(
  host: HostKey,
  path: string,
  options: RequestOptions<S>,
): Promise<v.InferOutput<S>> {
  const client = options.client ?? hostClient(host);
  const url = `${host}:${path}`;
  let body: unknown;
  try {
    const response = await client(path.replace(/^\//, ''), {
      method: options.method ?? 'get',
      searchParams: options.searchParams ? compact(options.searchParams) : undefined,
      json: options.json,
      body: bodyOf(options),
      ...(options.formJson !== undefined ? { headers: { 'content-type': FORM_TYPE } } : {}),
      // Only when given: an explicit `undefined` would replace the client's timeout with ky's own 10 s.
      ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
      signal: options.signal,
    });
    body = await response.json();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    if (isTimeoutError(cause) || isAbortTimeout(cause)) throw new ApiError({ kind: 'timeout', url, cause });
    if (isHTTPError(cause)) throw new ApiError({ kind: 'http', url, status: cause.response.status, cause });
    if (isNetworkError(cause)) throw new ApiError({ kind: 'network', url, cause });
    if (cause instanceof SyntaxError)
      throw new ApiError({ kind: 'contract', url, detail: 'response is not JSON', cause });
    throw new ApiError({ kind: 'network', url, cause });
  }
  const parsed = v.safeParse(options.schema, body);
  if (!parsed.success) {
    const detail = parsed.issues
      .slice(0, 5)
      .map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`)
      .join('; ');
    throw new ApiError({ kind: 'contract', url, detail });
  }
  return parsed.output;
}
