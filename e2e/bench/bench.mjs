#!/usr/bin/env node
// `pnpm bench`: first-load JavaScript per route (gzip bytes, split shell / remote / shared) and Lighthouse
// (mobile preset, performance only, 5 runs, median LCP / CLS / TBT). Prints a table and writes
// bench-results/bench.json. Nothing is asserted: this is a measurement, not a test.
//
//   node e2e/bench/bench.mjs [--runs 5] [--route /listings ...] [--no-lighthouse] [--no-monolith] [--no-flyer]
//   [--no-interaction] [--http1] [--multi-origin] [--csr]
//   (a route is a path on --host, default lily.localhost, or //<host><path> on another site host)
//
// Protocol: HTTPS + HTTP/2 unless --http1 (protocol.mjs, ADR 0016), printed and recorded in bench.json.
// Rendering: server-rendered pages (ADR 0033) unless --csr (HEARTH_SSR=0: the static page, every page rendered in the
// browser: the fallback when the renderer is down), printed and recorded in bench.json. A running platform is
// measured as it serves.
// Topology: one origin per site unless --multi-origin (topology.mjs, ADR 0017: the API under /api/ and the remotes
// under /mf/<name>/ of the shell's origin), printed and recorded in bench.json.
//
// Flyer (flyer.mjs): the time from the tap on "Generate Flyer" to the decoded 38-card flyer on /daily-report.
//
// Monolith comparison (ADR 0013): unless --no-monolith, the routes of COMPARED are also built as one ordinary webpack app
// (e2e/bench/monolith: the shell with every remote's routes imported from source, no federation), served on port
// 3200 with the same deploy files, and measured the same way; the table ends with the federation ratio
// (federated ÷ monolith) of first-load JS and of median LCP.
//
// Uses the running platform when the shell port answers (e.g. `npm start` in another terminal; its scheme is probed,
// https first, and the protocol it serves is what is measured), else starts one from the prebuilt dists (build
// first: `npm start` or `npm test` builds them) and stops it at the end. The monolith is served like the platform:
// nginx with HTTPS + HTTP/2 in TLS mode, else the shell's Node server over HTTP/1.1.
//
// Classification rule (first-load JS = every JavaScript response of one cold page load, until the network is idle):
//   - shared: a chunk listed under `shared[].assets.js` (sync or async) of the mf-manifest.json served by the same
//     origin, i.e. the chunks webpack emitted for the federation singletons (react, react-dom, react-router(-dom),
//     zustand, i18next, react-i18next, @tanstack/react-query, @hearth/shared). Production chunk names are numeric ids, so the manifest is
//     what names them; in dev builds the names themselves (`node_modules_react…`) match the same rule by name.
//   - shell: every other JS file from the shell's origin (port 3000: entry, app chunks, its own federation runtime);
//     origins are told apart by port, whatever the scheme;
//   - remote: every other JS file from a remote's origin (ports 3001-3005, 3102: remoteEntry.js, exposed and page
//     chunks) or, one origin per site, under /mf/<name>/ of the shell's origin (its manifest there).
// Bytes are the decoded response bodies gzipped here with zlib level 9 (the servers send br/gz copies), so numbers
// do not depend on which encoding a server picked. Classification: classify.mjs; the load: measure.mjs (shared with
// the first-load JS budget, budget.mjs); Lighthouse runs: lighthouse.mjs.
//
// Data start (ADR 0008), from the network requests of the same Playwright load: when the page's first API request
// starts relative to its page chunk request, in ms (negative = before). Page chunk = the first JS file whose source
// map holds a page module (`src/features/<domain>/pages/…`, classify.mjs isPageChunk). First API request = the
// first fetch/XHR to the sandbox (its port, or /api/ of the site) that is not the site resolution (`/cmis/bimsUser/getAgentProfile`, `/cmis/ur/info`:
// shell start-up, not page data). Start times are the browser's request start (Playwright `request.timing()`).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ROOT, SHELL_PORT, stopAll } from '../platform/platform.mjs';

import { dataStart } from './classify.mjs';
import { loadPage, sumKind, withPlatform } from './measure.mjs';
import { chooseServing, ignoredFlags, protocolReport } from './protocol.mjs';
import { CHROME, CHROME_FLAGS, lighthouseRun, median } from './lighthouse.mjs';
import { buildMonolith, MONOLITH_PORT, startMonolith } from './monolith/monolith.mjs';
import { measureFlyer } from './flyer.mjs';
import { measureMapInteraction } from './map-interaction.mjs';
import { COMPARED, benchRoutes } from './routes.mjs';

const OUT_DIR = path.join(ROOT, 'bench-results');
const LH_DIR = path.join(OUT_DIR, 'lighthouse');

