import type { Page } from '@playwright/test';
import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

/** /hybrid/share/community through the shell against the sandbox's community profiles. */
const DOWNTOWN = 'Latitude=43.6532&Longitude=-79.3832';
const KITSILANO = 'Latitude=49.2684&Longitude=-123.1683';

async function openReport(page: Page, query: string, ltype = '1', width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(site('lily', `/hybrid/share/community?${query}${query ? '&' : ''}ltype=${ltype}`));
  expect(await slotSettled(page, 'remote_reports')).toBe('ready');
  return slot(page, 'remote_reports');
}

test.describe('community report', () => {
  test('facts, General tiles and every section charted with its table, §9 rules applied', async ({
    page,
  }) => {
    const csp: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
    });
    // The report's layout shifts from the start (the server's HTML) through every chart's arrival: those with an
    // element of the report's slot among their sources (the shell's back-to-top control slides by itself).
    await page.addInitScript(() => {
      const w = window as Window & { shifts?: number };
      w.shifts = 0;
      type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[])
          if (e.sources?.some((s) => s.node?.parentElement?.closest('[data-remote="remote_reports"]')))
            w.shifts! += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/community/epic')) asked.push(r.url());
    });
    const s = await openReport(page, DOWNTOWN);
    await expect(page).toHaveTitle(/Community Report/);
    await expect(s.getByRole('region', { name: 'Neighbourhood facts' })).toContainText('ProvinceOntario');
    const general = s.getByRole('region', { name: 'General' });
    await expect(general.locator('.community-general__tile')).toHaveCount(2);
    await expect(general.locator('.community-general__tile').first()).toContainText('Population28,460');
    await expect(general.locator('.community-general__grid')).toContainText('Average household income$');
    const figures = s.locator('figure.report-chart');
    await expect(figures).toHaveCount(14);
    await expect(figures.locator('svg.report-chart__drawing')).toHaveCount(14);
    // The drawings came with the server's HTML: nothing moved.
    expect(await page.evaluate(() => (window as Window & { shifts?: number }).shifts)).toBe(0);
    // The server rendered the page with the area's data: the browser hydrated over it and asked nothing.
    expect(asked).toEqual([]);
    // Mother tongue: the top 5 and Other.
    const tongues = s.getByRole('table', { name: 'Mother tongue' }).getByRole('rowheader');
    await expect(tongues).toHaveCount(6);
    await expect(tongues.last()).toHaveText('Other');
    // Pie legends show at most 8 entries (transport to work has 9).
    await expect(s.getByRole('table', { name: 'Transport to work' }).getByRole('rowheader')).toHaveCount(9);
    const legend = s.getByRole('figure', { name: 'Transport to work' }).locator('.report-chart__legend li');
    await expect(legend).toHaveCount(8);
    // Percent bar labels only above 20%.
    const labels = await s
      .getByRole('figure', { name: 'Dwellings' })
      .locator('.report-chart__value')
      .allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(parseFloat(label)).toBeGreaterThan(20);
    await expect(s.getByText(/together make up [\d.]+% of residents\.$/)).toBeVisible();
    await expect(
      s.getByText(/^(Residents are mainly (male|female)|Men and women are evenly balanced)\.$/),
    ).toBeVisible();
    expect(csp).toEqual([]);
  });

  test('a minimal profile: the one-entry gender card is hidden', async ({ page }) => {
    const s = await openReport(page, KITSILANO, '1', 375);
    await expect(s.getByRole('figure', { name: 'Age' })).toBeVisible();
    await expect(s.getByRole('figure', { name: 'Gender' })).toHaveCount(0);
    await expect(s.locator('figure.report-chart')).toHaveCount(1);
  });

  test('without coordinates: "Invalid coordinates" is logged and a message shown, no request', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/community/epic')) calls.push(r.url());
    });
    const s = await openReport(page, '', '1', 375);
    await expect(s.getByRole('alert')).toHaveText(
      'This link has no valid location, so the community report cannot be shown.',
    );
    expect(logged).toContain('Invalid coordinates');
    expect(calls).toEqual([]);
  });

  test('Chinese texts', async ({ page }) => {
    const s = await openReport(page, DOWNTOWN, '0', 375);
    await expect(page).toHaveTitle(/社区报告/);
    await expect(s.getByRole('heading', { level: 2, name: '社区概况' })).toBeVisible();
    await expect(s.getByRole('figure', { name: '母语' })).toBeVisible();
    await expect(s.getByRole('table', { name: '母语' }).getByRole('rowheader').last()).toHaveText('其他');
  });
});
