import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, slot, slotSettled, test, type RemoteName } from './support/fixtures';
import { site, type SiteHost } from './support/env';
import { DINGTALK_UA, IOS_WECHAT_UA, WECHAT_UA } from './support/in-app';

/**
 * Issue 27 §4 (ADR 0023): the app user's identity (fjjUserId, appAuthCode, yonghuId), handed over in a deep link's
 * query, leaves the address bar once read and never reaches a share: share bar targets, the copied link, a remote's
 * own share links, the WeChat and DingTalk shares. No page generates a QR code of its URL (the QR pictures are the
 * agent's, from the server), so there is no QR payload to check.
 */

const IDENTITY = { fjjUserId: '20101', appAuthCode: 'sEcReT-auth-27', yonghuId: '81099' };
const IDENTITY_QUERY = new URLSearchParams(IDENTITY).toString();
const PERSONAL = { userName: 'Ann Leak', email: 'ann.leak@example.com', phone: '6045550199' };

declare global {
  interface Window {
    __hearthCopied?: string[];
    __hearthSigned?: string[];
  }
}

/** Every layer of percent-encoding undone (a share target embeds the page URL encoded). */
function decoded(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i++) {
    try {
      out = decodeURIComponent(out.replace(/\+/g, ' '));
    } catch {
      break;
    }
  }
  return out;
}

/** The identity (and personal) names and values a text still carries, decoded. */
function leaks(text: string, personal = false): string[] {
  const plain = decoded(text);
  const values = personal ? { ...IDENTITY, ...PERSONAL } : IDENTITY;
  return Object.entries(values).flatMap(([name, value]) =>
    [name, value].filter((part) => plain.toLowerCase().includes(part.toLowerCase())),
  );
}

