import { expect, test } from './support/fixtures';
import { SANDBOX, site } from './support/env';
import { getPage, watchHydration } from './support/server-pages';

/**
 * The chart pages, server-rendered (issue 30 §1, ADR 0048): the drawings of their charts and the tables of their figures
 * are in the HTML, with or without JavaScript; the browser hydrates over them without asking again.
 */

/** The HTML of the chart table captioned `caption`, up to its end. */
function tableHtml(html: string, caption: string): string {
  const at = html.indexOf(`<caption>${caption}</caption>`);
  return at < 0 ? '' : html.slice(at, html.indexOf('</table>', at));
}

/** A figure as the pages' tables write it: a count grouped (trend-format.ts), a share with one decimal and `%`. */
const count = (v: number) => Math.round(v).toLocaleString('en-US');
const share = (v: number) => `${Math.round(v * 10) / 10}%`;

test.describe('the chart pages: their drawings and the figures of their charts in the HTML', () => {
  test("the market trend: the listing history's last month as the sandbox answers it", async ({
    request,
  }) => {
    const res = await request.post(`${SANDBOX}/quotation/findQuotations.json`, {
      form: { city: 'all', community: 'null', propertyNew: 'Detached' },
    });
    const { data } = (await res.json()) as { data: { activeNumbers: number[]; soldListings: number[] } };
    const html = await (await getPage(request, '/hybrid/marketing/trend?ltype=1')).text();
    const table = tableHtml(html, 'Listing history');
    expect(table.slice(table.indexOf('<tbody>')).match(/<tr>/g)).toHaveLength(21);
    const last = table.slice(table.lastIndexOf('<tr>'));
    expect(last).toContain(`<td>${count(data.activeNumbers.at(-1)!)}</td>`);
    expect(last).toContain(`<td>${count(data.soldListings.at(-1)!)}</td>`);
    // Every chart's drawing goes out with the page, with no style attribute (the CSP allows none).
    expect(
      html.match(/<div class="report-chart__canvas" aria-hidden="true"><svg class="report-chart__drawing"/g),
    ).toHaveLength(12);
    const drawing = html.slice(
      html.indexOf('>Listing history</figcaption>'),
      html.indexOf('<caption>Listing history'),
    );
    // Its three series as lines, each point with its figure.
    expect(drawing.match(/<path d="M[\d.]+ [\d.]+L/g)).toHaveLength(3);
    expect(drawing).toContain(`: ${count(data.soldListings.at(-1)!)}</title>`);
    expect(html.slice(html.indexOf('data-remote="remote_reports"'))).not.toMatch(/\sstyle="/);
  });

  test('the community report: the age shares as the sandbox answers them; no coordinates, the message', async ({
    request,
  }) => {
    const res = await request.get(`${SANDBOX}/analysis/community/epic?Latitude=43.6532&Longitude=-79.3832`);
    const { data } = (await res.json()) as {
      data: { Name: string; Data: { Key: string; Value: number }[] }[];
    };
    const age = data.find((section) => section.Name === 'Age')!.Data;
    const total = age.reduce((sum, entry) => sum + entry.Value, 0);
    const html = await (
      await getPage(request, '/hybrid/share/community?Latitude=43.6532&Longitude=-79.3832&ltype=1')
    ).text();
    expect(html).toContain('28,460');
    const table = tableHtml(html, 'Age');
    for (const entry of age)
      expect(table).toContain(
        `<th scope="row">${entry.Key}</th><td>${share(Math.round((entry.Value / total) * 1000) / 10)}</td>`,
      );
    expect(html.slice(html.indexOf('data-remote="remote_reports"'))).not.toMatch(/\sstyle="/);

    const none = await (await getPage(request, '/hybrid/share/community?ltype=1')).text();
    expect(none).toContain('This link has no valid location, so the community report cannot be shown.');
  });

  test('the market trend hydrates over its figures without asking for them again, and its selectors work', async ({
    page,
  }) => {
    const problems = watchHydration(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      const name = /\/(findCityByProvince|findCommunityByCity|findQuotations)\.json$/.exec(r.url())?.[1];
      if (name) calls.push(name);
    });
    const nav = await page.goto(site('lily', '/hybrid/marketing/trend?ltype=1'));
    expect(nav?.headers()['x-hearth-rendered']).toBe('server');
    const slot = page.locator('[data-remote="remote_reports"]');
    await expect(slot).toHaveAttribute('data-state', 'ready');
    await expect(slot.locator('.report-chart__drawing').first()).toBeVisible();
    expect(calls).toEqual([]);
    await slot.getByRole('button', { name: /^Property Type/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Condo', exact: true }).click();
    await expect(slot.getByRole('button', { name: /^Property Type\s*Condo$/ })).toBeVisible();
    await expect(slot.locator('.trend-summary')).toBeVisible();
    expect(calls).toEqual(['findQuotations']);
    expect(problems).toEqual([]);
  });
});

test.describe('the chart pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the community report: the drawings are there, and the tables of their figures', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/share/community?Latitude=43.6532&Longitude=-79.3832&ltype=1'));
    const age = page.getByRole('figure', { name: 'Age' });
    await expect(age.locator('svg.report-chart__drawing rect').first()).toBeVisible();
    await expect(
      age.getByRole('table', { name: 'Age' }).getByRole('rowheader', { name: '0 to 14 years' }),
    ).toHaveCount(1);
  });
});
