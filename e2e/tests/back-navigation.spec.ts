import type { Page } from '@playwright/test';
import { expect, serveStaticPage, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

/**
 * Back navigation is instant (ADR 0008): a list seen a moment ago comes back from the shell's query cache (and its
 * page chunk from memory) with no request for it, no spinner or skeleton, and no layout shift.
 */

const LIST_API = '/cmis/channel/channelHouseListByUserAttention';

// The browser's own requests are counted from the first visit on: the static page (the renderer down, ADR 0034), where
// the browser asks for the list itself. A server-rendered page brings it in its start plan (server-rendering.spec.ts).
test.beforeEach(async ({ page }) => {
  await serveStaticPage(page);
});
/** Anything that means "loading": inline and full-screen spinners, the listing skeleton. */
const LOADING = '.hearth-spinner, [data-testid="global-spinner"], .listing-grid--skeleton';

interface Watch {
  since: number;
  loadingSeen: string[];
  shift: number;
  /** What moved (for the failure message). */
  shifted: string[];
  /** What moved inside the listings slot (the list itself). */
  shiftedInList: string[];
}

/** What the page-side watcher keeps on `window` (installed by startWatching). */
declare global {
  interface Window {
    __watch: Watch;
  }
}

/**
 * From now on, records in the page every loading element that appears (MutationObserver, so a state that lasted
 * a single frame is caught too) and the layout-shift score (PerformanceObserver 'layout-shift').
 */
async function startWatching(page: Page): Promise<void> {
  await page.evaluate((loading) => {
    const w = window;
    const since = performance.now();
    w.__watch = { since, loadingSeen: [], shift: 0, shifted: [], shiftedInList: [] };
    const note = () => {
      for (const el of document.querySelectorAll(loading))
        w.__watch.loadingSeen.push(el.className || el.getAttribute('data-testid') || el.tagName);
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.startTime < since) continue;
        w.__watch.shift += entry.value;
        for (const s of entry.sources ?? []) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          const what = `${el?.tagName ?? '?'}.${el?.className ?? ''} y ${s.previousRect.y}→${s.currentRect.y} h ${s.previousRect.height}→${s.currentRect.height}`;
          w.__watch.shifted.push(what);
          if (el?.closest('[data-remote="remote_listings"]')) w.__watch.shiftedInList.push(what);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, LOADING);
}

async function watched(page: Page): Promise<Watch> {
  // Layout-shift entries are delivered asynchronously: let two frames pass first.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => window.__watch);
}

/** Requests to the list endpoint, with the page number asked for. */
function listRequests(page: Page): string[] {
  const pages: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === LIST_API) pages.push(url.searchParams.get('pageNum') ?? '?');
  });
  return pages;
}

async function cardTexts(page: Page): Promise<string[]> {
  return slot(page, 'remote_listings').locator('article.listing-card').allInnerTexts();
}

/** /listings loaded and settled: its list requests (recorded from the start), its cards and their texts. */
async function openListings(page: Page) {
  const requests = listRequests(page);
  await page.goto(site('lily', '/listings'));
  expect(await slotSettled(page, 'remote_listings')).toBe('ready');
  const cards = slot(page, 'remote_listings').locator('article.listing-card');
  await expect(cards.first()).toBeVisible();
  const listed = await cardTexts(page);
  await page.waitForLoadState('networkidle');
  return { requests, cards, listed };
}

test.describe('back navigation', () => {
  test('/listings → page 2 → back: page 1 from cache, no request, no spinner, no layout shift', async ({
    page,
  }) => {
    const { requests, cards, listed: firstPage } = await openListings(page);

    await slot(page, 'remote_listings')
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect.poll(() => cardTexts(page)).not.toEqual(firstPage);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['1', '2']);

    await startWatching(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(cards.first()).toBeVisible();
    expect(await cardTexts(page)).toEqual(firstPage);
    const watch = await watched(page);
    expect(watch.loadingSeen, 'loading elements after going back').toEqual([]);
    expect(watch.shift, `layout shift after going back: ${watch.shifted.join('; ')}`).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requests, 'no new request for the cached list').toEqual(['1', '2']);
  });

  test('/listings → /blogs (another remote) → back: the list at once, no request, no spinner, no layout shift', async ({
    page,
  }) => {
    const { requests, cards, listed } = await openListings(page);

    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(slot(page, 'remote_content').locator('article.blog-item').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    await startWatching(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/listings$/);
    // The slot mounts ready (module cached), the page without Suspense fallback, the list from the cache.
    await expect(slot(page, 'remote_listings')).toHaveAttribute('data-state', 'ready');
    await expect(cards.first()).toBeVisible();
    expect(await cardTexts(page)).toEqual(listed);
    const watch = await watched(page);
    expect(watch.loadingSeen, 'loading elements after going back').toEqual([]);
    // The page chrome differs by design (/blogs shows the agent banner, listing pages do not: spec "Layout"), so
    // the layout below the header moves once with the page; the list itself renders in one go and never moves.
    expect(watch.shiftedInList, 'layout shift of the list after going back').toEqual([]);
    test
      .info()
      .annotations.push({ type: 'chrome shift', description: `${watch.shift}: ${watch.shifted.join('; ')}` });
    await page.waitForLoadState('networkidle');
    expect(requests, 'the list was requested once, on the first visit').toEqual(['1']);
  });
});
