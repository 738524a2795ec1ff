import { defineRoute } from '../federation/define-route';
import { ownPages } from './own-pages';

const pages = ownPages([
  { id: 'blogs', path: '/blogs', link: { query: ['page'] } },
  { id: 'blog-detail', path: '/blog/:blogid' },
  { id: 'news-detail', path: '/news-detail/:source/:newsid' },
  { id: 'seller-guide', path: '/seller-guide', link: { hash: ['step1', 'step2'] } },
]);

describe("ownPages: links to one container's own pages", () => {
  it('fills the listed path, encoding each param as one segment', () => {
    expect(pages.href('blog-detail', { blogid: 42 })).toBe('/blog/42');
    expect(pages.href('blog-detail', { blogid: 'a/b?c#d' })).toBe('/blog/a%2Fb%3Fc%23d');
    expect(pages.href('news-detail', { source: 'a b', newsid: 7 })).toBe('/news-detail/a%20b/7');
  });

  it('adds the declared query when set, and the declared hash', () => {
    expect(pages.href('blogs')).toBe('/blogs');
    expect(pages.href('blogs', {}, { query: { page: undefined } })).toBe('/blogs');
    expect(pages.href('blogs', {}, { query: { page: 3 } })).toBe('/blogs?page=3');
    expect(pages.href('seller-guide', {}, { hash: 'step2' })).toBe('/seller-guide#step2');
  });

  it('checks the id, params, query keys and hashes (types)', () => {
    // @ts-expect-error: no such page
    expect(() => pages.href('blog')).toThrow('ownPages: no page "blog"');
    // @ts-expect-error: `/blog/:blogid` wants `blogid`
    expect(() => pages.href('blog-detail', { id: 1 })).toThrow('a param of "blog-detail" is missing');
    // @ts-expect-error: `blog-detail` declares no query
    expect(pages.href('blog-detail', { blogid: 1 }, { query: { page: 2 } })).toBe('/blog/1?page=2');
    // @ts-expect-error: the guide has no `step9`
    expect(pages.href('seller-guide', {}, { hash: 'step9' })).toBe('/seller-guide#step9');
  });

  it('gives a definition its id, path and link, kept as literals', () => {
    const route = defineRoute({
      ...pages.page('blogs'),
      example: { path: '/blogs' },
      handle: {},
      lazy: async () => ({ Component: () => null }),
    });
    const id: 'blogs' = route.id;
    expect([id, route.path, route.link]).toEqual(['blogs', '/blogs', { query: ['page'] }]);
    expect(pages.all.map((p) => p.id)).toEqual(['blogs', 'blog-detail', 'news-detail', 'seller-guide']);
  });
});
