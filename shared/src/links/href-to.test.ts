import type { BoundRoutes } from '@hearth/shared';
import { fillPath, hrefTo } from './href-to';
import { routeRefs, type PathParams, type RouteRefs } from './route-refs';

type ExampleRefs = RouteRefs<
  'remote_example',
  {
    'listing-detail': { path: '/listing/:id' };
    'news-detail': { path: '/news-detail/:source/:newsid' };
    listings: { path: '/listings'; query: 'page' };
    'seller-guide': { path: '/seller-guide'; hash: 'step1' | 'step2' };
    about: { path: '/about' };
  }
>;
const example = routeRefs<ExampleRefs>('remote_example');

const TABLE: BoundRoutes = {
  remote_example: {
    'listing-detail': '/listing/:id',
    'news-detail': '/news-detail/:source/:newsid',
    listings: '/listings',
    'seller-guide': '/seller-guide',
  },
};

describe('route refs: params parsed from the path literal (types)', () => {
  it('gives each :param, and only those', () => {
    const detail: PathParams<'/news-detail/:source/:newsid'> = { source: 'cbc', newsid: 7 };
    const none: PathParams<'/about'> = {};
    // @ts-expect-error: `/listing/:id` has no `listingId`
    const wrong: PathParams<'/listing/:id'> = { listingId: '1' };
    expect([detail, none, wrong]).toHaveLength(3);
  });

  it('checks ids, params, query keys and hashes at the call', () => {
    expect(hrefTo(TABLE, example, 'listing-detail', { id: 'R1' })).toBe('/listing/R1');
    // @ts-expect-error: a wrong param name
    expect(hrefTo(TABLE, example, 'listing-detail', { listing: 'R1' })).toBeUndefined();
    // @ts-expect-error: an id the remote does not export
    expect(hrefTo(TABLE, example, 'listing')).toBeUndefined();
    // @ts-expect-error: `about` declares no query
    expect(hrefTo(TABLE, example, 'about', {}, { query: { page: 2 } })).toBeUndefined();
    // @ts-expect-error: the guide has no `step9`
    expect(hrefTo(TABLE, example, 'seller-guide', {}, { hash: 'step9' })).toBe('/seller-guide#step9');
  });
});

describe('hrefTo', () => {
  it('fills the bound path, encoding each param as one segment (as paths did)', () => {
    expect(hrefTo(TABLE, example, 'listing-detail', { id: 'a/b?c#d' })).toBe('/listing/a%2Fb%3Fc%23d');
    expect(hrefTo(TABLE, example, 'news-detail', { source: 'a b', newsid: 'x/y' })).toBe(
      '/news-detail/a%20b/x%2Fy',
    );
  });

  it('adds the query only when set, and the hash', () => {
    expect(hrefTo(TABLE, example, 'listings')).toBe('/listings');
    expect(hrefTo(TABLE, example, 'listings', {}, { query: { page: undefined } })).toBe('/listings');
    expect(hrefTo(TABLE, example, 'listings', {}, { query: { page: 2 } })).toBe('/listings?page=2');
    expect(hrefTo(TABLE, example, 'seller-guide', {}, { hash: 'step2' })).toBe('/seller-guide#step2');
  });

  it('follows the deployed path, not a compiled one (a moved page needs no rebuild of the linker)', () => {
    const moved: BoundRoutes = { remote_example: { 'listing-detail': '/homes/:id/view' } };
    expect(hrefTo(moved, example, 'listing-detail', { id: 7 })).toBe('/homes/7/view');
  });

  it('is unbound (undefined) without the remote, without the id, or when the deployed path wants another param', () => {
    expect(hrefTo({}, example, 'listings')).toBeUndefined();
    expect(hrefTo(TABLE, example, 'about')).toBeUndefined();
    const renamed: BoundRoutes = { remote_example: { 'listing-detail': '/listing/:listingId' } };
    expect(hrefTo(renamed, example, 'listing-detail', { id: 'R1' })).toBeUndefined();
  });

  it('fillPath refuses a wildcard or a missing param', () => {
    expect(fillPath('/hybrid/coupon/*', {})).toBeUndefined();
    expect(fillPath('/blog/:blogid', {})).toBeUndefined();
    expect(fillPath('/blog/:blogid', { blogid: 42 })).toBe('/blog/42');
  });
});
