import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRoutes, renderRemoteRoute, type RecordedRequest } from '@hearth/shared/testing';
import type { NewsItemInput } from '@hearth/shared/contracts/newsApi';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

const LIST = 'POST newsApi /new/HearthWebNewsList';
const POPULAR = 'POST newsApi /new/selectPopularHearthNews';

const item = (id: number, patch: Partial<NewsItemInput> = {}): NewsItemInput => ({
  id,
  title: `News ${id}`,
  source: 'hearth',
  detail: `<p>${'Market words '.repeat(id === 1 ? 30 : 2)}</p>`,
  createdatStr: '2026-11-20',
  customized_author_name: 'Hearth Research',
  browseCount: 10 + id,
  ...patch,
});

const form = (r: RecordedRequest) => Object.fromEntries(new URLSearchParams(r.body ?? ''));
const listRequests = (routes: ReturnType<typeof installFetchRoutes>) =>
  routes.requests.filter((r) => r.url.pathname.endsWith('WebNewsList')).map(form);

/** Pages of 5 over 12 items; page 2 repeats item 5 (a duplicate to drop). */
function paged(r: RecordedRequest) {
  const { pageNum } = form(r);
  const n = Number(pageNum);
  const ids = n === 1 ? [1, 2, 3, 4, 5] : n === 2 ? [5, 6, 7, 8, 9] : [10, 11, 12];
  return { body: { code: 200, data: ids.map((id) => item(id)), pageNo: n, totalPage: 3 } };
}

const popular = () => ({
  body: {
    code: 200,
    data: [item(7, { browseCount: 90 }), item(8, { browseCount: 3 }), item(7, { browseCount: 90 })],
  },
});

const renderPage = (url: string, locale: 'en' | 'zh-CN' = 'en') =>
  renderRemoteRoute(remote, url, { locale, translations: translationBundles });

const cards = () => within(screen.getByRole('region', { name: 'News' })).getAllByRole('article');

describe('NewsListPage', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  afterEach(() => routes.restore());

  it('shows the banner, the tabs, the first card large, summaries cut, and the popular list', async () => {
    routes = installFetchRoutes({ [LIST]: paged, [POPULAR]: popular });
    await renderPage('/news-list/all');
    expect(await screen.findByRole('link', { name: 'News 1' })).toHaveAttribute(
      'href',
      '/news-detail/hearth/1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Latest News' })).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    expect(cards()[0]).toHaveClass('news-card--large');
    expect(cards()[1]).not.toHaveClass('news-card--large');
    const long = within(cards()[0]!).getByText(/^Market words/);
    expect(long.textContent).toBe(`${'Market words '.repeat(30).slice(0, 200)}...`);
    expect(within(cards()[1]!).getByText('Market words Market words')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'News categories' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Finance' })).toHaveAttribute(
      'href',
      '/news-list/hearth_web_finance',
    );
    const pop = await screen.findByRole('complementary', { name: 'Most Popular' });
    await waitFor(() =>
      expect(
        within(pop)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['News 8', 'News 7']),
    );
    expect(listRequests(routes)[0]).toEqual({ ltype: '0', pageNum: '1', pageSize: '5', channelName: 'all' });
    const pr = routes.requests.find((r) => r.url.pathname.endsWith('selectPopularHearthNews'))!;
    expect(form(pr)).toEqual({ ltype: '0', count: '5' });
    expect(document.title).toBe('Latest News');
  });

  it('Load More appends the next page without duplicates, and hides when no page remains', async () => {
    routes = installFetchRoutes({ [LIST]: paged, [POPULAR]: popular });
    await renderPage('/news-list/all');
    await screen.findByRole('link', { name: 'News 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'News 9' });
    expect(cards()).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'News 12' });
    expect(cards()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(listRequests(routes).map((f) => f.pageNum)).toEqual(['1', '2', '3']);
  });

  it('a tab change asks for page 1 of the new channel, and coming back starts at page 1 again', async () => {
    routes = installFetchRoutes({ [LIST]: paged, [POPULAR]: popular });
    await renderPage('/news-list/all');
    await screen.findByRole('link', { name: 'News 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'News 9' });
    await userEvent.click(screen.getByRole('link', { name: 'Finance' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/news-list/hearth_web_finance'),
    );
    await waitFor(() =>
      expect(listRequests(routes).at(-1)).toMatchObject({ pageNum: '1', channelName: 'hearth web finance' }),
    );
    await screen.findByRole('link', { name: 'News 1' });
    expect(screen.getByRole('link', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    await screen.findByRole('link', { name: 'News 1' });
    expect(cards()).toHaveLength(5);
  });

  it('shows the error with Retry', async () => {
    let calls = 0;
    routes = installFetchRoutes({
      [LIST]: (r) => (++calls === 1 ? { status: 500, body: {} } : paged(r)),
      [POPULAR]: popular,
    });
    await renderPage('/news-list/all');
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'News 1' })).toBeInTheDocument();
  });

  it('in Chinese asks with ltype 0 too (always 0, spec §7) and shows Chinese tabs', async () => {
    routes = installFetchRoutes({ [LIST]: paged, [POPULAR]: popular });
    await renderPage('/news-list/hearth_web_story', 'zh-CN');
    await screen.findByRole('link', { name: 'News 1' });
    expect(screen.getByRole('link', { name: '故事' })).toHaveAttribute('aria-current', 'page');
    expect(listRequests(routes)[0]).toMatchObject({ ltype: '0', channelName: 'hearth web story' });
  });

  it('an unknown type is the 404 content, with no request', async () => {
    routes = installFetchRoutes({});
    await renderPage('/news-list/sports');
    expect(await screen.findByRole('heading', { level: 1, name: "That's an error." })).toBeInTheDocument();
    expect(routes.requests).toHaveLength(0);
  });
});
