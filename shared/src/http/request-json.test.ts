import * as v from 'valibot';
import { requestJson } from './request-json';
import { unwrapCode } from '../api/unwrap';
import { ApiError } from './api-error';
import { setRuntimeConfig } from '../config/config-store';
import { makeTestConfig } from '../testing/test-config';
import { installFetchRoutes } from '../testing/fetch-routes';
import { codeEnvelope } from '../contracts/envelope';

const Schema = codeEnvelope(v.object({ name: v.string() }));

describe('requestJson', () => {
  let restore = () => {};
  beforeEach(() => setRuntimeConfig(makeTestConfig()));
  afterEach(() => restore());

  it('sends query params, parses the body and unwraps code 200', async () => {
    const routes = installFetchRoutes({
      'GET cmis /thing': () => ({ body: { code: 200, data: { name: 'Lily' } } }),
    });
    restore = routes.restore;
    const body = await requestJson('cmis', '/thing', {
      schema: Schema,
      searchParams: { id: 7, skip: undefined },
    });
    expect(unwrapCode(body, '/thing').data.name).toBe('Lily');
    expect(routes.requests[0]?.url.search).toBe('?id=7');
  });

  it('turns a non-200 code into a business error with the message', async () => {
    restore = installFetchRoutes({
      'GET cmis /thing': () => ({ body: { code: 404, msg: 'no agent' } }),
    }).restore;
    const body = await requestJson('cmis', '/thing', { schema: Schema });
    expect(() => unwrapCode(body, '/thing')).toThrow(
      expect.objectContaining({ kind: 'business', code: 404, detail: 'no agent' }),
    );
  });

  it('reports a contract mismatch when code 200 carries the wrong data', async () => {
    restore = installFetchRoutes({
      'GET cmis /thing': () => ({ body: { code: 200, data: { name: 42 } } }),
    }).restore;
    await expect(requestJson('cmis', '/thing', { schema: Schema })).rejects.toMatchObject({
      kind: 'contract',
    });
  });

  it('reports HTTP errors with their status', async () => {
    restore = installFetchRoutes({ 'POST cmis /thing': () => ({ status: 500, body: {} }) }).restore;
    await expect(
      requestJson('cmis', '/thing', { schema: Schema, method: 'post', json: {} }),
    ).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('reports network failures', async () => {
    restore = installFetchRoutes({}).restore;
    const error = await requestJson('cmis', '/missing', { schema: Schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('sends url-encoded forms', async () => {
    const routes = installFetchRoutes({
      'POST cmis /form': () => ({ body: { code: 200, data: { name: 'ok' } } }),
    });
    restore = routes.restore;
    await requestJson('cmis', '/form', { schema: Schema, method: 'post', form: { userId: 0, excludeId: 5 } });
    expect(routes.requests[0]?.body).toBe('userId=0&excludeId=5');
  });
});