const { values: opts } = parseArgs({
  options: {
    // Lighthouse's variability guide: the median of 5 runs roughly halves the run-to-run spread of 1 run; on a
    // 2-core machine the median of 3 moved by ±150 ms between two benches of one build (ADR 0018).
    runs: { type: 'string', default: '5' },
    route: { type: 'string', multiple: true },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-monolith': { type: 'boolean', default: false },
    'no-flyer': { type: 'boolean', default: false },
    'no-interaction': { type: 'boolean', default: false },
    http1: { type: 'boolean', default: false },
    'multi-origin': { type: 'boolean', default: false },
    csr: { type: 'boolean', default: false },
    host: { type: 'string', default: 'lily.localhost' },
  },
});
const RUNS = Math.max(1, Number(opts.runs) || 5);
// The platform this process starts renders on the server unless --csr.
if (opts.csr) process.env.HEARTH_SSR = '0';
const RENDERING = opts.csr ? 'browser (--csr)' : 'server';
const routes = opts.route?.length ? opts.route : await benchRoutes();

// The platform this process starts (a running one is used as it is): nginx, HTTPS + HTTP/2 unless --http1, one
// origin per site unless --multi-origin.
await chooseServing({ http1: opts.http1, multiOrigin: opts['multi-origin'] });

/** `https` or `http`: the scheme of the platform measured (set once it answers). */
let scheme = 'http';

/** A route is a path on --host, or `//<host><path>` on another site host (e.g. the epic home on hearth.localhost). */
function target(route, port) {
  const m = /^\/\/([^/]+)(\/.*)$/.exec(route);
  return m
    ? { origin: `${scheme}://${m[1]}:${port}`, path: m[2] }
    : { origin: `${scheme}://${opts.host}:${port}`, path: route };
}

/** One cold load of a route: every JS response, gzipped, and when its data starts (see dataStart). */
async function measureJs(browser, url) {
  const { files, requests } = await loadPage(browser, url);
  const data = await dataStart(requests);
  return {
    shell: sumKind(files, 'shell'),
    remote: sumKind(files, 'remote'),
    shared: sumKind(files, 'shared'),
    other: sumKind(files, 'other'),
    total: sumKind(files, 'total'),
    dataStart: data,
    files: files.map((f) => ({ ...f, url: f.url.replace(/^https?:\/\/[^/]+/, (o) => new URL(o).port) })),
  };
}

/** One Lighthouse run (CLI, mobile default config, performance only) → metrics. */

const kb = (n) => (n / 1024).toFixed(1);
const ratio = (a, b) => (a == null || b == null || !b ? null : Math.round((a / b) * 100) / 100);

/** First-load JS, data start and the Lighthouse runs of one route on one build (federated, or the monolith). */
async function measureRoute(browser, origin, route, variant, label = route) {
  const tag = variant ? `${label} (${variant})` : label;
  console.log(`[bench] ${tag}: first-load JS and data start`);
  const js = await measureJs(browser, origin + route);
  const { dataStart: data } = js;
  console.log(
    `[bench] ${tag}: page chunk ${data.pageChunk ? `${data.pageChunk.url} at ${data.pageChunk.atMs} ms` : '-'}, first API ${data.firstApi ? `${data.firstApi.url} at ${data.firstApi.atMs} ms` : '-'}`,
  );
  const runs = [];
  if (!opts['no-lighthouse']) {
    for (let i = 0; i < RUNS; i++) {
      const slug = `${variant ? `${variant}_` : ''}${label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}`;
      const run = await lighthouseRun(origin + route, path.join(LH_DIR, `${slug}.${i + 1}.json`));
      console.log(
        `[bench] ${tag}: lighthouse ${i + 1}/${RUNS} ${run.error ?? `LCP ${Math.round(run.lcp)} ms, CLS ${run.cls?.toFixed(3)}, TBT ${Math.round(run.tbt)} ms`}`,
      );
      runs.push(run);
    }
  }
  return {
    js,
    lighthouse: {
      runs,
      median: {
        lcpMs: median(runs.map((r) => r.lcp)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbt)),
      },
    },
  };
}

