import type { APIRequestContext } from '@playwright/test';
import { expect, rendererServer, slotSettled, test } from './support/fixtures';
import { SHELL, SHELL_PORT, site } from './support/env';

/**
 * Server-rendered pages (issue 29, docs/adr/0034): the shell's front (nginx in the suite) proxies `/` and the
 * history routes to the shell's renderer, and serves the static index.html when the renderer is down.
 */

/**
 * A plain GET of a page on lily's site, no JavaScript: sent to the shell's address with the site's Host (Node, which
 * runs `request`, does not resolve `*.localhost` as Chromium does).
 */
function getPage(request: APIRequestContext, path: string) {
  return request.get(`${SHELL}${path}`, {
    headers: { Host: `lily.localhost:${SHELL_PORT}`, 'Accept-Language': 'en-CA' },
    maxRedirects: 0,
  });
}

test.describe('server-rendered pages', () => {
  test('a listing: address, price, first photo and the agent in the HTML', async ({ request }) => {
    const res = await getPage(request, '/listing/treb-C4200001');
    expect(res.status()).toBe(200);
    expect(res.headers()['x-hearth-rendered']).toBe('server');
    expect(res.headers()['content-type']).toContain('text/html');
    // The document headers of the static page, from the front.
    expect(res.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).toContain('25 Hollywood Ave');
    expect(html).toContain('$1,950,000');
    expect(html).toContain('/files/listings/treb-C4200001/1.svg');
    expect(html).toContain('Lily Chen');
  });

  for (const path of ['/listings', '/']) {
    test(`${path}: rendered with the agent's name`, async ({ request }) => {
      const res = await getPage(request, path);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-hearth-rendered']).toBe('server');
      expect(await res.text()).toContain('Lily Chen');
    });
  }

  test('an unknown path: 404 with the not-found page', async ({ request }) => {
    const res = await getPage(request, '/no/such/page');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('data-testid="not-found"');
    expect(html).toContain('We were unable to find that page.');
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
