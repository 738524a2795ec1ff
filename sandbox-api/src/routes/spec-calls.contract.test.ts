import { SPEC_CALLS, type SpecCall } from '@hearth/shared/spec-calls';
import prefixes from '../../host-prefixes.json';
import { withTestSandbox } from '../testing/sandbox';

// The sandbox's routes take each call of the specs exactly as the catalogue states it (@hearth/shared/spec-calls),
// so the sandbox cannot drift from the spec towards our code: each entry's example request is sent as the spec
// describes it (method, path, encoding, names), and the route must answer it, not 404, 405 or 400.
const sb = withTestSandbox();

const HOST_PREFIXES: Record<string, string> = prefixes;

function pathOf(call: SpecCall): string {
  const values = call.example.path ?? {};
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  return `${HOST_PREFIXES[call.host] ?? `/${call.host}`}${path}`;
}

const text = (params: Readonly<Record<string, unknown>>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, value === null ? 'null' : String(value)]);

/** The example request of an entry, encoded as the entry says. */
function exampleRequest(call: SpecCall): Request {
  const url = new URL(`http://sandbox.test${pathOf(call)}`);
  const { params } = call.example;
  if (call.encoding === 'query') {
    for (const [name, value] of text(params)) url.searchParams.set(name!, value!);
    return new Request(url, { method: call.method });
  }
  const form = 'application/x-www-form-urlencoded;charset=UTF-8';
  const [type, body] =
    call.encoding === 'json'
      ? ['application/json', JSON.stringify(params)]
      : call.encoding === 'form-json'
        ? [form, JSON.stringify(params)]
        : [form, new URLSearchParams(text(params) as [string, string][]).toString()];
  return new Request(url, { method: call.method, headers: { 'content-type': type }, body });
}

describe('the sandbox answers every call of the specs as the spec states it', () => {
  it.each(
    Object.values(SPEC_CALLS).map((call) => [`${call.spec} ${call.section} ${call.id}`, call] as const),
  )('%s', async (_name, call) => {
    const res = await sb().app.request(exampleRequest(call));
    const detail = `${call.method} ${pathOf(call)} → ${res.status} ${await res.clone().text()}`;
    expect([detail, res.status < 400]).toEqual([detail, true]);
    expect(res.headers.get('content-type') ?? '').toMatch(/json/);
  });
});