const withIdentity = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${IDENTITY_QUERY}`;

/** The address bar: identity gone, the other parameters kept. */
function expectCleanAddress(page: Page, path: string) {
  const url = new URL(page.url());
  expect(leaks(url.search), page.url()).toEqual([]);
  expect(`${url.pathname}${url.search}`).toBe(path);
}

/** The copy button writes through navigator.clipboard: record what it is given (the copied link). */
async function recordCopies(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__hearthCopied = [];
    const clipboard = { writeText: async (text: string) => void window.__hearthCopied!.push(text) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  });
}

/** What the page sends to the WeChat signature endpoint (URL and body: the request's shape is not this spec's concern). */
async function recordSignatureRequests(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__hearthSigned = [];
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.includes('/wechat/signature'))
        window.__hearthSigned!.push(`${request.url} ${await request.clone().text()}`);
      return send(request);
    };
  });
}

const signatureRequests = (page: Page) => page.evaluate(() => window.__hearthSigned ?? []);

/** The share nav's targets and copied link: each carries the page's clean URL, nothing of the identity. */
async function expectCleanShareBar(page: Page, nav: Locator, pageUrl: string) {
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(4);
  for (const href of hrefs) {
    expect(leaks(href), href).toEqual([]);
    expect(decoded(href)).toContain(pageUrl);
  }
  const copy = nav.getByRole('button', { name: 'Copy link' });
  if ((await copy.count()) === 0) return;
  // A click before the page has hydrated (its app code comes after load, ADR 0041) copies nothing: clicked again
  // while nothing has been copied.
  const copied = () => page.evaluate(() => window.__hearthCopied ?? []);
  await expect(async () => {
    if ((await copied()).length === 0) await copy.click();
    expect(await copied()).toEqual([pageUrl]);
  }).toPass({ timeout: 15_000 });
}

const SHARE_BARS: { name: string; host: SiteHost; path: string; owner: RemoteName | null }[] = [
  { name: 'default home', host: 'lily', path: '/?ltype=1', owner: null },
  { name: 'listing detail', host: 'lily', path: '/listing/treb-C4200001?ltype=1', owner: 'remote_listings' },
  { name: 'blog list', host: 'lily', path: '/blogs?ltype=1', owner: 'remote_content' },
  { name: 'blog detail', host: 'lily', path: '/blog/1?ltype=1', owner: 'remote_content' },
  { name: 'news detail', host: 'www', path: '/news-detail/hearth/502?ltype=1', owner: 'remote_content' },
  {
    name: 'share list',
    host: 'lily',
    path: '/hybrid/share/list?ids=treb-C4200001@crea-X4100003&signature=true&ltype=1',
    owner: 'remote_listings',
  },
];

test.describe('deep-link identity never leaks through sharing', () => {
  for (const { name, host, path, owner } of SHARE_BARS) {
    test(`${name}: clean address bar, share targets and copied link`, async ({ browser }) => {
      const context = await browser.newContext();
      try {
        await recordCopies(context);
        const page = await context.newPage();
        await page.goto(site(host, withIdentity(path)));
        if (owner) expect(await slotSettled(page, owner)).toBe('ready');
        const nav = page.getByRole('navigation', { name: 'Share this page' });
        await expect(nav).toBeVisible({ timeout: 20_000 });
        expectCleanAddress(page, path);
        await expectCleanShareBar(page, nav, site(host, path));
      } finally {
        await context.close();
      }
    });
  }

  test('inside WeChat: every page shares its clean URL (and signs it)', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } });
    try {
      await recordSignatureRequests(context);
      const page = await context.newPage();
      const receive = Buffer.from('51').toString('base64');
      const pages: { path: string; owner: RemoteName; personal?: boolean }[] = [
        { path: '/listing/treb-C4200001?ltype=1', owner: 'remote_listings' },
        { path: '/daily-report?ltype=1', owner: 'remote_reports' },
        { path: '/hybrid/coupon/share/101?ltype=1&language=1', owner: 'remote_coupons' },
        {
          // Delivery acceptance keeps its personal parameters in its own URL; a share carries neither them nor the identity.
          path: `/hybrid/vendor/delivery/accept/${receive}?ltype=1&${new URLSearchParams(PERSONAL).toString()}`,
          owner: 'remote_vendor',
          personal: true,
        },
      ];
      for (const { path, owner, personal } of pages) {
        await page.goto(site('lily', withIdentity(path)));
        expect(await slotSettled(page, owner)).toBe('ready');
        expectCleanAddress(page, path);
        await expect
          .poll(async () => (await page.evaluate(() => window.__hearthWxCalls ?? [])).length)
          .toBeGreaterThan(0);
        await page.waitForLoadState('networkidle');
        const shares = (await page.evaluate(() => window.__hearthWxCalls ?? [])).filter((c) =>
          /^update(AppMessage|Timeline)ShareData$/.test(c.name),
        );
        expect(shares.length, path).toBeGreaterThan(0);
        for (const call of shares) {
          const link = String(call.args?.link ?? '');
          expect(leaks(link, personal), `${path}: ${link}`).toEqual([]);
          expect(new URL(link).pathname).toBe(new URL(page.url()).pathname);
        }
        // Android WeChat signs the address bar's URL: already clean.
        const signed = await signatureRequests(page);
        expect(signed.length, path).toBeGreaterThan(0);
        for (const request of signed) expect(leaks(request), request).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  test('inside DingTalk: the share button shares the clean URL', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: DINGTALK_UA,
      viewport: { width: 375, height: 812 },
    });
    try {
      const page = await context.newPage();
      const path = '/hybrid/share/list?ids=treb-C4200001&ltype=1';
      await page.goto(site('lily', withIdentity(path)));
      expect(await slotSettled(page, 'remote_listings')).toBe('ready');
      expectCleanAddress(page, path);
      const ddCalls = () => page.evaluate(() => window.__hearthDdCalls ?? []);
      await expect.poll(async () => (await ddCalls()).some((c) => c.name === 'setRight')).toBe(true);
      await page.evaluate(() => window.__hearthDdRight!.onSuccess());
      const shared = (await ddCalls()).find((c) => c.name === 'share')?.args;
      expect(shared).toMatchObject({ url: site('lily', path) });
    } finally {
      await context.close();
    }
  });

  test('inside WeChat on iOS: the entry URL is signed as loaded, the share is clean', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: IOS_WECHAT_UA,
      viewport: { width: 375, height: 812 },
    });
    try {
      await recordSignatureRequests(context);
      const page = await context.newPage();
      const path = '/hybrid/coupon/share/101?ltype=1&language=1';
      const entry = site('lily', withIdentity(path));
      await page.goto(entry);
      expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
      expectCleanAddress(page, path);
      await expect.poll(() => page.evaluate(() => (window.__hearthWxCalls ?? []).length)).toBeGreaterThan(0);
      // iOS WeChat checks the signature against the URL the page was entered with (replaceState does not change it).
      const signed = await signatureRequests(page);
      expect(signed.length).toBeGreaterThan(0);
      for (const request of signed) expect(decoded(request)).toContain(entry);
      const shares = (await page.evaluate(() => window.__hearthWxCalls ?? [])).filter((c) =>
        /^update(AppMessage|Timeline)ShareData$/.test(c.name),
      );
      expect(shares.length).toBeGreaterThan(0);
      for (const call of shares) expect(call.args?.link).toBe(site('lily', path));
    } finally {
      await context.close();
    }
  });

  test('the app user survives a reload and in-app navigation; the router keeps the clean URL', async ({
    page,
  }) => {
    const path = '/hybrid/coupon/share/101?ltype=1&language=1';
    await page.goto(site('lily', `${withIdentity(path)}#terms`));
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    const s = slot(page, 'remote_coupons');
    const open = s.getByRole('link', { name: 'Open the coupon' });
    await expect(open).toBeVisible(); // a known app user (fjjUserId), not the register button
    expectCleanAddress(page, path);
    expect(new URL(page.url()).hash).toBe('#terms');
    expect(await page.evaluate(() => typeof (history.state as { idx?: unknown } | null)?.idx)).toBe('number');

    await page.reload(); // the app does not append the identity again
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    await expect(open).toBeVisible();
    expectCleanAddress(page, path);

    await open.click();
    await expect(page).toHaveURL(/\/hybrid\/coupon\/101(\?|$)/);
    expect(leaks(page.url())).toEqual([]);
    await page.goBack();
    await expect(open).toBeVisible();
    expectCleanAddress(page, path);

    // The identity is the tab's (sessionStorage): another tab opened without the hand-over knows no user.
    const other = await page.context().newPage();
    try {
      await other.goto(site('lily', path));
      expect(await slotSettled(other, 'remote_coupons')).toBe('ready');
      await expect(
        slot(other, 'remote_coupons').getByRole('button', { name: 'Register or Log In to Get It' }),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('a public page drops the identity from its address bar too, and reloads', async ({ page }) => {
    const path = '/listing/treb-C4200001?ltype=1';
    await page.goto(site('lily', withIdentity(path)));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    expectCleanAddress(page, path);
    await page.reload();
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    expectCleanAddress(page, path);
  });
});
