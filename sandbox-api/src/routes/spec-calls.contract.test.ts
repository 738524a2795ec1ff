import { SPEC_CALLS } from '@hearth/shared/spec-calls';
import { withTestSandbox } from '../testing/sandbox';
import { sandboxPathOf, specRequest } from '../testing/spec-request';

// The sandbox's routes take each call of the specs exactly as the catalogue states it (@hearth/shared/spec-calls),
// so the sandbox cannot drift from the spec towards our code: each entry's example request is sent as the spec
// describes it (method, path, encoding, names), and the route must answer it, not 404, 405 or 400.
const sb = withTestSandbox();

describe('the sandbox answers every call of the specs as the spec states it', () => {
  it.each(
    Object.values(SPEC_CALLS).map((call) => [`${call.spec} ${call.section} ${call.id}`, call] as const),
  )('%s', async (_name, call) => {
    const res = await sb().app.request(specRequest(call));
    const detail = `${call.method} ${sandboxPathOf(call, call.example.path)} → ${res.status} ${await res.clone().text()}`;
    expect([detail, res.status < 400]).toEqual([detail, true]);
    expect(res.headers.get('content-type') ?? '').toMatch(/json/);
  });
});
