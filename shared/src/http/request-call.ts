import type * as v from 'valibot';
import type { HostKey } from '../config/runtime-config-schema';
import type { SpecCall } from '../contracts/spec-calls/spec-call';
import { requestJson, type RequestOptions } from './request-json';

type Primitive = string | number | boolean;

export interface CallOptions<S extends v.GenericSchema> extends Pick<
  RequestOptions<S>,
  'schema' | 'signal' | 'timeoutMs' | 'client'
> {
  /** The parameters, sent as the entry's encoding says (query, JSON, form or form-json). */
  params?: Record<string, unknown>;
  /** The values of the path's `{name}` segments. */
  path?: Readonly<Record<string, string>>;
}

function primitives(
  params: Record<string, unknown>,
  id: string,
): Record<string, Primitive | null | undefined> {
  const out: Record<string, Primitive | null | undefined> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && typeof value === 'object')
      throw new TypeError(`${id}: parameter ${name} must be a scalar for this encoding`);
    out[name] = value as Primitive | null | undefined;
  }
  return out;
}

/** The path with its `{name}` segments filled, each URI-encoded; a segment left unfilled is a programming error. */
function filledPath(call: SpecCall, values: Readonly<Record<string, string>> = {}): string {
  return call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`${call.id}: path segment {${name}} not given`);
    return encodeURIComponent(value);
  });
}

/**
 * Sends one of the spec's calls (`SPEC_CALLS`): method, host, path and encoding come from its catalogue entry, so
 * an endpoint module states only its parameters. The body is parsed with `schema`, as `requestJson` does.
 */
export function requestCall<S extends v.GenericSchema>(
  call: SpecCall,
  options: CallOptions<S>,
): Promise<v.InferOutput<S>> {
  const params = options.params ?? {};
  const common: RequestOptions<S> = {
    schema: options.schema,
    method: call.method === 'POST' ? 'post' : 'get',
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    client: options.client,
  };
  if (call.encoding === 'query') common.searchParams = primitives(params, call.id);
  else if (call.encoding === 'form') common.form = primitives(params, call.id);
  else if (call.encoding === 'json') common.json = params;
  else common.formJson = params;
  return requestJson(call.host as HostKey, filledPath(call, options.path), common);
}
