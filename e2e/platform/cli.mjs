#!/usr/bin/env node
// The one command that runs Hearth on this machine.
//
//   node e2e/platform/cli.mjs start [--skip-install] [--skip-build]   (npm start)
//       install, build, start sandbox + shell + its server renderer + five remotes, print the URLs; Ctrl-C stops
//       everything. HEARTH_SSR=0: no renderer (every page rendered in the browser from the static index.html).
//       HEARTH_RENDERERS=N: N renderer processes (nginx). On nginx the rendered pages are cached (ADR 0036) unless
//       HEARTH_PAGE_CACHE=0.
//       HEARTH_SERVER=nginx [HEARTH_TLS=1] [HEARTH_ONE_ORIGIN=1]: on nginx [HTTPS + HTTP/2] [one origin per site:
//       the API under /api/ and the remotes under /mf/<name>/ of the shell's origin].
//   node e2e/platform/cli.mjs test                                     (npm test; what CI runs)
//       chromium, nginx, install, lint, typecheck, unit (jest), build (+ dist-b, dist-c), e2e (Playwright, shell
//       and remotes served by nginx; its route walk records each route's first-load JS), budget (those figures
//       against e2e/bench/budget-baseline.json); the e2e stage runs without the page cache (HEARTH_PAGE_CACHE=0);
//       ends with one line `N passed, N failed` (jest + Playwright tests).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CONTENT_B_PORT,
  DEPLOY_DIR,
  ROOT,
  RUNTIME_DIR,
  SHELL_PORT,
  sandboxUrl,
  scheme,
  startPlatform,
  stopOnSignals,
  runningServices,
  rendererPorts,
  useOneOrigin,
  usePageCache,
  useRenderer,
  useTls,
} from './platform.mjs';
import { buildAll, ensureChromium, install, pnpmRunner } from './steps.mjs';
import { ensureNginx } from './nginx.mjs';
import { countResults, printStages, stage } from './stages.mjs';

const RESULTS_DIR = path.join(RUNTIME_DIR, 'results');
const JEST_JSON = path.join(RESULTS_DIR, 'jest.json');
const PLAYWRIGHT_JSON = path.join(RESULTS_DIR, 'playwright.json');
/** The serial specs' results: they run apart, in a Playwright process and on a platform of their own (ADR 0027). */
const SERIAL_JSON = path.join(RESULTS_DIR, 'playwright-serial.json');
/** How far the serial specs' platform is shifted from the suite's (every port: ports.mjs). */
const SERIAL_PORT_SHIFT = 10000;

