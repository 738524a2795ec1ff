import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, serveStaticPage, test } from './support/fixtures';
import { PORT_OFFSET } from './support/env';

/**
 * ADR 0017: one origin per site. A second platform, its deploy files root-relative (`/api/cmis`,
 * `/mf/remote_listings/mf-manifest.json`), served by the shell's nginx gateway; plain HTTP beside the suite's own.
 */
const OFFSET = PORT_OFFSET + 5000;
const ORIGIN_PORT = 3000 + OFFSET;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let platform: ChildProcess | null = null;

async function ready(url: string, until: number): Promise<void> {
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`the one-origin platform did not answer ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  platform = spawn(process.execPath, ['e2e/platform/cli.mjs', 'start', '--skip-install', '--skip-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HEARTH_PORT_OFFSET: String(OFFSET),
      HEARTH_SERVER: 'nginx',
      HEARTH_ONE_ORIGIN: '1',
      HEARTH_TLS: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  await ready(`http://127.0.0.1:${ORIGIN_PORT}/api/__sandbox/health`, Date.now() + 100_000);
});

test.afterAll(async () => {
  if (platform?.pid) {
    process.kill(-platform.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
});

/** Every request the page makes, by origin. */
function origins(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) seen.add(url.origin);
  });
  return seen;
}

const site = (host: string, pathname: string) => `http://${host}.localhost:${ORIGIN_PORT}${pathname}`;

test('the default home loads everything from its own origin: widget code, API, photos', async ({ page }) => {
  // What the browser itself asks for: the static page's start-up (a server-rendered home asks less of it).
  await serveStaticPage(page);
  const seen = origins(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(site('lily', '/'));
  const featured = page.locator('[data-widget="featured-listings"]');
  await expect(featured).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  const photo = featured.locator('img').first();
  await expect(photo).toHaveAttribute('src', new RegExp(`^${site('lily', '/api/files/')}`));
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect([...seen]).toEqual([`http://lily.localhost:${ORIGIN_PORT}`]);
});

test('the epic home shows its banner, and a remote page its data, through the gateway', async ({ page }) => {
  const seen = origins(page);
  await page.goto(site('hearth', '/'));
  const banner = page.locator('img.app-banner__img');
  await expect(banner).toHaveAttribute('src', site('hearth', '/api/files/banners/hearth.svg'));
  await page.goto(site('hearth', '/listings'));
  await expect(page.locator('a[href^="/listing/"]').first()).toBeVisible({ timeout: 20_000 });
  expect([...seen]).toEqual([`http://hearth.localhost:${ORIGIN_PORT}`]);
});
