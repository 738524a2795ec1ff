import * as v from 'valibot';
import { setRuntimeConfig } from '../config/config-store';
import { requestJson } from '../http/request-json';
import { installFetchRoutes } from '../testing/fetch-routes';
import { makeTestConfig } from '../testing/test-config';
import { declaredGetUrl, parseDeclaredGets, primeDeclaredGets } from './declared-gets';

const HOSTS = { cmis: 'http://cmis.test/', evil: 'javascript:alert(1)' };
const VALUES = { owner: '51001', ltype: '0' };
const LIST = {
  host: 'cmis',
  path: '/channel/list',
  query: [
    ['id', '{owner}'],
    ['page', '1'],
    ['ltype', '{ltype}'],
  ],
};

describe('declared GETs (a remote’s module asks the entry for its first data)', () => {
  it('fill the placeholders, keep the parameters in order, on a host of the runtime config', () => {
    const [get] = parseDeclaredGets([LIST]);
    expect(declaredGetUrl(get!, HOSTS, VALUES)).toBe('http://cmis.test/channel/list?id=51001&page=1&ltype=0');
    expect(declaredGetUrl(get!, { cmis: 'ftp://x.test' }, VALUES)).toBeNull();
    expect(declaredGetUrl({ ...get!, host: 'evil' }, HOSTS, VALUES)).toBeNull();
    expect(declaredGetUrl({ ...get!, host: 'nope' }, HOSTS, VALUES)).toBeNull();
    expect(declaredGetUrl(get!, null, VALUES)).toBeNull();
    expect(declaredGetUrl({ ...get!, query: [['x', '{secret}']] }, HOSTS, VALUES)).toBeNull();
  });

  it('drop malformed declarations, never throw', () => {
    expect(parseDeclaredGets('x')).toEqual([]);
    expect(
      parseDeclaredGets([
        null,
        { ...LIST, host: 'a.b' },
        { ...LIST, path: 'relative' },
        { ...LIST, path: '/a/../b' },
        { ...LIST, path: '//evil.test/x' },
        { ...LIST, query: [['a', 1]] },
        { ...LIST, query: [['a b', 'c']] },
        { ...LIST, query: 'a=b' },
        LIST,
      ]),
    ).toEqual([LIST]);
  });

  it('send each now, for the API client to take over (one request)', async () => {
    setRuntimeConfig(makeTestConfig());
    const routes = installFetchRoutes({ 'GET cmis /channel/list': () => ({ body: { code: 200 } }) });
    try {
      primeDeclaredGets(parseDeclaredGets([LIST]), makeTestConfig().hosts, VALUES);
      expect(routes.requests).toHaveLength(1);
      await requestJson('cmis', '/channel/list', {
        schema: v.object({ code: v.number() }),
        searchParams: { id: '51001', page: 1, ltype: 0 },
      });
      expect(routes.requests).toHaveLength(1);
    } finally {
      routes.restore();
    }
  });
});