const { positionals, values: flags } = parseArgs({
  allowPositionals: true,
  options: {
    'skip-install': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    /** `test` only, for local use (CI never passes it): comma-separated stages to skip, e.g. lint,typecheck. */
    skip: { type: 'string', default: '' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const command = positionals[0];

async function main() {
  if (flags.help || !command || !['start', 'test'].includes(command)) {
    console.log(
      'usage: node e2e/platform/cli.mjs start [--skip-install] [--skip-build]\n       node e2e/platform/cli.mjs test [--skip lint,typecheck,...]',
    );
    process.exit(command ? 2 : 0);
  }
  process.chdir(ROOT);
  if (command === 'start') await start();
  else await test();
}

async function start() {
  const pnpm = pnpmRunner();
  if (!flags['skip-install'] && !(await stage('install', () => install(pnpm)))) process.exit(1);
  if (!flags['skip-build']) {
    const ok = await stage(
      'build',
      async () => (await buildAll(pnpm, { withBuildB: false })).failed.length === 0,
    );
    if (!ok) process.exit(1);
  }
  stopOnSignals();
  // Production-like: nginx keeps the rendered pages as their Cache-Control allows, unless HEARTH_PAGE_CACHE=0.
  process.env.HEARTH_PAGE_CACHE ??= '1';
  await stage('start', async () => {
    await startPlatform({ logs: 'console', dataDir: process.env.SANDBOX_DATA_DIR });
  }).then((ok) => {
    if (!ok) process.exit(1);
  });
  const base = (host, p) => `${scheme()}://${host}:${SHELL_PORT}${p}`;
  const tlsNote = useTls()
    ? '\nHTTPS + HTTP/2 with a self-signed certificate (e2e/.runtime/tls*): accept it in the browser once.'
    : '';
  const oneOrigin = useOneOrigin();
  const topology = oneOrigin
    ? `one origin per site: the shell's nginx serves the API under /api/ and each remote under /mf/<name>/`
    : 'one origin per container: remotes on their own ports, the API on the sandbox port';
  const cached = process.env.HEARTH_SERVER === 'nginx' && usePageCache();
  const rendering = useRenderer()
    ? `Pages are server-rendered (shell/dist/server/server.js on 127.0.0.1:${rendererPorts().join(', ')}; the static page when it fails; HEARTH_SSR=0: off)${cached ? ", kept by nginx's page cache (HEARTH_PAGE_CACHE=0: off)" : ''}.`
    : 'Pages are rendered in the browser only (HEARTH_SSR=0).';
  const health = oneOrigin
    ? base('lily.localhost', '/api/__sandbox/health')
    : `${sandboxUrl()}/__sandbox/health`;
  console.log(`
Hearth is running (${runningServices().join(', ')}; ${topology}). Every page, as the gates walk it:
${(await pageUrls(base)).join('\n')}
  Sandbox API health                ${health}
${rendering}
Deploy files (edit to switch a remote; read on every request): ${path.relative(ROOT, DEPLOY_DIR)}/${tlsNote}
Press Ctrl-C to stop.`);
  await new Promise(() => {}); // run until a signal
}

/**
 * One line per page example: the shell's pages and every example of every remote's generated route list
 * (e2e/tests/support/built-routes.mjs, ADR 0028), so a new page is printed without a change here.
 */
async function pageUrls(base) {
  const { BUILT_ROUTES } = await import('../tests/support/built-routes.mjs');
  return BUILT_ROUTES.filter((route) => !route.open).map((route) => {
    const host = route.host === 'localhost' ? 'localhost' : `${route.host}.localhost`;
    return `  ${route.id.padEnd(32)}  ${base(host, route.path)}`;
  });
}

async function test() {
  const skipped = new Set(
    flags.skip
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  let pnpm;
  const steps = [
    ['chromium', () => ensureChromium()],
    // The e2e stage serves the shell and the remotes with nginx and the production configuration (ADR 0010).
    ['nginx', () => ensureNginx()],
    [
      'pnpm',
      () => {
        pnpm = pnpmRunner();
      },
    ],
    ['install', () => install(pnpm)],
    // Side by side: ESLint runs on one core, so typecheck takes the other (ADR 0027). `--skip lint` or
    // `--skip typecheck` leaves one of them out.
    [
      'lint+typecheck',
      async () => {
        const checks = ['lint', 'typecheck'].filter((name) => !skipped.has(name));
        const codes = await Promise.all(checks.map((name) => pnpm.runPrefixed(name, ['run', name])));
        return codes.every((code) => code === 0);
      },
    ],
    ['unit', () => pnpm.run(['run', 'test:unit', '--ci', '--json', `--outputFile=${JEST_JSON}`])],
    [
      'build',
      async () => {
        const { failed } = await buildAll(pnpm, { concurrency: 2, withBuildB: true });
        if (failed.length) console.error(`[cli] build failed: ${failed.join(', ')}`);
        return failed.length === 0;
      },
    ],
    [
      'e2e',
      async () => {
        const env = {
          HEARTH_SERVER: 'nginx',
          // Specs change sandbox data and reload: no cached page (the page-cache spec starts a front of its own).
          HEARTH_PAGE_CACHE: process.env.HEARTH_PAGE_CACHE || '0',
          E2E_IN_PHASES: '1',
          E2E_SERIAL_APART: '1',
        };
        const e2e = (args) => ['--filter', '@hearth/e2e', 'test', ...args];
        const serialOffset = Number(process.env.HEARTH_PORT_OFFSET || 0) + SERIAL_PORT_SHIFT;
        const codes = await Promise.all([
          // The flows in two workers, then the read-only route walk in two (playwright.config.ts projects): with the
          // other process's two, four browsers on two cores; more cost more CPU for the same work (ADR 0044). Chinese
          // here: one width a route, the lighter half of the walk, after the longer project.
          pnpm.run(e2e(['--project', 'flows', '--project', 'walk']), {
            env: {
              ...env,
              PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON,
              E2E_WORKERS: process.env.E2E_WORKERS || '2',
              E2E_WALK_WORKERS: process.env.E2E_WALK_WORKERS || '2',
              E2E_WALK_LOCALES: 'zh-CN',
            },
          }),
          // Beside them, the tests that stop servers, change deploy files or inject faults, one at a time, on their
          // own platform: mostly waiting (a restart, a timeout), so they fit beside the flows on two cores. Then the
          // walk in English on that platform, in two workers: both widths a route, and its visits record the
          // first-load JS the budget stage compares (the budget's cold load).
          pnpm.runPrefixed('serial', e2e(['--project', 'serial', '--project', 'walk']), {
            env: {
              ...env,
              HEARTH_PORT_OFFSET: String(serialOffset),
              E2E_WALK_AFTER: 'serial',
              E2E_WALK_LOCALES: 'en',
              E2E_WALK_WORKERS: process.env.E2E_WALK_WORKERS || '2',
              PLAYWRIGHT_JSON_OUTPUT_FILE: SERIAL_JSON,
              E2E_OUTPUT_DIR: 'test-results-serial',
              E2E_HTML_REPORT: 'playwright-report-serial',
            },
          }),
        ]);
        return codes.every((code) => code === 0);
      },
    ],
    // First-load JS per route and container against the committed baseline (ADR 0011; e2e/bench/budget.mjs): the
    // figures the e2e route walk recorded during its visit (ADR 0027), or its own walk when e2e was skipped.
    ['budget', () => pnpm.run(['run', 'budget', ...(skipped.has('e2e') ? [] : ['--measured'])])],
  ];
  let failedStage = null;
  for (const [name, fn] of steps) {
    if (name !== 'pnpm' && name.split('+').every((part) => skipped.has(part))) {
      console.log(`\n=== ${name}: skipped (--skip) ===`);
      continue;
    }
    if (!(await stage(name, fn))) {
      failedStage = name;
      break;
    }
  }
  printStages();
  const counts = countResults({ jest: JEST_JSON, playwright: [PLAYWRIGHT_JSON, SERIAL_JSON] });
  let { failed } = counts;
  if (failedStage && failed === 0) {
    // A stage that failed without a failing test (lint, typecheck, build, a crash) must not read as green.
    console.log(`[cli] stage "${failedStage}" failed outside any test: counted as 1 failure`);
    failed = 1;
  }
  console.log(
    `[cli] ${counts.jest ? 'jest' : 'no jest results'} + ${counts.playwright ? 'playwright' : 'no playwright results'}; ${failedStage ? `stopped at "${failedStage}"` : 'all stages ok'}; port ${CONTENT_B_PORT} build b ${fs.existsSync(path.join(ROOT, 'remote-content', 'dist-b')) ? 'present' : 'absent'}`,
  );
  console.log(`${counts.passed} passed, ${failed} failed`);
  process.exit(failedStage || failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exit(1);
});
