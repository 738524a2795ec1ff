import type { Page, Request } from '@playwright/test';
import {
  clearFaults,
  expect,
  injectFault,
  serveStaticPage,
  slot,
  slotSettled,
  test,
  SERIAL,
} from './support/fixtures';
import { SANDBOX, site } from './support/env';

// The browser's own requests are what this checks: on the static page (the renderer down, ADR 0034), where the
// browser asks for everything itself. A server-rendered page brings its data along (server-rendering.spec.ts).
test.beforeEach(async ({ page }) => {
  await serveStaticPage(page);
});

/** /hybrid/marketing/trend and /community-markettrend through the shell against the sandbox. */

/** The selection and quotation calls of a page, in the order they were sent. */
/**
 * The report's calls in the order they left, each with the sequence number of its request and of its response
 * among all the page's network events (the order the page saw them; clock readings of two requests can disagree by
 * a millisecond).
 */
function recordCalls(page: Page) {
  const calls: { name: string; request: Request; sent: number; answered?: number }[] = [];
  let seq = 0;
  page.on('request', (request) => {
    const name = /\/(findCityByProvince|findCommunityByCity|findQuotations)\.json$/.exec(request.url())?.[1];
    if (name) calls.push({ name, request, sent: ++seq });
  });
  page.on('response', (response) => {
    const call = calls.find((c) => c.request === response.request());
    if (call) call.answered = ++seq;
  });
  return calls;
}

/**
 * What a call sent. Chromium does not expose the streamed form body to Playwright, so the answer is compared with
 * the sandbox's answer to the expected form (every area and type has its own figures).
 */
async function expectSent(call: { request: Request } | undefined, form: Record<string, string>) {
  const answer = await (await call!.request.response())!.json();
  const path = new URL(call!.request.url()).pathname;
  const expected = await fetch(`${SANDBOX}${path}`, { method: 'POST', body: new URLSearchParams(form) });
  expect(answer).toEqual(await expected.json());
}

async function openTrend(page: Page, ltype = '1', width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(site('lily', `/hybrid/marketing/trend?ltype=${ltype}`));
  expect(await slotSettled(page, 'remote_reports')).toBe('ready');
  const s = slot(page, 'remote_reports');
  await expect(s.locator('.trend-summary')).toBeVisible();
  return s;
}

