import { routes } from './index';
import { listingsPages } from './pages';

test('the page list and the route definitions name the same pages, in the same order', () => {
  expect(routes.map((r) => [r.id, r.path])).toEqual(listingsPages.all.map((p) => [p.id, p.path]));
});

test('links inside remote_listings keep their hrefs (params encoded)', () => {
  expect(listingsPages.href('listing-detail', { id: 'R1/2' })).toBe('/listing/R1%2F2');
  expect(listingsPages.href('listings')).toBe('/listings');
  expect(listingsPages.href('map-search')).toBe('/map');
  expect(listingsPages.href('house-valuation')).toBe('/hybrid/house/evaluate/price');
});
