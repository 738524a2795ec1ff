import { definePage, defineRoute, type RouteDefinition } from './define-route';
import { prefixesOf, routeListOf, routeManifestOf, staticHead } from './route-manifest';

const Page = () => null;
const lazy = async () => ({ Component: Page });

function route(overrides: Partial<RouteDefinition> & Pick<RouteDefinition, 'id' | 'path'>) {
  return defineRoute({ handle: {}, lazy, example: { path: overrides.path }, ...overrides });
}

describe('defineRoute', () => {
  it('keeps id, path, handle and lazy; a path under /hybrid/ is a hybrid page unless the handle says not', () => {
    const page = route({ id: 'share', path: '/hybrid/share/x', handle: { titleKey: 't' } });
    expect(page).toMatchObject({
      id: 'share',
      path: '/hybrid/share/x',
      handle: { titleKey: 't', hybrid: true },
    });
    expect(page.lazy).toBe(lazy);
    expect(route({ id: 'p', path: '/p' }).handle.hybrid).toBe(false);
    expect(route({ id: 'h', path: '/hybrid/h', handle: { hybrid: false } }).handle.hybrid).toBe(false);
  });

  it('refuses an id that is not kebab-case, a relative path and no example', () => {
    expect(() => route({ id: 'Blog_Detail', path: '/blog' })).toThrow(/kebab-case/);
    expect(() => route({ id: 'blog', path: 'blog' })).toThrow(/not absolute/);
    expect(() => route({ id: 'blog', path: '/blog', example: [] })).toThrow(/no example/);
  });
});

describe('definePage (the shell: a page without its code)', () => {
  it('is checked and normalised like defineRoute, and keeps its literal id and path', () => {
    const page = definePage({
      id: 'done',
      path: '/hybrid/done',
      handle: {},
      example: { path: '/hybrid/done' },
    });
    expect(page).toEqual({
      id: 'done',
      path: '/hybrid/done',
      handle: { hybrid: true },
      examples: [{ path: '/hybrid/done' }],
    });
    const literal: '/hybrid/done' = page.path;
    expect(literal).toBe('/hybrid/done');
    expect(() => definePage({ id: 'Done', path: '/d', handle: {}, example: { path: '/d' } })).toThrow(
      /kebab-case/,
    );
    expect(() => definePage({ id: 'd', path: 'd', handle: {}, example: [] })).toThrow(/not absolute/);
  });

  it("gives a route list without prefixes (the root path has none), checked like a remote's", () => {
    const home = definePage({
      id: 'home',
      path: '/',
      handle: {},
      example: { site: 'agent-epic', path: '/' },
    });
    expect(routeListOf([home])).toEqual([
      { id: 'home', path: '/', chrome: {}, examples: [{ id: 'home', site: 'agent-epic', path: '/' }] },
    ]);
    expect(() => routeManifestOf([home])).toThrow(/no static first segment/);
    expect(() => routeListOf([{ ...home, examples: [{ path: '/x' }] }])).toThrow(/does not match/);
  });
});

describe('the route manifest a remote build generates', () => {
  it('lists each route with its chrome differences and its examples (the first one named after the route)', () => {
    const manifest = routeManifestOf([
      route({
        id: 'listing',
        path: '/listing/:id',
        handle: { banner: false, header: true },
        example: [{ path: '/listing/a1' }, { id: 'www-listing', site: 'www', path: '/listing/a1?x=1' }],
      }),
      route({ id: 'share', path: '/hybrid/share/list' }),
    ]);
    expect(manifest.routes).toEqual([
      {
        id: 'listing',
        path: '/listing/:id',
        chrome: { banner: false },
        examples: [
          { id: 'listing', site: 'agent', path: '/listing/a1' },
          { id: 'www-listing', site: 'www', path: '/listing/a1?x=1' },
        ],
      },
      {
        id: 'share',
        path: '/hybrid/share/list',
        chrome: { hybrid: true },
        examples: [{ id: 'share', site: 'agent', path: '/hybrid/share/list' }],
      },
    ]);
    expect(manifest.prefixes).toEqual([
      { path: '/hybrid/share/list', hybrid: true },
      { path: '/listing', banner: false },
    ]);
  });

  it('refuses an example that does not match its path, an unnamed second example and a repeated id', () => {
    expect(() => routeManifestOf([route({ id: 'a', path: '/a/:id', example: { path: '/b/1' } })])).toThrow(
      /does not match/,
    );
    expect(() =>
      routeManifestOf([route({ id: 'a', path: '/a', example: [{ path: '/a' }, { path: '/a?p=2' }] })]),
    ).toThrow(/needs an id/);
    expect(() => routeManifestOf([route({ id: 'a', path: '/a' }), route({ id: 'a', path: '/b' })])).toThrow(
      /route id "a" is used twice/,
    );
  });
});

describe('prefixes from route paths', () => {
  it('a prefix is the static head of a path, before its first parameter', () => {
    expect(staticHead('/news-detail/:source/:newsid')).toBe('/news-detail');
    expect(staticHead('/hybrid/vendor/accounting/customer/:oid')).toBe('/hybrid/vendor/accounting/customer');
    expect(staticHead('/about')).toBe('/about');
  });

  const gen = (id: string, path: string, chrome = {}) => ({ id, path, chrome, examples: [] });

  it('a head covered by a shorter one of the same chrome is left out; another chrome keeps its own prefix', () => {
    expect(
      prefixesOf([
        gen('detail', '/hybrid/coupon/:id', { hybrid: true }),
        gen('list', '/hybrid/coupon/marketing/list', { hybrid: true }),
        gen('blogs', '/blogs'),
        gen('blog', '/blog/:id'),
        gen('full', '/blog/full/:id', { banner: false }),
      ]),
    ).toEqual([
      { path: '/blog' },
      { path: '/blog/full', banner: false },
      { path: '/blogs' },
      { path: '/hybrid/coupon', hybrid: true },
    ]);
  });

  it('refuses two chromes for one prefix and a path without a static first segment', () => {
    expect(() => prefixesOf([gen('a', '/a'), gen('b', '/a/:id', { banner: false })])).toThrow(
      /two different/,
    );
    expect(() => prefixesOf([gen('a', '/:lang/a')])).toThrow(/no static first segment/);
  });
});
