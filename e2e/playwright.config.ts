import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * End-to-end suite against the built apps and the real sandbox. The global setup starts the platform from the
 * prebuilt dists (`npm test` builds them; see platform/cli.mjs) with a fresh sandbox database.
 */
const CI = Boolean(process.env.CI);
/**
 * No page cache on the suite's front (ADR 0036): its specs change sandbox data and reload, and a cached page would be
 * a minute old. The page-cache spec starts a cached front of its own. Set before the global setup and the workers.
 */
process.env.HEARTH_PAGE_CACHE ??= '0';
/** `npm test` runs the projects one after the other (flows, then serial, then walk); a single spec runs alone. */
const phased = Boolean(process.env.E2E_IN_PHASES);
/**
 * `npm test` runs the serial specs apart (E2E_SERIAL_APART): in a Playwright process of their own, beside the flows,
 * on a platform of their own (another port offset: its own servers, deploy files and sandbox), so that nothing they
 * stop, change or inject is seen by the flows or the walk, which then follows the flows directly (ADR 0027).
 */
const serialApart = Boolean(process.env.E2E_SERIAL_APART);
/**
 * What changes what every other test sees runs in the `serial` project, alone: whole specs that stop servers
 * (resilience, server-rendering-failures, page-cache), change the deploy files (builds, deploy, remote-owned-routes),
 * inject sandbox faults in every test (api-errors), start a second platform (one-origin), or whose page clock also
 * runs in real time between its jumps (request-timeouts: a margin of 1.5 s, which a second worker's load can eat);
 * and in other specs, the tests tagged SERIAL (support/fixtures.ts). Playwright matches a project's `grep` against
 * "project file describe… title tags", so one pattern names both.
 */
const SERIAL_SPECS =
  /(resilience|builds|deploy|remote-owned-routes|api-errors|one-origin|request-timeouts|server-rendering-failures|page-cache)\.spec\.ts/;
const SERIAL = new RegExp(`@serial\\b|(^|[\\s/])${SERIAL_SPECS.source}`);
const WALK = /\/route-walk\.spec\.ts$/;
/** Workers of the flows (E2E_WORKERS) and of the route walk (E2E_WALK_WORKERS, by default the flows'). */
const FLOW_WORKERS = Number(process.env.E2E_WORKERS || 1);
const WALK_WORKERS = Number(process.env.E2E_WALK_WORKERS || FLOW_WORKERS);
/** Debian's chromium-headless-shell (platform/steps.mjs TEST_CHROMIUM: `npm test` installs it; ADR 0027). */
const CHROMIUM = process.env.E2E_CHROME_PATH || '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: './tests',
  // A second process (the serial specs apart) keeps its artifacts and report apart: each run empties its own.
  outputDir: process.env.E2E_OUTPUT_DIR || './test-results',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: false,
  workers: Math.max(FLOW_WORKERS, WALK_WORKERS),
  projects: [
    // Read and write their own records only: in parallel (E2E_WORKERS, 2 in `npm test`), a file per worker.
    { name: 'flows', testIgnore: WALK, grepInvert: SERIAL, workers: FLOW_WORKERS },
    // Stop and restart shared remote servers, change the deploy files, inject sandbox faults, start a second
    // platform or diff the sandbox's global lists: alone, one worker, in order, after the flows (ADR 0027).
    {
      name: 'serial',
      testIgnore: WALK,
      grep: SERIAL,
      workers: 1,
      dependencies: phased && !serialApart ? ['flows'] : [],
    },
    // The route walk (axe, CSP, first-load JS) only reads pages: its tests run in parallel, and in `npm test` after
    // the serial specs (E2E_IN_PHASES), so that no stopped server, fault or half-changed record is ever seen.
    // It runs in a zone other than the market's (America/Toronto): the server renders dates in the market's zone, so
    // a page whose hydration depended on the visitor's zone would fail it (ADR 0031; hydration.spec.ts).
    {
      name: 'walk',
      testMatch: WALK,
      // One page per worker, reset between tests (Playwright's reuseContext: cookies, storage, cache, routes and init
      // scripts cleared): its renderer process stays up, so a test does not start one; the Chinese walk took 15-29 %
      // less CPU (ADR 0045). The flows and the serial specs keep a new context per test.
      use: { timezoneId: 'Asia/Shanghai', reuseContext: true },
      fullyParallel: true,
      workers: WALK_WORKERS,
      // Apart, each process walks after its own first project (E2E_WALK_AFTER): the flows', or the serial specs'.
      dependencies: phased ? [serialApart ? process.env.E2E_WALK_AFTER || 'flows' : 'serial'] : [],
    },
  ],
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    [CI ? 'line' : 'list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ||
          path.join(path.dirname(fileURLToPath(import.meta.url)), '.runtime/results/playwright.json'),
      },
    ],
    ['html', { open: 'never', outputFolder: process.env.E2E_HTML_REPORT || './playwright-report' }],
  ],
  use: {
    baseURL: `http://lily.localhost:${3000 + Number(process.env.HEARTH_PORT_OFFSET || 0)}`,
    browserName: 'chromium',
    locale: 'en-CA',
    // On CI a failed test runs again (retries: 1) and that run is traced. Tracing every run, to keep the failures'
    // traces, cost a third of the suite's CPU (measured on 34 flows: 132 s against 87 s), and the suite is CPU-bound.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
