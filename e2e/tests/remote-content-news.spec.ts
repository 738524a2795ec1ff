import type { Page } from '@playwright/test';
import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';
import { getPage } from './support/server-pages';
import { browserBody, expectInertDocument, expectSanitisedCorpus, serverBody } from './support/server-html';

/**
 * The portal's news through the shell against the seeded sandbox (17 news; 3 per category). The news calls send
 * ltype 0 in both languages (spec §7), so the items are the sandbox's ltype-0 (Chinese) copies on the English page
 * too; the page's own texts follow the page's language.
 */

async function open(page: Page, path: string) {
  await page.goto(site('www', path));
  expect(await slotSettled(page, 'remote_content')).toBe('ready');
  return slot(page, 'remote_content');
}

test.describe('remote-content: news', () => {
  test('list: banner, first card large, Load More appends pages of 5 until none remain', async ({ page }) => {
    const s = await open(page, '/news-list/all?ltype=1');
    await expect(s.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    const cards = s.getByRole('region', { name: 'News' }).getByRole('article');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toHaveClass(/news-card--large/);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/news-detail/hearth/501');
    const summary = await cards.first().locator('.news-card__summary').innerText();
    expect(summary.endsWith('...')).toBe(true);
    expect([...summary].length).toBeLessThanOrEqual(203);
    const more = s.getByRole('button', { name: 'Load More' });
    for (const expected of [10, 15, 17]) {
      await more.click();
      await expect(cards).toHaveCount(expected);
    }
    await expect(more).toHaveCount(0);
    const popular = s.getByRole('complementary', { name: 'Most Popular' }).getByRole('link');
    await expect(popular).toHaveCount(5);
  });

  test('tabs follow the route; a tab change starts at page 1 of its channel', async ({ page }) => {
    const s = await open(page, '/news-list/all?ltype=1');
    const cards = s.getByRole('region', { name: 'News' }).getByRole('article');
    await expect(cards).toHaveCount(5);
    await s.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(10);
    const tabs = s.getByRole('navigation', { name: 'News categories' });
    await tabs.getByRole('link', { name: 'Finance' }).click();
    await expect(page).toHaveURL(/\/news-list\/hearth_web_finance/);
    await expect(tabs.getByRole('link', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(3);
    for (const title of await cards.getByRole('heading').allInnerTexts())
      expect(title).toMatch(/^加拿大央行维持基准利率不变/);
    await expect(s.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await tabs.getByRole('link', { name: 'All' }).click();
    await expect(cards).toHaveCount(5);
  });

  test('detail: share bar, body and the popular list; Chinese too', async ({ page }) => {
    const s = await open(page, '/news-detail/hearth/502?ltype=1');
    await expect(s.getByRole('heading', { level: 1, name: /^加拿大央行维持基准利率不变/ })).toBeVisible();
    await expect(s.getByRole('navigation', { name: 'Share this page' })).toBeVisible();
    await expect(s.getByRole('article').getByText(/我们的研究团队/)).toBeVisible();
    await expect(s.getByRole('complementary', { name: 'Most Popular' }).getByRole('link')).toHaveCount(5);
    const zh = await open(page, '/news-detail/hearth/502?ltype=0');
    await expect(zh.getByRole('heading', { level: 1, name: /^加拿大央行维持基准利率不变/ })).toBeVisible();
    await expect(zh.getByRole('complementary', { name: '最受欢迎' })).toBeVisible();
  });

  test('the XSS corpus in news: nothing executes, no dialog', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const s = await open(page, '/news-detail/hearth/516?ltype=1');
    const body = s.getByRole('article', { name: '过滤测试：恶意新闻 HTML' });
    await expect(body.getByText('This article carries hostile HTML; none of it may run.')).toBeVisible();
    await expect(body.locator('script, iframe, svg, [onerror], [onclick]')).toHaveCount(0);
    await body.getByText('Hover me').hover();
    expect(await page.evaluate(() => (window as { __hearthXss?: unknown }).__hearthXss ?? null)).toBeNull();
    // The list's summary of the same item is text only.
    const list = await open(page, '/news-list/hearth_web_story?ltype=1');
    await expect(list.getByRole('link', { name: '过滤测试：恶意新闻 HTML' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __hearthXss?: unknown }).__hearthXss ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
  });

  test('the XSS corpus in the server HTML (no JavaScript): the item sanitised, the summary text only', async ({
    request,
  }) => {
    const res = await getPage(request, '/news-detail/hearth/516?ltype=1', 'www');
    expect(res.status()).toBe(200);
    expect(res.headers()['x-hearth-rendered']).toBe('server');
    const html = await res.text();
    expectSanitisedCorpus(html);
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toContain('property="og:type" content="article"');
    // The list's card of the same item: its summary is the sanitised text, rendered on the server.
    const list = await getPage(request, '/news-list/hearth_web_story?ltype=1', 'www');
    expect(list.status()).toBe(200);
    const listHtml = await list.text();
    expectInertDocument(listHtml);
    expect(listHtml).toContain(
      '<p class="news-card__summary">This article carries hostile HTML; none of it may run.javascript link' +
        'External market reportHover me...</p>',
    );
  });

  test('the browser sanitises the corpus to the same markup as the server', async ({ page, request }) => {
    const server = serverBody(
      await (await getPage(request, '/news-detail/hearth/516?ltype=1', 'www')).text(),
    );
    const browser = await browserBody(page, site('www', '/news-detail/hearth/516?ltype=1'));
    expect(browser).toBe(server);
  });

  test('an unknown type or an item nobody has: 404 with the not-found page, in the HTML too', async ({
    page,
    request,
  }) => {
    for (const path of ['/news-list/sports', '/news-detail/hearth/99999?ltype=1']) {
      const res = await getPage(request, path, 'www');
      expect(res.status(), path).toBe(404);
      expect(res.headers()['x-hearth-rendered']).toBe('server');
      expect(await res.text()).toContain('We were unable to find that page.');
    }
    await page.goto(site('www', '/news-list/sports'));
    await expect(page.getByText("That's an error.")).toBeVisible();
    await page.goto(site('www', '/news-detail/hearth/99999?ltype=1'));
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  });
});
