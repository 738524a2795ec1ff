import type { Page } from '@playwright/test';
import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';
import { getPage } from './support/server-pages';
import { browserBody, expectSanitisedCorpus, serverBody } from './support/server-html';

/** Blog detail through the shell against the seeded sandbox (lily's site: cmis userId 1001). */

async function open(page: Page, path: string) {
  await page.goto(site('lily', path));
  expect(await slotSettled(page, 'remote_content')).toBe('ready');
  return slot(page, 'remote_content');
}

/** Records any dialog (an executed alert) and reads the corpus's window flag. */
function watchXss(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return {
    dialogs,
    flag: () => page.evaluate(() => (window as { __hearthXss?: unknown }).__hearthXss ?? null),
  };
}

test.describe('remote-content: blog detail', () => {
  test("lily's own article: reads, body, hot blogs, remark prefilled, registration off by its flag", async ({
    page,
  }) => {
    const s = await open(page, '/blog/1?ltype=1');
    const title = 'Toronto Condo Market Update: What Buyers Should Know This Fall';
    await expect(s.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(s.getByText(/^Reads: \d+$/).first()).toBeVisible();
    await expect(
      s.getByRole('article', { name: title }).getByRole('heading', { level: 2, name: title }),
    ).toBeVisible();
    const hot = s.getByRole('region', { name: 'Hot Blogs' });
    await expect(hot.getByRole('link').first()).toBeVisible();
    const links = await hot.getByRole('link').all();
    expect(links.length).toBe(5);
    for (const link of links) await expect(link).toHaveAttribute('href', /^\/blog\/(?!1$)\d+$/);
    const sidebar = s.getByRole('complementary', { name: 'Your agent' });
    await expect(sidebar.getByLabel('Remark')).toHaveValue(
      `I read your blog “${title}” and would like to know more.`,
    );
    await expect(sidebar.getByRole('checkbox')).toHaveCount(0);
    await expect(s.getByRole('navigation', { name: 'Share this page' })).toBeVisible();
    await expect(page).toHaveTitle(/Blog/);
  });

  test("lily's second article: registration on by its flag, no hot blogs", async ({ page }) => {
    const s = await open(page, '/blog/2?ltype=1');
    await expect(
      s.getByRole('heading', { level: 1, name: '5 Tips for First-Time Home Buyers' }),
    ).toBeVisible();
    await expect(s.getByRole('checkbox', { name: 'Also create a client account for me' })).toBeVisible();
    await expect(s.getByRole('region', { name: 'Hot Blogs' })).toHaveCount(0);
  });

  test("another author's article always offers registration and sends the lead", async ({ page }) => {
    const s = await open(page, '/blog/26?ltype=1');
    await expect(s.getByRole('heading', { level: 1 })).toBeVisible();
    const sidebar = s.getByRole('complementary', { name: 'Your agent' });
    await sidebar.getByLabel('Name').fill('Ann Reader');
    await sidebar.getByLabel('Phone Number').fill('4165550199');
    await sidebar.getByLabel('Email').fill('ann.reader@example.com');
    await sidebar.getByRole('checkbox', { name: 'Also create a client account for me' }).check();
    // (The payload, registerAccount included, is checked by the page's jest test: ky streams the JSON body.)
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/lead/create') && r.request().method() === 'POST',
    );
    await sidebar.getByRole('button', { name: 'Submit' }).click();
    expect((await response).status()).toBe(200);
    await expect(page.getByText('Message Sent')).toBeVisible();
    await expect(sidebar.getByLabel('Name')).toHaveValue('');
  });

  test('the XSS corpus: nothing executes, no dialog, external links noopener', async ({ page }) => {
    const xss = watchXss(page);
    const s = await open(page, '/blog/9001?ltype=1');
    const body = s.getByRole('article', { name: 'Sanitiser Test: Hostile HTML' });
    await expect(body.getByText('This article carries hostile HTML; none of it may run.')).toBeVisible();
    await expect(body.locator('script, iframe, svg, [onerror], [onclick], [onmouseover]')).toHaveCount(0);
    await expect(body.getByText('javascript link')).not.toHaveAttribute('href', /javascript:/);
    await expect(body.getByRole('link', { name: 'External market report' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await body.getByText('Hover me').hover();
    await body.getByText('Hover me').click();
    expect(await xss.flag()).toBeNull();
    expect(xss.dialogs).toEqual([]);
  });

  test('the XSS corpus in the server HTML (no JavaScript): sanitised, the safe content there', async ({
    request,
  }) => {
    const res = await getPage(request, '/blog/9001?ltype=1');
    expect(res.status()).toBe(200);
    expect(res.headers()['x-hearth-rendered']).toBe('server');
    const html = await res.text();
    expectSanitisedCorpus(html);
    // Its head: the article's JSON-LD and link preview type.
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('property="og:type" content="article"');
  });

  test('the browser sanitises the corpus to the same markup as the server', async ({ page, request }) => {
    const server = serverBody(await (await getPage(request, '/blog/9001?ltype=1')).text());
    const browser = await browserBody(page, site('lily', '/blog/9001?ltype=1'));
    expect(browser).toBe(server);
  });

  test('an article nobody has, or an id that is not one: 404 with the not-found page', async ({
    request,
  }) => {
    for (const path of ['/blog/99999?ltype=1', '/blog/not-a-number']) {
      const res = await getPage(request, path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['x-hearth-rendered']).toBe('server');
      const html = await res.text();
      expect(html).toContain('data-testid="not-found"');
      expect(html).toContain('We were unable to find that page.');
      expect(html).toContain('name="robots" content="noindex"');
    }
  });

  test('Chinese: the article as getDetailById answers ltype=1 (spec §7), the Chinese page texts', async ({
    page,
  }) => {
    const s = await open(page, '/blog/1?ltype=0');
    await expect(
      s.getByRole('heading', {
        level: 1,
        name: 'Toronto Condo Market Update: What Buyers Should Know This Fall',
      }),
    ).toBeVisible();
    await expect(s.getByText(/^阅读：\d+$/).first()).toBeVisible();
    await expect(s.getByRole('region', { name: '热门博客' })).toBeVisible();
  });

  test('a non-numeric id, or an article nobody has, is the 404 page', async ({ page }) => {
    await page.goto(site('lily', '/blog/not-a-number'));
    await expect(page.getByText("That's an error.")).toBeVisible();
    await page.goto(site('lily', '/blog/99999?ltype=0'));
    await expect(page.getByRole('heading', { level: 1, name: '出错了。' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
