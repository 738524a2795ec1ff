import { expect, serveStaticPage, slot, slotSettled, test, SERIAL } from './support/fixtures';
import { SANDBOX, site, type SiteHost } from './support/env';

// The browser's own requests are what this checks: on the static page (the renderer down, ADR 0034), where the
// browser asks for everything itself. A server-rendered page brings its data along (server-rendering.spec.ts).
test.beforeEach(async ({ page }) => {
  await serveStaticPage(page);
});

async function open(page: import('@playwright/test').Page, query: string, host: SiteHost = 'lily') {
  await page.goto(site(host, `/hybrid/share/list?${query}`));
  expect(await slotSettled(page, 'remote_listings')).toBe('ready');
  return slot(page, 'remote_listings');
}

test.describe('shared listings', () => {
  for (const joiner of ['_', '%40', '@']) {
    test(`ids joined by ${joiner}`, async ({ page }) => {
      const asked = page.waitForRequest((r) => r.url().includes('/ac/shareList'));
      const s = await open(page, `ids=treb-C4200001${joiner}crea-X4100003&ltype=1`);
      // hybrid-pages §7 item 4: GET {cmis}/ac/shareList?text={ids}&ltype=0.
      const sent = new URL((await asked).url()).searchParams;
      expect(Object.fromEntries(sent)).toEqual({ text: 'treb-C4200001_crea-X4100003', ltype: '0' });
      const cards = s.locator('article.listing-card');
      await expect(cards).toHaveCount(2);
      await expect(cards.first().locator('a')).toHaveAttribute('href', '/listing/treb-C4200001');
      await expect(cards.nth(1).getByText('61 Aberdeen Ave, Hamilton, ON L8P 2N9')).toBeVisible();
      await expect(s.getByText(/Toronto Regional Real Estate Board/)).toBeVisible();
    });
  }

  test('no ids: an empty state', async ({ page }) => {
    const s = await open(page, 'ltype=1');
    await expect(s.getByText(/This link lists no listings/)).toBeVisible();
  });

  test('signature on and off; the about-me avatar links to /about-agent', async ({ page }) => {
    let s = await open(page, 'ids=treb-C4200001&signature=true&ltype=1');
    await expect(s.getByRole('region', { name: 'Agent signature' }).getByRole('img')).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await expect(s.getByRole('link', { name: 'Profile of Lily Chen' })).toHaveAttribute(
      'href',
      '/about-agent',
    );
    s = await open(page, 'ids=treb-C4200001&signature=false&ltype=1');
    await expect(s.locator('article.listing-card')).toHaveCount(1);
    await expect(s.getByRole('region', { name: 'Agent signature' })).toHaveCount(0);
  });

  test('www: no signature, contact or about-me block', async ({ page }) => {
    const s = await open(page, 'ids=treb-C4200001&signature=true&ltype=1', 'www');
    await expect(s.locator('article.listing-card')).toHaveCount(1);
    await expect(s.getByRole('region', { name: 'Agent signature' })).toHaveCount(0);
    await expect(s.getByRole('heading', { name: 'Contact Agent' })).toHaveCount(0);
    await expect(s.getByRole('heading', { name: 'About Me' })).toHaveCount(0);
  });

  test('contact modal: first error, then one lead with registerAccount false', SERIAL, async ({ page }) => {
    const s = await open(page, 'ids=treb-C4200001&ltype=1');
    const before = ((await (await fetch(`${SANDBOX}/__sandbox/leads`)).json()) as { leads: unknown[] }).leads
      .length;
    await s.getByRole('button', { name: 'Contact Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Agent' });
    await dialog.getByLabel('Name').fill('Wang Fang');
    await dialog.getByLabel('Phone').fill('41655501');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Phone').fill('4165550123');
    await dialog.getByLabel('Email').fill('wf@example.com');
    await dialog.getByLabel('Notes').fill('The first one please');
    await dialog.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const leads = (
      (await (await fetch(`${SANDBOX}/__sandbox/leads`)).json()) as { leads: Record<string, unknown>[] }
    ).leads;
    expect(leads.slice(before)).toEqual([
      expect.objectContaining({
        clientName: 'Wang Fang',
        phone: '+14165550123',
        registerAccount: false,
        channel: 'Agent Website',
        clientMsg: 'The first one please',
      }),
    ]);
  });

  for (const width of [375, 1280]) {
    test(`both languages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      let s = await open(page, 'ids=treb-C4200001&ltype=1');
      await expect(
        s.getByRole('heading', { level: 1, name: 'Lily Chen: recommended for you' }),
      ).toBeVisible();
      s = await open(page, 'ids=treb-C4200001&ltype=0');
      // The agent's name is the ur/info answer's, always asked with ltype=1 (public-site §7).
      await expect(s.getByRole('heading', { level: 1, name: 'Lily Chen：为您推荐' })).toBeVisible();
    });
  }
});
