import type { SpecCall } from '@hearth/shared/spec-calls';
import prefixes from '../../host-prefixes.json';

const HOST_PREFIXES: Record<string, string> = prefixes;

/** Where the sandbox serves an entry's path (its host's prefix), with the `{name}` segments filled. */
export function sandboxPathOf(call: SpecCall, pathValues: Readonly<Record<string, string>> = {}): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathValues[name] ?? ''),
  );
  return `${HOST_PREFIXES[call.host] ?? `/${call.host}`}${path}`;
}

/**
 * A request of an entry to the sandbox, encoded as the entry says (query, JSON, form or form-json); a form or query
 * value that is an object travels as its JSON text, null as the text `null`.
 */
export function specRequest(
  call: SpecCall,
  params: Readonly<Record<string, unknown>> = call.example.params,
  pathValues: Readonly<Record<string, string>> = call.example.path ?? {},
): Request {
  const url = new URL(`http://sandbox.test${sandboxPathOf(call, pathValues)}`);
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]): [string, string] => [
      name,
      value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]);
  if (call.encoding === 'query') {
    for (const [name, value] of pairs) url.searchParams.set(name, value);
    return new Request(url, { method: call.method });
  }
  const form = 'application/x-www-form-urlencoded;charset=UTF-8';
  const [type, body] =
    call.encoding === 'json'
      ? ['application/json', JSON.stringify(params)]
      : call.encoding === 'form-json'
        ? [form, JSON.stringify(params)]
        : [form, new URLSearchParams(pairs).toString()];
  return new Request(url, { method: call.method, headers: { 'content-type': type }, body });
}
