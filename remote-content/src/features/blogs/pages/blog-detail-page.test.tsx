import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@hearth/shared';
import {
  installFetchRoutes,
  jsonLdInHead,
  makeTestAgent,
  renderRemoteRoute,
  trailAsListItems,
  type RecordedRequest,
} from '@hearth/shared/testing';
import type { BlogDetailInput } from '@hearth/shared/contracts/blogService';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';
import { registrationShown } from '../api/blog-detail';

const agent = makeTestAgent();
const DETAIL = 'GET blogService /getDetailById';
const HOT = 'POST cmis /blogArticle/selectRecommendByAgentId';

const HOSTILE =
  '<p>Safe text</p><script>window.__x=1</script><img src="x.png" alt="i" onerror="window.__x=2">' +
  '<a href="javascript:window.__x=3">bad</a><svg><script>window.__x=4</script></svg>' +
  '<iframe srcdoc="<script>parent.__x=5</script>"></iframe><a href="https://example.com/r">External</a>' +
  '<a href="/listings">Inside</a>';

function article(patch: Partial<BlogDetailInput> = {}): BlogDetailInput {
  return {
    id: 3,
    title: 'Rate cut and your mortgage',
    detail: HOSTILE,
    readCount: 40,
    initReadCount: 2,
    userId: 1001,
    showUserRegister: 0,
    showRecommend: 1,
    ...patch,
  };
}

const hot = () => ({
  body: {
    code: 200,
    data: [1, 2, 4, 5, 6, 7, 8].map((id) => ({
      id,
      title: `Hot ${id}`,
      readCount: 10,
      initReadCount: id,
      images: id === 1 ? null : `http://files.test/${id}.svg`,
    })),
  },
});

const renderPage = (url = '/blog/3', locale: 'en' | 'zh-CN' = 'en') =>
  renderRemoteRoute(remote, url, { locale, translations: translationBundles });

const form = (r: RecordedRequest) => Object.fromEntries(new URLSearchParams(r.body ?? ''));

