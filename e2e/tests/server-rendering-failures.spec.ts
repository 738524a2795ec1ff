import { expect, injectFault, rendererServer, slotSettled, test } from './support/fixtures';
import { site } from './support/env';
import { getPage } from './support/server-pages';
import { setRemoteServerEntry } from '../platform/platform.mjs';

/**
 * Server rendering when something fails (issue 29, ADR 0033/0034): an API slower than the server's budget, a remote's
 * server container taken out and put back (hot swap), the renderer down (the front serves the static index.html).
 */

test.describe('an API slower than the server', () => {
  test("a listing whose data misses the server's budget: the page and a loading state in the HTML, the browser goes on", async ({
    request,
    page,
  }) => {
    // The server's request for the listing answers after 4 s, past the renderer's budget (1.5 s on this platform);
    // the browser's own request, the next one, is not slowed.
    await injectFault({ path: '/cmis/mh/queryHouByid', delayMs: 4000, times: 1 });
    const started = Date.now();
    const res = await getPage(request, '/listing/treb-C4200001');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-hearth-rendered']).toBe('server');
    const html = await res.text();
    // The chrome and the remote's page, in its loading state; no listing yet (and no 404: it is not known missing).
    expect(html).toContain('Lily Chen');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="hearth-start-plan"'));
    expect(root).toContain('data-remote="remote_listings"');
    expect(root).toMatch(/class="hearth-spinner" role="status"[^]*Loading the listing/);
    expect(root).not.toContain('25 Hollywood Ave');

    // In the browser: the page arrives the same way, and the browser asks for the listing itself.
    await injectFault({ path: '/cmis/mh/queryHouByid', delayMs: 4000, times: 1 });
    const asked = page.waitForRequest((r) => r.url().includes('/mh/queryHouByid'));
    const nav = await page.goto(site('lily', '/listing/treb-C4200001'));
    expect(await nav?.text()).not.toMatch(
      /<div id="root">[\s\S]*25 Hollywood Ave[\s\S]*id="hearth-start-plan"/,
    );
    await asked;
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(page.getByText('25 Hollywood Ave').first()).toBeVisible();
  });
});

test.describe('hot swap', () => {
  test("a remote's server container taken out of remotes.json, then put back: used on the next page", async ({
    request,
  }) => {
    const previous = setRemoteServerEntry('remote_listings', undefined);
    try {
      const without = await (await getPage(request, '/listing/treb-C4200001')).text();
      // The chrome is the server's; the page is the browser's.
      expect(without).toContain('Lily Chen');
      expect(without).not.toContain('25 Hollywood Ave');
    } finally {
      setRemoteServerEntry('remote_listings', previous);
    }
    const back = await (await getPage(request, '/listing/treb-C4200001')).text();
    expect(back).toContain('25 Hollywood Ave');
  });
});

test.describe('the renderer down', () => {
  test('the static page is served and renders in the browser', async ({ request, page }) => {
    await rendererServer('stop');
    try {
      const res = await getPage(request, '/listing/treb-C4200001');
      expect(res.status()).toBe(200);
      expect(res.headers()['x-hearth-rendered']).toBeUndefined();
      expect(res.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      expect(await res.text()).not.toContain('25 Hollywood Ave');

      await page.goto(site('lily', '/listing/treb-C4200001'));
      expect(await slotSettled(page, 'remote_listings')).toBe('ready');
      await expect(page.getByRole('heading', { level: 1, name: /25 Hollywood Ave/ })).toBeVisible();
    } finally {
      await rendererServer('start');
    }
    const back = await getPage(request, '/listings');
    expect(back.headers()['x-hearth-rendered']).toBe('server');
  });
});
