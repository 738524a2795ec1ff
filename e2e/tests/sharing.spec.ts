import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { site } from './support/env';
import { DINGTALK_UA, WECHAT_UA, type SdkCall } from './support/in-app';

/** Issue 12 "Sharing" (spec §4): one platform sequence; the sandbox serves stand-ins of the vendors' SDKs. */

const LISTING = '/listing/treb-C4200001?ltype=1';

function sharingRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (/\/wechat\/signature|\/sdk\/(wechat|dingtalk)\//.test(r.url())) seen.push(r);
  });
  return seen;
}

/** The sandbox's signature of a page URL (sandbox-api/src/routes/wechat/signature.ts), as wx.config receives it. */
function sandboxSignature(url: string) {
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
  const nonceStr = sha1(`nonce:${url}`).slice(0, 16);
  const timestamp = 1795000000;
  const base = `jsapi_ticket=sandbox-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return { nonceStr, timestamp, signature: sha1(base) };
}

async function wxCalls(page: Page): Promise<SdkCall[]> {
  return page.evaluate(() => window.__hearthWxCalls ?? []);
}

test('inside WeChat: the listing page signs its URL, configures the SDK and shares the listing', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    const requests = sharingRequests(page);
    await page.goto(site('lily', LISTING));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('');
    await expect
      .poll(async () => (await wxCalls(page)).filter((c) => c.name === 'updateAppMessageShareData').length)
      .toBeGreaterThan(1); // the site's values on arrival, then the listing's
    const calls = await wxCalls(page);
    const last = calls.filter((c) => c.name === 'updateAppMessageShareData').at(-1);
    expect(last?.args).toMatchObject({ title: await heading.textContent(), link: page.url() });
    expect(calls.find((c) => c.name === 'config')?.args).toMatchObject({ appId: 'wx-sandbox-hearth' });
    const signed = requests.filter((r) => r.url().includes('/wechat/signature'));
    // hybrid-pages §7 item 2: POST JSON {cmis}/wechat/signature {url}. The body is not readable from the page's
    // request (a streamed fetch body), so the sandbox's deterministic signature proves which url it was sent.
    expect(signed.at(-1)!.method()).toBe('POST');
    expect(calls.find((c) => c.name === 'config')?.args).toMatchObject(
      sandboxSignature(page.url().split('#')[0]!),
    );
    await expect(page.getByRole('status').filter({ hasText: 'Please Wait...' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('inside WeChat: the daily report shares itself once its three lists are in', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    const requests = sharingRequests(page);
    await page.goto(site('lily', '/daily-report?ltype=1'));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('');
    await expect
      .poll(async () => (await wxCalls(page)).filter((c) => c.name === 'updateAppMessageShareData').length)
      .toBeGreaterThan(1);
    const last = (await wxCalls(page)).filter((c) => c.name === 'updateAppMessageShareData').at(-1);
    expect(last?.args).toMatchObject({
      title: await heading.textContent(),
      desc: 'Hearth',
      link: page.url(),
    });
    expect(requests.some((r) => r.url().includes('/wechat/signature'))).toBe(true);
  } finally {
    await context.close();
  }
});

test('in a normal browser nothing is loaded: no SDK, no signature request', async ({ page }) => {
  const requests = sharingRequests(page);
  await page.goto(site('lily', LISTING));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await page.waitForLoadState('networkidle');
  expect(requests.map((r) => r.url())).toEqual([]);
  expect(await page.evaluate(() => 'wx' in window || 'dd' in window)).toBe(false);
});

test('inside DingTalk: the share list configures the share button, which shares the page', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: DINGTALK_UA, viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    const requests = sharingRequests(page);
    await page.goto(site('lily', '/hybrid/share/list?ids=treb-C4200001&ltype=1'));
    const ddCalls = () => page.evaluate(() => window.__hearthDdCalls ?? []);
    await expect.poll(async () => (await ddCalls()).some((c) => c.name === 'setRight')).toBe(true);
    expect((await ddCalls()).find((c) => c.name === 'setRight')?.args).toMatchObject({
      show: true,
      text: 'Share',
    });
    await page.evaluate(() => window.__hearthDdRight!.onSuccess());
    expect((await ddCalls()).find((c) => c.name === 'share')?.args).toMatchObject({ url: page.url() });
    expect(requests.some((r) => r.url().includes('/wechat/'))).toBe(false);
  } finally {
    await context.close();
  }
});

test('a failed WeChat setup shows the alert with the message and the URL; the page keeps working', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: WECHAT_UA });
  try {
    const page = await context.newPage();
    await page.route('**/wechat/signature**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(site('lily', '/?ltype=0'));
    const alert = page.getByRole('alert').filter({ hasText: '分享设置失败' });
    await expect(alert).toContainText(page.url());
    await expect(page.locator('[data-widget="featured-listings"]')).toHaveAttribute('data-state', 'ready', {
      timeout: 20_000,
    });
    await alert.getByRole('button', { name: '关闭' }).click();
    await expect(alert).toHaveCount(0);
  } finally {
    await context.close();
  }
});