describe('BlogDetailPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'agent', agent }));
  afterEach(() => routes.restore());

  it('shows title, reads and the sanitised body; external links get noopener noreferrer', async () => {
    routes = installFetchRoutes({ [DETAIL]: () => ({ body: { code: 200, data: article() } }), [HOT]: hot });
    const { container } = await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rate cut and your mortgage' }),
    ).toBeVisible();
    expect(screen.getByText('Reads: 42')).toBeInTheDocument();
    const body = screen.getByRole('article', { name: 'Rate cut and your mortgage' });
    expect(within(body).getByText('Safe text')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, svg, [onerror]')).toBeNull();
    expect(within(body).getByText('bad')).not.toHaveAttribute('href');
    expect(within(body).getByRole('link', { name: 'External' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(body).getByRole('link', { name: 'Inside' })).not.toHaveAttribute('rel');
    expect((window as { __x?: number }).__x).toBeUndefined();
    const q = routes.requests.find((r) => r.url.pathname === '/getDetailById')!;
    expect(Object.fromEntries(q.url.searchParams)).toEqual({ id: '3', ltype: '1' });
    expect(document.title).toBe('Blog');
    expect(screen.getByRole('navigation', { name: 'Share this page' })).toBeInTheDocument();
    // The visible trail (Home › Blog › the article) in the head, as a BreadcrumbList (ADR 0032).
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Rate cut and your mortgage')).toHaveAttribute('aria-current', 'page');
    expect(jsonLdInHead('BreadcrumbList')).toEqual([
      expect.objectContaining({ itemListElement: trailAsListItems(crumbs, '1') }),
    ]);
  });

  it('lists the first 5 hot blogs, asked with userId 0 (spec §7) and the article excluded', async () => {
    routes = installFetchRoutes({ [DETAIL]: () => ({ body: { code: 200, data: article() } }), [HOT]: hot });
    await renderPage();
    const section = await screen.findByRole('region', { name: 'Hot Blogs' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Hot 1', 'Hot 2', 'Hot 4', 'Hot 5', 'Hot 6']);
    expect(links[0]).toHaveAttribute('href', '/blog/1');
    expect(within(section).getByText('No image')).toBeInTheDocument();
    expect(within(section).getByText('Reads: 12')).toBeInTheDocument();
    const req = routes.requests.find((r) => r.url.pathname.endsWith('/selectRecommendByAgentId'))!;
    expect(form(req)).toEqual({ userId: '0', excludeId: '3', is_show_web: '1' });
  });

  it('hides the hot blogs when showRecommend is off, and asks for none', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () => ({ body: { code: 200, data: article({ showRecommend: false }) } }),
      [HOT]: hot,
    });
    await renderPage();
    await screen.findByText('Reads: 42');
    expect(screen.queryByRole('region', { name: 'Hot Blogs' })).not.toBeInTheDocument();
    expect(routes.requests.filter((r) => r.url.pathname.endsWith('/selectRecommendByAgentId'))).toHaveLength(
      0,
    );
  });

  it("prefills the remark; on the author's own site registration follows showUserRegister", async () => {
    routes = installFetchRoutes({ [DETAIL]: () => ({ body: { code: 200, data: article() } }), [HOT]: hot });
    await renderPage();
    const sidebar = await screen.findByRole('complementary', { name: 'Your agent' });
    expect(within(sidebar).getByLabelText('Remark')).toHaveValue(
      'I read your blog “Rate cut and your mortgage” and would like to know more.',
    );
    expect(within(sidebar).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('always offers registration for an article by someone else', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () => ({ body: { code: 200, data: article({ userId: 1000, showUserRegister: false }) } }),
      [HOT]: hot,
    });
    await renderPage();
    const sidebar = await screen.findByRole('complementary', { name: 'Your agent' });
    expect(
      within(sidebar).getByRole('checkbox', { name: 'Also create a client account for me' }),
    ).toBeInTheDocument();
  });

  it('shows the error with Retry; Retry loads the article', async () => {
    let calls = 0;
    routes = installFetchRoutes({
      [DETAIL]: () =>
        ++calls === 1 ? { body: { code: 500, msg: 'Try later' } } : { body: { code: 200, data: article() } },
      [HOT]: hot,
    });
    await renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Reads: 42')).toBeInTheDocument();
  });

  it('a minimal article (id and title) still renders; Chinese asks with ltype 1 too (spec §7)', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () => ({ body: { code: 200, data: { id: 3, title: '降息' } } }),
    });
    await renderPage('/blog/3', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '降息' })).toBeInTheDocument();
    expect(screen.getByText('阅读：0')).toBeInTheDocument();
    await waitFor(() => expect(routes.requests[0]!.url.searchParams.get('ltype')).toBe('1'));
  });

  it('an article the service does not have (code 404) is the 404 content, with no Retry', async () => {
    routes = installFetchRoutes({ [DETAIL]: () => ({ body: { code: 404, msg: 'No article 3' } }) });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: "That's an error." })).toBeInTheDocument();
    expect(screen.getByText('We were unable to find that page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a non-numeric id is the 404 content without a request', async () => {
    routes = installFetchRoutes({});
    await renderPage('/blog/abc', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '出错了。' })).toBeInTheDocument();
    expect(routes.requests).toHaveLength(0);
  });
});

describe('registrationShown', () => {
  const a = { id: '1', userId: '1001', showUserRegister: false } as Parameters<typeof registrationShown>[0];
  it('is on for non-authors, follows the flag for the author', () => {
    expect(registrationShown(a, '2000')).toBe(true);
    expect(registrationShown(a, null)).toBe(true);
    expect(registrationShown(a, '1001')).toBe(false);
    expect(registrationShown({ ...a, showUserRegister: true }, '1001')).toBe(true);
  });
});
