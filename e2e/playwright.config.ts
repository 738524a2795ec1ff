import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * End-to-end suite against the built apps and the real sandbox. The global setup starts the platform from the
 * prebuilt dists (`npm test` builds them; see platform/cli.mjs) with a fresh sandbox database.
 */
const CI = Boolean(process.env.CI);
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 1),
  projects: [
    // Resilience tests stop and restart shared remote servers, flows change seeded records: one worker, in order.
    { name: 'flows', testIgnore: /a11y\.spec\.ts$/, workers: 1 },
    // The axe gate only reads pages: its tests run in parallel (E2E_WORKERS, 2 in `npm test`), and in `npm test`
    // after the flows (E2E_A11Y_AFTER_FLOWS), so that no stopped server or half-changed record is ever seen.
    {
      name: 'a11y',
      testMatch: /a11y\.spec\.ts$/,
      fullyParallel: true,
      dependencies: process.env.E2E_A11Y_AFTER_FLOWS ? ['flows'] : [],
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
    ['html', { open: 'never', outputFolder: './playwright-report' }],
  ],
  use: {
    baseURL: `http://lily.localhost:${3000 + Number(process.env.HEARTH_PORT_OFFSET || 0)}`,
    browserName: 'chromium',
    locale: 'en-CA',
    trace: 'retain-on-failure',
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
