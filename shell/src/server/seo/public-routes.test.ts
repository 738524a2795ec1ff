/** @jest-environment node */
import { definePage } from '@hearth/shared/define-route';
import { routes as shellPages } from '../../route-table/shell-pages';
import { fillInOrder, isStaticPath, publicRoutes } from './public-routes';
import { staticPages } from './site-pages';

const page = (id: string, path: string, extra: Partial<Parameters<typeof definePage>[0]> = {}) =>
  definePage({ id, path, handle: {}, example: { path: path.replace(/:\w+/g, '1') }, ...extra });

const definitions = [
  ...shellPages,
  page('listings', '/listings', { example: [{ path: '/listings' }, { site: 'www', path: '/listings' }] }),
  page('listing-detail', '/listing/:id'),
  page('about-us', '/about-us', { example: { site: 'www', path: '/about-us' } }),
  page('about-agent', '/about-agent'),
  page('share-list', '/hybrid/share/list'),
  page('in-app', '/in-app', { handle: { hybrid: true } }),
  page('hidden', '/hidden', { head: () => ({ noindex: true }) }),
  // A data page whose head is noindex for a malformed id (its 404), asked as its example opens it.
  page('article', '/article/:articleid', {
    head: ({ params }) => ({ noindex: !/^\d+$/.test(params.articleid ?? '') }),
  }),
  page('broken-head', '/broken-head', {
    head: () => {
      throw new Error('no data');
    },
  }),
];

describe('the public routes of the route list', () => {
  const routes = publicRoutes(definitions, { mode: 'agent', agent: null });

  it('leaves out hybrid pages (by handle or path) and noindex ones (the 404 too); a failing head is public', () => {
    expect(routes.map((r) => r.id)).toEqual([
      'home',
      'listings',
      'listing-detail',
      'about-us',
      'about-agent',
      'article',
      'broken-head',
    ]);
  });

  it("lists every static page on an agent's site; on www the portal's own, not the agent's lists", () => {
    expect(staticPages(routes, 'agent').map((p) => p.path)).toEqual([
      '/',
      '/listings',
      '/about-us',
      '/about-agent',
      '/broken-head',
    ]);
    expect(staticPages(routes, 'www').map((p) => p.path)).toEqual(['/', '/about-us']);
  });

  it('fills a data route by position, one encoded segment per value', () => {
    expect(isStaticPath('/listing/:id')).toBe(false);
    expect(fillInOrder('/news-detail/:source/:newsid', ['hearth', '5/02'])).toBe(
      '/news-detail/hearth/5%2F02',
    );
    expect(fillInOrder('/listing/:id', ['a', 'b'])).toBeUndefined();
    expect(fillInOrder('/listing/:id', [''])).toBeUndefined();
  });
});
