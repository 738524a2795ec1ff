import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@hearth/shared';
import { installFetchRoutes, makeTestAgent, renderWithProviders } from '@hearth/shared/testing';
import { kitTranslations } from '@hearth/shared/ui';
import type { NewsItemInput } from '@hearth/shared/contracts/newsApi';
import * as blogSection from './blog-section';
import * as latestNews from './latest-news';
import { latestFirst } from '../features/news/api/latest-news';

const LIST = 'GET cmis /blogArticle/pageListByUserId';
const NEWS = 'POST newsApi /new/HearthWebNewsList';

const blogs = () => ({
  body: {
    code: 200,
    data: [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: `Article ${id}`, readCount: 10, initReadCount: id })),
    totalPage: 1,
    totalRecord: 6,
    pageSize: 10,
  },
});
const news = (id: number, createdat: string): NewsItemInput => ({
  id,
  title: `News ${id}`,
  source: 'hearth',
  createdat,
});
const newsPage = () => ({
  body: {
    code: 200,
    data: [
      news(1, '2026-11-01 10:00:00'),
      news(2, '2026-11-20 10:00:00'),
      news(3, '2026-11-05 10:00:00'),
      news(2, '2026-11-20 10:00:00'),
      news(4, '2026-10-01 10:00:00'),
      news(5, '2026-11-10 10:00:00'),
      news(6, '2026-11-11 10:00:00'),
    ],
    pageNo: 1,
    totalPage: 2,
  },
});

const render = (ui: React.ReactElement, locale: 'en' | 'zh-CN' = 'en') =>
  renderWithProviders(ui, { locale, translations: [blogSection.translations, kitTranslations] });

describe('widget exposes', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'agent', agent: makeTestAgent() }));
  afterEach(() => routes?.restore());

  it('declare their contract, name and translations', () => {
    for (const m of [blogSection, latestNews]) {
      expect(m.name).toBe('remote_content');
      expect(m.contractMajor).toBeGreaterThan(0);
      expect(m.translations.namespace).toBe('content');
    }
    expect([blogSection.widget, latestNews.widget]).toEqual(['blog-section', 'latest-news']);
  });

  it("blog section: the agent's first 4 articles and All → /blogs", async () => {
    routes = installFetchRoutes({ [LIST]: blogs });
    await render(<blogSection.Widget />);
    const section = await screen.findByRole('region', { name: 'Blog' });
    const links = await within(section).findAllByRole('link', { name: /^Article/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/blog/1', '/blog/2', '/blog/3', '/blog/4']);
    expect(within(section).getByRole('link', { name: 'All blog articles' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    expect(Object.fromEntries(routes.requests[0]!.url.searchParams)).toMatchObject({
      userId: '1001',
      pageNum: '1',
    });
  });

  it('blog section: nothing on the www portal', async () => {
    routes = installFetchRoutes({});
    useSiteStore.setState({ status: 'ready', mode: 'www', agent: null });
    const { container } = await render(<blogSection.Widget />);
    expect(container).toBeEmptyDOMElement();
    expect(routes.requests).toHaveLength(0);
  });

  it('latest news: type all, page 1, newest first, at most 5, no duplicates; All → /news-list/all', async () => {
    routes = installFetchRoutes({ [NEWS]: newsPage });
    await render(<latestNews.Widget />, 'zh-CN');
    const section = await screen.findByRole('region', { name: '最新资讯' });
    const links = await within(section).findAllByRole('link', { name: /^News/ });
    expect(links.map((l) => l.textContent)).toEqual(['News 2', 'News 6', 'News 5', 'News 3', 'News 1']);
    expect(within(section).getByRole('link', { name: '全部资讯' })).toHaveAttribute('href', '/news-list/all');
    expect(Object.fromEntries(new URLSearchParams(routes.requests[0]!.body!))).toEqual({
      ltype: '0',
      pageNum: '1',
      pageSize: '5',
      channelName: 'all',
    });
  });

  it('a failed request shows the error with Retry inside the widget only', async () => {
    let calls = 0;
    routes = installFetchRoutes({ [NEWS]: () => (++calls === 1 ? { status: 500, body: {} } : newsPage()) });
    await render(<latestNews.Widget />);
    const section = await screen.findByRole('region', { name: 'Latest News' });
    const alert = await within(section).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('link', { name: 'News 2' })).toBeInTheDocument();
  });

  it('a render error stays in the widget (error state with Retry)', async () => {
    routes = installFetchRoutes({
      [LIST]: () => ({ body: { code: 200, data: null, totalPage: 1, totalRecord: 0 } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A bad agent id type makes the widget throw while rendering (a programming error, caught by the boundary).
    await render(
      <blogSection.Widget
        userId={
          {
            toString: () => {
              throw new Error('boom');
            },
          } as unknown as string
        }
      />,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('latestFirst', () => {
  it('sorts by createdat descending, drops duplicates, keeps 5', () => {
    const items = [
      news(1, '2026-01-01 00:00:00'),
      news(2, '2026-03-01 00:00:00'),
      news(1, '2026-01-01 00:00:00'),
    ];
    const parsed = items.map((n) => ({
      ...n,
      id: String(n.id),
      images: null,
      detail: null,
      createdatStr: null,
      customized_author_name: null,
      browseCount: null,
      category: [],
      title: String(n.title),
      source: String(n.source),
      createdat: n.createdat as string,
    }));
    expect(latestFirst(parsed).map((n) => n.id)).toEqual(['2', '1']);
  });
});
