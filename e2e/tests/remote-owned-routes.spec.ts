import type { Page } from '@playwright/test';
import { expect, slot, slotSettled, test } from './support/fixtures';
import { CONTENT_B_ENTRY_BASE, REMOTE_PORTS, site } from './support/env';
import {
  ENTRY_FILE,
  readRemotesJson,
  remoteEntryUrl,
  setRemoteEntry,
  setRemotePrefixes,
} from '../platform/platform.mjs';

/**
 * Route prefixes and page chrome are data the remotes' deploys provide (remotes.json `prefixes`), not a table in
 * the shell build: ADR 0007. The shell under test is the same build throughout; only remotes.json changes.
 */

interface Prefix {
  path: string;
  hybrid?: boolean;
  header?: boolean;
  banner?: boolean;
  footer?: boolean;
}

function prefixesOf(name: string): Prefix[] {
  const entry = readRemotesJson().remotes.find((r: { name: string }) => r.name === name);
  if (!entry) throw new Error(`${name} missing from remotes.json`);
  return entry.prefixes;
}

/** Requests to any remote server (main builds and build b). */
function watchRemoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    const port = Number(new URL(req.url()).port);
    if (REMOTE_PORTS.includes(port)) urls.push(req.url());
  });
  return urls;
}

test.describe('route prefixes come from remotes.json', () => {
  test('a remote build adding a new top-level path: 404 before, the page after only remotes.json changes', async ({
    page,
  }) => {
    // Before: remotes.json as deployed for a remote_content build that did not serve /blogs yet.
    const deployed = prefixesOf('remote_content');
    expect(deployed.map((p) => p.path)).toContain('/blogs');
    setRemotePrefixes(
      'remote_content',
      deployed.filter((p) => p.path !== '/blogs'),
    );
    try {
      const remoteRequests = watchRemoteRequests(page);
      await page.goto(site('lily', '/blogs'));
      await expect(page.getByText("That's an error.")).toBeVisible();
      await expect(slot(page, 'remote_content')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(remoteRequests, 'an unowned path downloads no remote code').toEqual([]);

      // Deploy build b, which serves /blogs: its remotes.json entry (entry URL + prefixes) is all that changes.
      setRemoteEntry('remote_content', `${CONTENT_B_ENTRY_BASE}/${ENTRY_FILE}`);
      setRemotePrefixes('remote_content', deployed);
      await page.reload();
      expect(await slotSettled(page, 'remote_content')).toBe('ready');
      await expect(slot(page, 'remote_content')).toHaveAttribute('data-build', 'b');
      await expect(slot(page, 'remote_content').locator('article.blog-item').first()).toBeVisible();
      await expect(page).toHaveTitle('Blog');
      await expect(page.getByText("That's an error.")).toHaveCount(0);
    } finally {
      setRemoteEntry('remote_content', remoteEntryUrl('remote_content'));
      setRemotePrefixes('remote_content', deployed);
    }
  });

  test('a prefix claimed by two remotes: console.error names both, its paths show the fallback with Retry; fixed remotes.json + Retry shows the page', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const reports = prefixesOf('remote_reports');
    setRemotePrefixes('remote_reports', [...reports, { path: '/blogs' }]);
    try {
      await page.goto(site('lily', '/blogs'));
      const fallback = page.locator('[data-route-state="rejected"]');
      await expect(fallback).toContainText('This section is unavailable right now.');
      await expect(fallback).toHaveAttribute('data-prefix', '/blogs');
      await expect(fallback).toHaveAttribute('data-claimed-by', 'remote_content remote_reports');
      await expect(page.getByRole('banner')).toBeVisible(); // inside the normal layout, not a blank page
      await expect(slot(page, 'remote_content')).toHaveCount(0);
      // Logged by the browser's app code, which a server-rendered page asks for once it has loaded (ADR 0041).
      await expect
        .poll(() => errors.join('\n'))
        .toContain(
          '[hearth] remotes.json: remote_content and remote_reports both claim /blogs: rejected for both',
        );
      // The other prefixes of both remotes keep working.
      await page.goto(site('lily', '/hybrid/marketing/watch?ltype=1'));
      expect(await slotSettled(page, 'remote_reports')).toBe('ready');
      await page.goto(site('lily', '/blogs'));
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    } finally {
      setRemotePrefixes('remote_reports', reports);
    }
    // The deploy is fixed: Retry reads remotes.json again, no reload.
    await page.locator('[data-route-state="rejected"]').getByRole('button', { name: 'Retry' }).click();
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(page.locator('[data-route-state]')).toHaveCount(0);
  });
});

