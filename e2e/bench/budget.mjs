#!/usr/bin/env node
// `pnpm budget`: the first-load JavaScript budget (ADR 0011), a stage of `npm test` after the build.
//
//   node e2e/bench/budget.mjs            measure, compare with e2e/bench/budget-baseline.json, exit 1 on a breach
//   node e2e/bench/budget.mjs --update   measure and write the baseline (a reviewed change to that file)
//   node e2e/bench/budget.mjs --measured [dir]   compare the figures the e2e route walk recorded during its visit
//                                        (tests/route-walk.spec.ts; dir defaults to e2e/.runtime/results/
//                                        first-load-js): what `npm test` runs after the e2e stage (ADR 0027)
//
// For every route of e2e/tests/support/built-routes.mjs (except interaction states, `budget: false`), in English,
// one cold Chromium load (1280x720) of the built dists: the JS downloaded until the network is idle, gzip -9,
// split by container (shell / remote / shared) with the bench's rule (classify.mjs, measure.mjs; no Lighthouse).
// A container over its baseline by more than the tolerance (10%) fails, and so does a route without a baseline or
// code where the baseline has none (e.g. remote code on an unowned path). Growth within the tolerance passes;
// a drop of more than the tolerance is pointed out (`--update` to lock the gain in). Loopback only, no network.
//
// Uses the running platform when the shell port answers (e.g. `npm start`; http or https), else starts one from the
// prebuilt dists (fresh sandbox data; plain HTTP unless HEARTH_TLS=1: bytes do not depend on the protocol) and
// stops it at the end.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SHELL_PORT, stopAll } from '../platform/platform.mjs';
import { BUILT_ROUTES, routePath } from '../tests/support/built-routes.mjs';
import { compare, DEFAULT_TOLERANCE } from './budget-compare.mjs';
import { budgetRoutes, CONTAINERS, containerSizes, MEASURED_DIR, readMeasured } from './first-load.mjs';
import { CHROME, CHROME_FLAGS } from './lighthouse.mjs';
import { loadPage, withPlatform } from './measure.mjs';

export const BASELINE_FILE = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  'budget-baseline.json',
);

/** Route id → the container that renders it (a new route is held to its owner's largest baseline route). */
const OWNERS = Object.fromEntries(BUILT_ROUTES.map((r) => [r.id, r.owner]));

const kb = (n) => (n == null ? '-' : (n / 1024).toFixed(1));

export function formatTable({ rows, tolerance }) {
  const header = [
    'route',
    'container',
    'baseline KB',
    'now KB',
    'change',
    `status (limit +${tolerance * 100}%)`,
  ];
  const lines = rows.map((r) => [
    r.id,
    r.container,
    kb(r.base),
    kb(r.now),
    r.base
      ? `${r.now >= r.base ? '+' : ''}${(((r.now - r.base) / r.base) * 100).toFixed(1)}%`
      : r.base === 0 && r.now
        ? 'was none'
        : '-',
    {
      ok: 'ok',
      over: 'OVER BUDGET',
      under: 'ok (smaller: --update to lower)',
      new: 'NO BASELINE',
    }[r.status],
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i < 2 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(line)].join('\n');
}

async function measureAll({ scheme }) {
  const measured = {};
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  try {
    for (const route of budgetRoutes()) {
      const url = `${scheme}://${route.host === 'localhost' ? 'localhost' : `${route.host}.localhost`}:${SHELL_PORT}${routePath(route, 'en')}`;
      const { files } = await loadPage(browser, url, { viewport: { width: 1280, height: 720 } });
      measured[route.id] = containerSizes(route.id, files);
      console.log(
        `[budget] ${route.id.padEnd(18)} ${CONTAINERS.map((c) => `${c} ${kb(measured[route.id][c])} KB`).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return measured;
}

/** The route walk's figures (`--measured`): every budget route must have one (a missing one fails the budget). */
function recordedBy(dir) {
  const { measured, missing } = readMeasured(dir);
  console.log(`[budget] the figures the e2e route walk recorded in ${path.relative(process.cwd(), dir)}`);
  if (missing.length)
    throw new Error(`[budget] not measured by the route walk (did it run and pass?): ${missing.join(', ')}`);
  return measured;
}

async function main() {
  const { values: opts, positionals } = parseArgs({
    allowPositionals: true,
    options: { update: { type: 'boolean', default: false }, measured: { type: 'boolean', default: false } },
  });
  const started = Date.now();
  const measured = opts.measured
    ? recordedBy(path.resolve(positionals[0] ?? MEASURED_DIR))
    : await withPlatform('budget', 'budget-data', measureAll);
  const baseline = fs.existsSync(BASELINE_FILE) ? JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) : null;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  if (opts.update) {
    const next = {
      $comment:
        'First-load JS budget (gzip -9 bytes per route and container, English, 1280 px; e2e/bench/budget.mjs). `npm test` fails when a container grows more than `tolerance` over these numbers. Raise them only with `pnpm budget --update`, in a reviewed change.',
      tolerance: baseline?.tolerance ?? DEFAULT_TOLERANCE,
      routes: measured,
    };
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`\n${formatTable(compare(measured, baseline, OWNERS))}`);
    console.log(`\n[budget] baseline written: ${path.relative(process.cwd(), BASELINE_FILE)} (${seconds}s)`);
    return 0;
  }
  if (!baseline) {
    console.error(`[budget] no baseline (${BASELINE_FILE}): run \`pnpm budget --update\` and commit it`);
    return 1;
  }
  const result = compare(measured, baseline, OWNERS);
  console.log(
    `\nFirst-load JS per route and container (gzip -9) against ${path.relative(process.cwd(), BASELINE_FILE)}:`,
  );
  console.log(formatTable(result));
  const over = result.rows.filter((r) => r.status === 'over');
  const problems = over.map(
    (r) =>
      `${r.id} ${r.container}: ${kb(r.now)} KB > ${kb(r.base)} KB + ${result.tolerance * 100}%${r.isNew ? ` (a new route, held to ${r.owner}'s largest)` : ''}`,
  );
  // A page added or removed by its remote alone passes (ADR 0028); the baseline catches up with `--update`.
  const added = [...new Set(result.rows.filter((r) => r.isNew).map((r) => r.id))];
  for (const id of added)
    console.log(
      `[budget] ${id}: a new route, within its owner's largest route (\`pnpm budget --update\` to record it)`,
    );
  for (const id of result.stale)
    console.log(`[budget] ${id}: in the baseline but no longer a built route (\`pnpm budget --update\`)`);
  if (problems.length) {
    console.error(`\n[budget] FAILED (${seconds}s):\n  ${problems.join('\n  ')}`);
    console.error(
      '[budget] Shrink the code, or raise the baseline with `pnpm budget --update` in a reviewed change (ADR 0011).',
    );
    return 1;
  }
  console.log(
    `\n[budget] ok: ${Object.keys(measured).length} routes within +${result.tolerance * 100}% (${seconds}s)`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().then(
    (code) => process.exit(code),
    async (err) => {
      console.error(err?.stack ?? err);
      await stopAll();
      process.exit(1);
    },
  );
}
