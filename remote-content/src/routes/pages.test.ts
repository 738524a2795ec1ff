import { routes } from './index';
import { contentPages } from './pages';

test('the page list and the route definitions name the same pages, in the same order', () => {
  expect(routes.map((r) => [r.id, r.path])).toEqual(contentPages.all.map((p) => [p.id, p.path]));
});

test('links inside remote_content keep their hrefs (params encoded, query and hash as declared)', () => {
  expect(contentPages.href('blog-detail', { blogid: 42 })).toBe('/blog/42');
  expect(contentPages.href('news-list', { type: 'all' })).toBe('/news-list/all');
  expect(contentPages.href('news-detail', { source: 'a/b', newsid: 7 })).toBe('/news-detail/a%2Fb/7');
  expect(contentPages.href('blogs', {}, { query: { page: 2 } })).toBe('/blogs?page=2');
  expect(contentPages.href('buyer-guide', {}, { hash: 'step3' })).toBe('/buyer-guide#step3');
  expect(contentPages.href('contact-us')).toBe('/contact-us');
});
