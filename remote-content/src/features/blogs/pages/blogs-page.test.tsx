import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@hearth/shared';
import {
  makeTestAgent,
  installFetchRoutes,
  jsonLdInHead,
  renderRemoteRoute,
  trailAsListItems,
  type RecordedRequest,
} from '@hearth/shared/testing';
import type { BlogListItemInput as BlogListItem } from '@hearth/shared/contracts/cmis';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

const testAgent = makeTestAgent({ website_title: 'Lily Chen | Toronto Homes' });

const LIST = 'GET cmis /blogArticle/pageListByUserId';
const NLP = 'POST analysisService /nlp/chinese';
const LONG_TITLE = 'Toronto condo market outlook for first-time buyers in 2026';

function article(id: number, patch: Partial<BlogListItem> = {}): BlogListItem {
  return {
    id,
    title: `Article ${id}`,
    readCount: 10,
    initReadCount: 5,
    images: `http://files.test/b${id}.jpg`,
    updatedAt: '2026-03-12 12:00:00',
    ...patch,
  };
}

function listAnswer(data: BlogListItem[], totalRecord = 25, pageSize = 10) {
  return {
    body: { code: 200, data, totalPage: Math.ceil(totalRecord / pageSize), totalRecord, pageSize, pageNo: 1 },
  };
}

const nlpAnswer = (r: RecordedRequest) => {
  const { strs } = JSON.parse(r.body!) as { strs: string[] };
  return {
    body: {
      code: 200,
      data: strs.map((text) =>
        text === LONG_TITLE
          ? {
              text,
              entries: [
                { name: 'Toronto', type: 'ns' },
                { name: 'condo', type: 'n' },
                { name: 'market', type: 'n' },
              ],
            }
          : { text, entries: text.startsWith('Article') ? [{ name: 'Article', type: 'n' }] : [] },
      ),
    },
  };
};

/** The remote's real `./routes` at `url`, as the shell renders it (prefetch on match, lazy page). */
function renderPage(route = '/blogs', locale: 'en' | 'zh-CN' = 'en') {
  return renderRemoteRoute(remote, route, { locale, translations: translationBundles });
}

/** Tagging answers after the list: wait for it so no update lands after the test. */
const tagsShown = () => screen.findAllByRole('list', { name: /Topics|关键词/ });

const params = (r: RecordedRequest) => Object.fromEntries(r.url.searchParams);
const listRequests = (routes: ReturnType<typeof installFetchRoutes>) =>
  routes.requests.filter((r) => r.url.pathname.endsWith('/pageListByUserId'));

