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
  // Resilience tests stop and restart shared remote servers: one worker keeps them from racing other tests.
  workers: Number(process.env.E2E_WORKERS || 1),
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