async function pick(page: Page, selector: RegExp, option: string) {
  await slot(page, 'remote_reports').getByRole('button', { name: selector }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: option, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('market trend', () => {
  test('statistics, trend text and charts with their tables, no CSP violation', async ({ page }) => {
    const csp: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
    });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const s = await openTrend(page);
    await expect(page).toHaveTitle(/Marketing Report/);
    await expect(s.locator('[data-figure="median"] dd')).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
    await expect(s.locator('[data-figure="slr"] dd')).toHaveText(/^\d+\.\d%$/);
    await expect(s.locator('.trend-text [data-rule="months"]')).toHaveText(
      /^With \d+\.\d months of inventory, this is a (seller's|balanced|buyer's) market\.$/,
    );
    await expect(s.locator('.trend-text [data-rule="rate"]')).toHaveText(
      /^An absorption rate of [\d.]+% points to a (seller's|balanced|buyer's) market\.$/,
    );
    // Every chart has its drawing (from the server) and a table of its figures.
    await expect(s.locator('figure.report-chart')).toHaveCount(12);
    await expect(s.locator('figure.report-chart svg.report-chart__drawing')).toHaveCount(12);
    await expect(s.getByRole('table', { name: 'Average price (K)' }).getByRole('row')).toHaveCount(9);
    await expect(s.getByRole('table', { name: 'Listing history' }).getByRole('row')).toHaveCount(22);
    const bucket = await s
      .getByRole('table', { name: 'Sold price distribution' })
      .getByRole('rowheader')
      .allInnerTexts();
    for (const label of bucket) {
      const [from, to] = label.split('–').map((k) => Number(k.replace(/[$,K]/g, '')) * 1000);
      expect(from! % 200_000).toBe(0);
      expect(to! - from!).toBe(200_000);
    }
    expect(csp).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('selectors: a city reloads the communities, then the statistics; community and type reload the statistics', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    const s = await openTrend(page);
    // Polled: a summary on screen can be the one before, while the next call is still leaving.
    await expect.poll(() => calls.map((c) => c.name)).toEqual(['findCityByProvince', 'findQuotations']);
    await expectSent(calls[1], { city: 'all', community: 'null', propertyNew: 'Detached' });
    await expect(s.getByRole('button', { name: /^Community/ })).toBeDisabled();

    await pick(page, /^City/, 'Markham');
    await expect(s.getByRole('button', { name: /^Community\s*All$/ })).toBeEnabled();
    await expect(s.locator('.trend-summary')).toBeVisible();
    await expect
      .poll(() => calls.slice(2).map((c) => c.name))
      .toEqual(['findCommunityByCity', 'findQuotations']);
    await expectSent(calls[2], { city: 'Markham' });
    await expectSent(calls[3], { city: 'Markham', community: 'null', propertyNew: 'Detached' });
    // The statistics left only after the communities had answered.
    expect(calls[2]!.answered).toBeLessThan(calls[3]!.sent);

    await pick(page, /^Community/, 'Unionville');
    await expect(s.getByRole('button', { name: /^Community\s*Unionville$/ })).toBeVisible();
    await expect(s.locator('.trend-summary')).toBeVisible();
    await pick(page, /^Property Type/, 'Condo');
    await expect(s.locator('.trend-summary')).toBeVisible();
    await expect.poll(() => calls.slice(4).map((c) => c.name)).toEqual(['findQuotations', 'findQuotations']);
    await expectSent(calls[4], { city: 'Markham', community: 'Unionville', propertyNew: 'Detached' });
    await expectSent(calls[5], { city: 'Markham', community: 'Unionville', propertyNew: 'Condo' });

    // Another city: the community goes back to all, communities then statistics again.
    await pick(page, /^City/, 'Toronto');
    await expect(s.getByRole('button', { name: /^Community\s*All$/ })).toBeEnabled();
    await expect(s.locator('.trend-summary')).toBeVisible();
    await expect
      .poll(() => calls.slice(6).map((c) => c.name))
      .toEqual(['findCommunityByCity', 'findQuotations']);
    await expectSent(calls[6], { city: 'Toronto' });
    await expectSent(calls[7], { city: 'Toronto', community: 'null', propertyNew: 'Condo' });
  });

  test(
    'a failed statistics load shows an empty state with Retry, not the previous charts',
    SERIAL,
    async ({ page }) => {
      const s = await openTrend(page, '1', 375);
      await injectFault({ path: '/quotation/findQuotations.json', status: 503, times: 1 });
      try {
        await pick(page, /^Property Type/, 'Townhouse');
        const alert = s.getByRole('alert');
        await expect(alert).toContainText('The statistics are not available right now');
        await expect(s.locator('.trend-summary')).toHaveCount(0);
        await expect(s.locator('figure.report-chart')).toHaveCount(0);
        await alert.getByRole('button', { name: 'Retry' }).click();
        await expect(s.locator('.trend-summary')).toBeVisible();
      } finally {
        await clearFaults();
      }
    },
  );

  test('Chinese labels: selectors, property types, charts and the trend text', async ({ page }) => {
    const s = await openTrend(page, '0', 375);
    await expect(page).toHaveTitle(/市场报告/);
    await expect(s.getByRole('button', { name: /^省份\s*安大略省$/ })).toBeVisible();
    await expect(s.getByRole('button', { name: /^房屋类型\s*独立屋$/ })).toBeVisible();
    await expect(s.locator('.trend-text [data-rule="months"]')).toHaveText(/当前为(卖方|平衡|买方)市场。$/);
    await expect(s.getByRole('table', { name: '房屋类型分布' })).toContainText('公寓');
    await expect(s.getByRole('table', { name: '平均价格（千）' }).getByRole('rowheader').last()).toHaveText(
      '10月',
    );
  });
});

test('/community-markettrend shows only its title', async ({ page }) => {
  await page.goto(site('lily', '/community-markettrend?ltype=1'));
  expect(await slotSettled(page, 'remote_reports')).toBe('ready');
  const s = slot(page, 'remote_reports');
  await expect(s.getByRole('heading', { level: 1 })).toHaveText('Community Market Trend');
  await expect(page).toHaveTitle(/Community Market Trend/);
  await expect(s.locator('article > *')).toHaveCount(1);
});
