/**
 * @jest-environment node
 */
// Route refs (ADR 0029): the remotes.json `routes` table and the refs file a remote's definitions generate.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS build tooling
const { boundRoutesOf, routeRefsSource, routeRefsTypeName } = require('./route-refs.cjs') as {
  boundRoutesOf: (routes: { id: string; path: string }[]) => Record<string, string>;
  routeRefsSource: (remote: { name: string; dir: string; package: string }, routes: object[]) => string;
  routeRefsTypeName: (dir: string) => string;
};

const ROUTES = [
  { id: 'listings', path: '/listings', link: { query: ['page'] } },
  { id: 'listing-detail', path: '/listing/:id' },
  { id: 'seller-guide', path: '/seller-guide', link: { hash: ['step1', 'step2'] } },
];
const REMOTE = { name: 'remote_listings', dir: 'remote-listings', package: '@hearth/remote-listings' };

describe('route refs generation', () => {
  it('the remotes.json table: route id → path pattern, in definition order', () => {
    expect(boundRoutesOf(ROUTES)).toEqual({
      listings: '/listings',
      'listing-detail': '/listing/:id',
      'seller-guide': '/seller-guide',
    });
    expect(Object.keys(boundRoutesOf(ROUTES))).toEqual(['listings', 'listing-detail', 'seller-guide']);
  });

  it('the refs file: one type, the remote name and each route with its query keys and hashes', () => {
    const text = routeRefsSource(REMOTE, ROUTES);
    expect(routeRefsTypeName('remote-listings')).toBe('ListingsRouteRefs');
    expect(text).toContain("import type { RouteRefs } from '@hearth/shared/links';");
    expect(text).toContain("export type ListingsRouteRefs = RouteRefs<\n  'remote_listings',");
    expect(text).toContain("    listings: { path: '/listings'; query: 'page' };");
    expect(text).toContain("    'listing-detail': { path: '/listing/:id' };");
    expect(text).toContain("    'seller-guide': { path: '/seller-guide'; hash: 'step1' | 'step2' };");
    expect(text).toContain("from '@hearth/remote-listings/route-refs'");
  });
});