describe('BlogsPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'agent', agent: testAgent }));
  afterEach(() => {
    routes.restore();
    jest.restoreAllMocks();
  });

  it('requests the web list (userId, pageSize 10, ltype, is_show_web) and renders the items', async () => {
    routes = installFetchRoutes({
      [LIST]: () => listAnswer([article(1, { title: LONG_TITLE }), article(2, { images: null })]),
      [NLP]: nlpAnswer,
    });
    await renderPage();
    const first = await screen.findByRole('link', { name: `${LONG_TITLE.slice(0, 37)}...` });
    await tagsShown();
    expect(params(listRequests(routes)[0]!)).toEqual({
      userId: '1001',
      pageNum: '1',
      pageSize: '10',
      ltype: '1',
      is_show_web: '1',
    });
    expect(first).toHaveAttribute('href', '/blog/1');
    expect(first).toHaveAttribute('title', LONG_TITLE);
    expect(first.textContent).toBe(`${LONG_TITLE.slice(0, 37)}...`);
    const items = screen.getAllByRole('article');
    expect(within(items[0]!).getByText('Reads: 15')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Updated 2026-03-12')).toBeInTheDocument();
    expect(within(items[1]!).getByText('No image')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Article 2' })).toHaveAttribute('href', '/blog/2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    expect(document.title).toBe('Blog');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Blog')).toHaveAttribute('aria-current', 'page');
    // The same trail in the head, as a BreadcrumbList (ADR 0032).
    expect(jsonLdInHead('BreadcrumbList')).toEqual([
      expect.objectContaining({ itemListElement: trailAsListItems(crumbs, '1') }),
    ]);
  });

  it('sends the full titles for tagging and shows nouns in the default colour, proper names grey', async () => {
    routes = installFetchRoutes({
      [LIST]: () => listAnswer([article(1, { title: LONG_TITLE }), article(2)]),
      [NLP]: nlpAnswer,
    });
    await renderPage();
    await tagsShown();
    const tags = within(screen.getAllByRole('article')[0]!).getByRole('list', { name: 'Topics' });
    const nlp = routes.requests.filter((r) => r.url.pathname === '/nlp/chinese');
    // One tagging request: the route's prefetch starts it when the list arrives, the page reads the same entry.
    expect(nlp).toHaveLength(1);
    expect(JSON.parse(nlp[0]!.body!)).toEqual({ strs: [LONG_TITLE, 'Article 2'] });
    expect(within(tags).getByText('Toronto')).toHaveClass('blog-tag', 'blog-tag--proper');
    expect(within(tags).getByText('condo')).toHaveClass('blog-tag', 'blog-tag--noun');
    expect(within(tags).getByText('market')).toHaveClass('blog-tag--noun');
    expect(screen.getAllByRole('list', { name: 'Topics' })).toHaveLength(2);
  });

  it('still shows the list, without tags or error banner, when tagging fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    routes = installFetchRoutes({
      [LIST]: () => listAnswer([article(1, { title: LONG_TITLE })]),
      [NLP]: () => ({ status: 500, body: {} }),
    });
    await renderPage();
    expect(await screen.findByText('Reads: 15')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    // The (reserved) tags row stays empty.
    expect(within(screen.getByRole('list', { name: 'Topics' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages with the server page size (25 records / 10 = 3 pages) and keeps the page in ?page=', async () => {
    routes = installFetchRoutes({
      [LIST]: (r) => listAnswer([article(Number(r.url.searchParams.get('pageNum')) * 100)]),
      [NLP]: nlpAnswer,
    });
    await renderPage('/blogs?page=2');
    expect(await screen.findByText('Article 200')).toBeInTheDocument();
    await tagsShown();
    expect(params(listRequests(routes)[0]!).pageNum).toBe('2');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('link', { name: /^Page / })).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Article 300')).toBeInTheDocument();
    await tagsShown();
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs?page=3');
    await userEvent.click(within(nav).getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Article 200')).toBeInTheDocument();
    await tagsShown();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blogs\?page=2$/);
    // Page 2 was seen a moment ago: it comes back from the cache, without a request.
    expect(listRequests(routes).map((r) => params(r).pageNum)).toEqual(['2', '3']);
  });

  it('shows the error state with Retry, and Retry re-requests', async () => {
    let calls = 0;
    routes = installFetchRoutes({
      [LIST]: () =>
        ++calls === 1 ? { body: { code: 500, msg: 'database down' } } : listAnswer([article(1)]),
      [NLP]: nlpAnswer,
    });
    await renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('database down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Article 1')).toBeInTheDocument();
    await tagsShown();
    expect(listRequests(routes)).toHaveLength(2);
  });

  it('asks in Chinese with ltype 0', async () => {
    routes = installFetchRoutes({ [LIST]: () => listAnswer([article(1)]), [NLP]: nlpAnswer });
    await renderPage('/blogs', 'zh-CN');
    expect(await screen.findByText('阅读：15')).toBeInTheDocument();
    await tagsShown();
    expect(params(listRequests(routes)[0]!).ltype).toBe('0');
    expect(screen.getByRole('navigation', { name: '面包屑导航' })).toBeInTheDocument();
  });

  it('has the share bar and the agent sidebar', async () => {
    routes = installFetchRoutes({ [LIST]: () => listAnswer([article(1)]), [NLP]: nlpAnswer });
    await renderPage();
    await screen.findByText('Article 1');
    await tagsShown();
    const share = screen.getByRole('navigation', { name: 'Share this page' });
    const weibo = within(share).getByRole('link', { name: /Weibo/ });
    expect(weibo).toHaveAttribute('target', '_blank');
    expect(weibo.getAttribute('rel')).toContain('noopener');
    expect(weibo.getAttribute('href')).toMatch(
      /^https:\/\/service\.weibo\.com\/share\/share\.php\?url=http%3A%2F%2Flocalhost%2F/,
    );
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Your agent' })).toBeInTheDocument();
  });

  it('in www mode explains that blogs belong to agent sites, without requesting', async () => {
    routes = installFetchRoutes({});
    useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    await renderPage();
    expect(screen.getByText("Blogs belong to agents' sites")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the latest news' })).toHaveAttribute(
      'href',
      '/news-list/all',
    );
    expect(routes.requests).toHaveLength(0);
  });
});
