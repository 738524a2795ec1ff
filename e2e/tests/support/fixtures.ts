import { test as base, expect, type Page } from '@playwright/test';
import { CONTROL, SANDBOX } from './env';

export { expect };

export type RemoteName =
  'remote_listings' | 'remote_content' | 'remote_coupons' | 'remote_vendor' | 'remote_reports';

interface Fixtures {
  /** Problems seen on the page; the fixture fails the test if any is left at the end. */
  pageProblems: string[];
  /** Clears the sandbox faults a test injected (injectFault) when it ends, passed or not. */
  faultScope: void;
}

/** Whether the running test of this worker injected a sandbox fault (a worker runs one test at a time). */
let injectedByThisTest = false;

/**
 * Every test fails on an uncaught page error (`pageerror`) or an `[i18n] missing key` console error, on any
 * page of its context.
 */
export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ context }, use, testInfo) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (err) =>
          problems.push(`uncaught page error on ${page.url()}: ${err.stack ?? err.message}`),
        );
        page.on('console', (msg) => {
          if (msg.type() === 'error' && msg.text().includes('[i18n] missing key'))
            problems.push(`${msg.text()} (on ${page.url()})`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      if (problems.length) {
        await testInfo.attach('page-problems', { body: problems.join('\n\n'), contentType: 'text/plain' });
      }
      expect(problems, 'uncaught page errors / missing i18n keys').toEqual([]);
    },
    { auto: true },
  ],
  // A fault lives in the one shared sandbox: it must never outlive the test that injected it (a test that injects
  // faults is SERIAL: it runs alone, ADR 0027; this keeps a fault from reaching the next test).
  faultScope: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      injectedByThisTest = false;
      await use();
      if (injectedByThisTest) await clearFaults();
      injectedByThisTest = false;
    },
    { auto: true },
  ],
});

/**
 * The tag of a test that changes what the tests beside it see: it stops or swaps a server, edits the deploy files,
 * injects a sandbox fault (injectFault) or diffs a sandbox list every test can add to. Such a test runs in the
 * `serial` project, alone; the rest of its file runs with the flows (playwright.config.ts, ADR 0027). A record it
 * changes must not be one a flow of its file reads: the two projects can run against one sandbox, in either order.
 */
export const SERIAL = { tag: '@serial' } as const;

/** The slot the shell renders for a remote. */
export function slot(page: Page, name: RemoteName) {
  return page.locator(`[data-remote="${name}"]`);
}

/** Waits until a remote's slot has loaded (or failed); returns its data-state. */
export async function slotSettled(page: Page, name: RemoteName): Promise<string> {
  const s = slot(page, name);
  await expect(s).toHaveAttribute('data-state', /^(ready|failed)/, { timeout: 20_000 });
  return (await s.getAttribute('data-state')) ?? '';
}

/** Stops / starts a remote's static server through the global setup's control server. */
export async function remoteServer(action: 'stop' | 'start', label: string): Promise<void> {
  const res = await fetch(`${CONTROL}/remote/${label}/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control ${action} ${label}: HTTP ${res.status} ${await res.text()}`);
}

/** Stops / starts the shell's server renderer (the shell's front then serves the static index.html). */
export async function rendererServer(action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`${CONTROL}/renderer/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control ${action} renderer: HTTP ${res.status} ${await res.text()}`);
}

/** Sandbox fault injection (`POST /__sandbox/faults`). */
export async function injectFault(fault: {
  path: string;
  status?: number;
  delayMs?: number;
  times?: number;
}): Promise<void> {
  injectedByThisTest = true;
  const res = await fetch(`${SANDBOX}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`fault injection failed: HTTP ${res.status} ${await res.text()}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${SANDBOX}/__sandbox/faults`, { method: 'DELETE' });
}

/**
 * The page as the static fallback serves it (the renderer down or too slow, ADR 0034): every document request of the
 * page gets the shell's static index.html, and the browser renders everything, resolving the site and the page's
 * data itself. For the tests of that path (the entry's preloads, the browser's own first requests and their failures).
 */
export async function serveStaticPage(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' || !request.isNavigationRequest()) return route.fallback();
    // The same request, sent to the static page's own address: the browser keeps the page's URL, and the answer comes
    // from the site's server as any page's does.
    return route.continue({ url: new URL('/index.html', request.url()).href });
  });
}