/** What the page-side recorders of this file keep on `window`, and the iOS bridge object the app injects. */
declare global {
  interface Window {
    __seen: Record<string, boolean>;
    __navTitles: string[];
    webkit: { messageHandlers: Record<string, { postMessage: (payload: { title: string }) => void }> };
  }
}

/**
 * Records, from the very first paint, whether elements matching each selector were ever in the document (a
 * MutationObserver installed before any script of the page runs).
 */
async function recordAppearances(page: Page, selectors: Record<string, string>): Promise<void> {
  await page.addInitScript((sels: Record<string, string>) => {
    const seen: Record<string, boolean> = Object.fromEntries(Object.keys(sels).map((k) => [k, false]));
    window.__seen = seen;
    const check = () => {
      for (const [key, sel] of Object.entries(sels)) if (document.querySelector(sel)) seen[key] = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, selectors);
}

function seen(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() => window.__seen);
}

const CHROME = {
  header: 'header.app-header',
  banner: '[data-testid="app-banner"]',
  footer: 'footer.app-footer',
};

test.describe('page chrome is right from the first paint (no layout shift)', () => {
  test('/listings: header and footer, the banner never appears', async ({ page }) => {
    await recordAppearances(page, CHROME);
    await page.goto(site('lily', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await page.waitForLoadState('networkidle');
    expect(await seen(page)).toEqual({ header: true, banner: false, footer: true });
  });

  test('a hybrid page: header, banner and footer never appear', async ({ page }) => {
    await recordAppearances(page, CHROME);
    await page.goto(site('lily', '/hybrid/coupon/marketing/list?ltype=1'));
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    await page.waitForLoadState('networkidle');
    expect(await seen(page)).toEqual({ header: false, banner: false, footer: false });
  });
});

test.describe('hybrid page titles', () => {
  test('nativeSetNavTitle is called once per navigation', async ({ page }) => {
    // An iOS-like app: only nativeSetNavTitle has a native handler (every other call keeps its web fallback).
    await page.addInitScript(() => {
      const titles: string[] = [];
      window.__navTitles = titles;
      window.webkit = {
        messageHandlers: {
          nativeSetNavTitle: { postMessage: (payload: { title: string }) => titles.push(payload.title) },
        },
      };
    });
    const navTitles = () => page.evaluate(() => window.__navTitles);

    /** The titles once the page has settled (nothing more arrives after the page's data). */
    const settledTitles = async (expected: string[]) => {
      await expect.poll(navTitles).toEqual(expected);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(await navTitles()).toEqual(expected);
    };

    await page.goto(site('lily', '/hybrid/marketing/watch?ltype=1'));
    expect(await slotSettled(page, 'remote_reports')).toBe('ready');
    await settledTitles(['Marketing Watch']);

    // In-app navigation (history API, as a link would) to another remote's hybrid page.
    await page.evaluate(() => {
      history.pushState(null, '', '/hybrid/vendor/accounting/customer/SO0042?ltype=1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    await expect(
      slot(page, 'remote_vendor')
        .getByText(/SO0042/)
        .first(),
    ).toBeVisible();
    await settledTitles(['Marketing Watch', 'Accounting Summary Page']);

    // Back: a navigation too (the remote is already loaded).
    await page.goBack();
    expect(await slotSettled(page, 'remote_reports')).toBe('ready');
    await settledTitles(['Marketing Watch', 'Accounting Summary Page', 'Marketing Watch']);
  });
});
