#!/usr/bin/env node
// The renderer's bounded load test (issue 29, ADR 0036): `pnpm load` (after a build; HEARTH_PORT_OFFSET as usual).
//
//   pnpm load [--duration 10] [--connections 10] [--processes 1,2] [--routes /,/listing/treb-C4200001]
//             [--site lily] [--out e2e/.runtime/results/load.json]
//
// Starts its own platform on nginx against 127.0.0.1 only (fresh sandbox data, as many renderer processes as the
// largest --processes), warms each renderer up (3 s per route, not measured), then, for each route on the site's Host, runs autocannon for the duration at the connections:
//   - one renderer asked directly (no front at all);
//   - for each process count N: the shell's nginx, page cache off, its upstream the first N renderers
//     (re-rendered and reloaded between runs);
//   - the largest N with nginx's page cache on (what `npm start` serves), for comparison.
// Prints a table (requests per second, p50/p95/p99 latency in ms against the p95 target) and writes it all
// as JSON. Timings depend on the machine and on what else it runs: not a test, and not part of `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { formatTable, LOAD_DEFAULTS, parseLoadArgs, summarize } from './load-report.mjs';

const { values } = parseArgs({
  options: Object.fromEntries(
    ['duration', 'connections', 'processes', 'routes', 'site', 'out'].map((k) => [k, { type: 'string' }]),
  ),
});
const opts = parseLoadArgs(values);

// The platform this test needs, whatever the shell says: nginx (the upstream), no page cache but where asked, N
// renderers, and the renderer's production budget (300 ms) unless HEARTH_SERVER_BUDGET_MS says otherwise.
process.env.HEARTH_SERVER = 'nginx';
process.env.HEARTH_PAGE_CACHE = '0';
process.env.HEARTH_RENDERERS = String(Math.max(...opts.processes));
process.env.HEARTH_SERVER_BUDGET_MS ||= '300';
const platform = await import('../platform/platform.mjs');
const { RENDERER_PORT, RUNTIME_DIR, SHELL_PORT, rendererUrl, rendererUrls } = platform;

/** Seconds of unmeasured load per route and renderer before the runs. */
const WARM_UP_SECONDS = 3;
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** One autocannon run against `origin` with the site's Host; every response time kept for exact percentiles. */
async function run(origin, route, duration = opts.duration) {
  const headers = {
    host: `${opts.site}.localhost:${SHELL_PORT}`,
    'accept-language': 'en-CA,en;q=0.9',
    'user-agent': DESKTOP,
  };
  const responses = [];
  let errors = 0;
  const instance = autocannon({
    url: `${origin}${route}`,
    connections: opts.connections,
    duration,
    headers,
  });
  instance.on('response', (_client, status, _bytes, ms) => responses.push({ status, ms }));
  instance.on('reqError', () => (errors += 1));
  const result = await instance;
  const seconds = (result.finish - result.start) / 1000 || duration;
  return { ...summarize(responses, { seconds, errors }), timeouts: result.timeouts };
}

/**
 * Checks each route is a rendered page on each renderer, then loads it there for a few seconds, not measured: the
 * remotes' code loaded and compiled, the sandbox's queries warm, before the first measured run.
 */
async function warmUp(origins) {
  for (const origin of origins)
    for (const route of opts.routes) {
      const res = await fetch(`${origin}${route}`, {
        headers: { host: `${opts.site}.localhost:${SHELL_PORT}` },
      });
      await res.text();
      if (res.headers.get('x-hearth-rendered') !== 'server')
        throw new Error(`${origin}${route}: not server-rendered (${res.status})`);
      await run(origin, route, WARM_UP_SECONDS);
    }
}

/** The shell's nginx with these renderers and page cache: re-rendered, reloaded, its old workers given a second. */
async function front(renderers, pageCache) {
  platform.reloadShellNginx({ renderers, pageCache });
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const started = await platform.startPlatform({
  logs: 'files',
  dataDir: path.join(RUNTIME_DIR, 'load-data'),
  freshData: true,
});
const rows = [];
try {
  const shell = `http://127.0.0.1:${SHELL_PORT}`;
  await warmUp(rendererUrls());
  const plans = [
    { processes: 1, via: 'direct', origin: rendererUrl(RENDERER_PORT) },
    ...opts.processes.map((n) => ({ processes: n, via: 'nginx', origin: shell, cache: false })),
    { processes: Math.max(...opts.processes), via: 'nginx+cache', origin: shell, cache: true },
  ];
  for (const plan of plans) {
    if (plan.via !== 'direct') await front(rendererUrls().slice(0, plan.processes), plan.cache);
    for (const route of opts.routes) {
      const figures = await run(plan.origin, route);
      rows.push({ route, processes: plan.processes, via: plan.via, ...figures });
      console.log(
        `[load] ${route} ${plan.via} ×${plan.processes}: ${figures.rps} req/s, p95 ${figures.p95} ms`,
      );
    }
  }
} finally {
  await started.stop();
}

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100) },
  settings: {
    ...opts,
    budgetMs: Number(process.env.HEARTH_SERVER_BUDGET_MS),
    host: `${opts.site}.localhost`,
  },
  targetP95Ms: LOAD_DEFAULTS.targetP95Ms,
  rows,
};
const out = opts.out ?? path.join(RUNTIME_DIR, 'results', 'load.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\n${formatTable(rows)}\n\n${report.machine.cpus} cores, load ${report.machine.loadavg.join(' ')}; ${out}`,
);