async function main() {
  const results = [];
  let flyer = null;
  let mapInteraction = null;
  let served = null;
  fs.mkdirSync(LH_DIR, { recursive: true });
  await withPlatform('bench', 'bench-data', async (platform) => {
    served = platform;
    scheme = platform.scheme;
    for (const note of ignoredFlags(opts, platform)) console.log(`[bench] ${note}`);
    const base = `${scheme}://${opts.host}:${SHELL_PORT}`;
    const monolithBase = `${scheme}://${opts.host}:${MONOLITH_PORT}`;
    const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
    try {
      if (!opts['no-monolith']) {
        buildMonolith();
        await startMonolith();
      }
      for (const route of routes) {
        const site = target(route, SHELL_PORT);
        const federated = await measureRoute(browser, site.origin, site.path, '', route);
        const monolith =
          opts['no-monolith'] || !COMPARED.includes(route)
            ? null
            : await measureRoute(browser, monolithBase, route, 'monolith');
        results.push({
          route,
          url: site.origin + site.path,
          ...federated,
          monolith: monolith && {
            url: monolithBase + route,
            ...monolith,
            ratio: {
              firstLoadJs: ratio(federated.js.total.gzip, monolith.js.total.gzip),
              lcp: ratio(federated.lighthouse.median.lcpMs, monolith.lighthouse.median.lcpMs),
            },
          },
        });
      }
      if (!opts['no-flyer']) flyer = await measureFlyer(browser, base, RUNS);
      if (!opts['no-interaction']) mapInteraction = await measureMapInteraction(browser, base, RUNS);
    } finally {
      await browser.close();
    }
  });

  const { protocol, topology, monolith: monolithProtocol } = protocolReport(served);
  const report = {
    generatedAt: new Date().toISOString(),
    host: opts.host,
    protocol,
    topology,
    rendering: RENDERING,
    lighthouse: {
      version: '13.5.0',
      preset: 'mobile (default config)',
      onlyCategories: ['performance'],
      runs: opts['no-lighthouse'] ? 0 : RUNS,
    },
    dataStart:
      'first page API request (sandbox fetch/XHR, site resolution excluded) minus the page chunk request (first JS whose source map holds src/features/*/pages/*), ms; negative = the data left first',
    classification:
      'shared = chunk listed in shared[].assets.js of the mf-manifest.json beside it (same origin, same /mf/<name>/), named after a singleton package, or whose source map attributes most bytes to the singletons / @hearth/shared and its dependencies; shell = other JS from the shell port; remote = other JS from remote ports or under /mf/<name>/ of the shell port. Bytes gzip level 9 of the response bodies.',
    monolith: opts['no-monolith']
      ? 'skipped'
      : `the same routes built as one webpack app (e2e/bench/monolith: shell + every remote routes module by ordinary import(), no federation), same deploy files, served over ${monolithProtocol}; ratio = federated ÷ monolith (first-load JS gzip, median LCP)`,
    routes: results,
    flyer,
    mapInteraction,
  };
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);

  const header = [
    'route',
    'shell KB',
    'remote KB',
    'shared KB',
    'total KB',
    'API-chunk ms',
    'LCP ms',
    'CLS',
    'TBT ms',
    'mono KB',
    'mono LCP',
    'JS ×',
    'LCP ×',
  ];
  const rows = results.map((r) => [
    r.route,
    kb(r.js.shell.gzip),
    kb(r.js.remote.gzip),
    kb(r.js.shared.gzip),
    kb(r.js.total.gzip),
    r.js.dataStart.deltaMs == null ? '-' : String(r.js.dataStart.deltaMs),
    r.lighthouse.median.lcpMs == null ? '-' : String(Math.round(r.lighthouse.median.lcpMs)),
    r.lighthouse.median.cls == null ? '-' : r.lighthouse.median.cls.toFixed(3),
    r.lighthouse.median.tbtMs == null ? '-' : String(Math.round(r.lighthouse.median.tbtMs)),
    r.monolith ? kb(r.monolith.js.total.gzip) : '-',
    r.monolith?.lighthouse.median.lcpMs == null
      ? '-'
      : String(Math.round(r.monolith.lighthouse.median.lcpMs)),
    r.monolith?.ratio.firstLoadJs == null ? '-' : r.monolith.ratio.firstLoadJs.toFixed(2),
    r.monolith?.ratio.lcp == null ? '-' : r.monolith.ratio.lcp.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nProtocol: ${protocol.description} (${served.protocol})`);
  console.log(`Topology: ${topology.description}`);
  console.log(`Rendering: ${RENDERING}`);
  if (!opts['no-monolith']) console.log(`Monolith: served over ${monolithProtocol}`);
  console.log(
    `First-load JS (gzip -9), first page API request minus page chunk request (ms, negative = before) and Lighthouse medians (${opts['no-lighthouse'] ? 'skipped' : `${RUNS} runs, mobile`}):`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  if (flyer)
    console.log(
      `\nFlyer (daily report, ${flyer.group}, ${flyer.cards} pictures): median ${flyer.medianMs} ms over ${flyer.runs.length} (${flyer.runs.join(', ')} ms)`,
    );
  if (mapInteraction)
    console.log(
      `\nMap interaction (/map, 4× CPU, Event Timing): pan ${mapInteraction.panMs} ms, filter change ${mapInteraction.filterMs} ms (medians of ${mapInteraction.runs.length})`,
    );
  console.log(`\nWritten: ${path.relative(process.cwd(), path.join(OUT_DIR, 'bench.json'))}`);
}

main().catch(async (err) => {
  console.error(err?.stack ?? err);
  await stopAll();
  process.exit(1);
});
