// One cold Chromium load of a page and the JavaScript it downloaded, classified (classify.mjs) and gzipped.
// Shared by `pnpm bench` (bench.mjs) and the first-load JS budget (budget.mjs).
import path from 'node:path';
import zlib from 'node:zlib';
import {
  RUNTIME_DIR,
  SHELL_PORT,
  isPortFree,
  probeServer,
  startPlatform,
  stopAll,
  stopOnSignals,
} from '../platform/platform.mjs';
import { classify } from './classify.mjs';
import { followTopology, probeTopology, topologyLabel } from './topology.mjs';

export const KINDS = ['shell', 'remote', 'shared', 'other'];

/**
 * Starts recording the JavaScript responses of `page`; the returned function stops recording and resolves to them
 * (`{ url, bytes, gzip, kind }`: decoded body bytes, gzip -9 of them, classification). Shared by loadPage and the
 * e2e route walk (tests/route-walk.spec.ts), which measures the first-load budget during its own visit.
 */
export function watchJs(page) {
  const pending = [];
  const onResponse = (res) => {
    const type = res.request().resourceType();
    const ct = res.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript/.test(ct)) return;
    pending.push(
      res
        .body()
        .then(async (body) => ({
          url: res.url(),
          bytes: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          kind: await classify(res.url()),
        }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return (await Promise.all(pending)).filter(Boolean);
  };
}

/**
 * The first load's settling, as the budget measures it: the network idle, the app code in (firstLoad), then 500 ms
 * more.
 * @type {{ waitUntil: 'networkidle', timeout: number, extraMs: number }}
 */
const FIRST_LOAD = { waitUntil: 'networkidle', timeout: 60_000, extraMs: 500 };

/**
 * Loads `url` in `page` as the budget counts a first load. A server-rendered page asks for its app code after its
 * load event and first paint (ADR 0041); on a busy machine that can come after the network's first quiet 500 ms, and
 * a count taken then missed the page's remote and part of `shared` (blog detail: 6.8 KB of the remote's 17.5). So the
 * load also waits until the entry has run (`html[data-build]`) and no part of the page is still the server's markup
 * or loading (`data-state`); parts waiting below the fold are not part of a first load.
 */
export async function firstLoad(page, url) {
  await page.goto(url, { waitUntil: FIRST_LOAD.waitUntil, timeout: FIRST_LOAD.timeout });
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.build !== undefined &&
      !document.querySelector('[data-state="server"], [data-state="loading"]'),
    undefined,
    { timeout: FIRST_LOAD.timeout },
  );
  await page.waitForTimeout(FIRST_LOAD.extraMs);
}

/**
 * Loads `url` in a fresh context as firstLoad counts it and returns every JS response (watchJs) and
 * every request with the time it was seen (`{ request, at }`, for bench.mjs's data-start timing).
 */
export async function loadPage(browser, url, { viewport } = {}) {
  const context = await browser.newContext({ ...(viewport ? { viewport } : {}), ...contextTls(url) });
  try {
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => requests.push({ request, at: Date.now() }));
    const jsFiles = watchJs(page);
    await firstLoad(page, url);
    return { files: await jsFiles(), requests };
  } finally {
    await context.close();
  }
}

/** Files, decoded bytes and gzip bytes of one kind of file ('total': all of them). */
export function sumKind(files, kind) {
  const list = files.filter((f) => kind === 'total' || f.kind === kind);
  return {
    files: list.length,
    bytes: list.reduce((a, f) => a + f.bytes, 0),
    gzip: list.reduce((a, f) => a + f.gzip, 0),
  };
}

/** Browser context options for pages of `url`: the local platform's self-signed certificate on https. */
export function contextTls(url) {
  return new URL(url).protocol === 'https:' ? { ignoreHTTPSErrors: true } : {};
}

/** `h2` → `HTTPS + HTTP/2`, for the reports. */
export function protocolLabel({ scheme, protocol }) {
  return `${scheme === 'https' ? 'HTTPS' : 'plain HTTP'} + ${protocol === 'h2' ? 'HTTP/2' : 'HTTP/1.1'}`;
}

/**
 * Runs `work({ scheme, protocol, topology, own })` against the platform: the one already answering on the shell port
 * (e.g. `npm start`; its scheme probed: https first, then http; its topology read from its remotes.json), else one
 * started here from the prebuilt dists (fresh sandbox data in e2e/.runtime/<dataDir>; HEARTH_SERVER / HEARTH_TLS /
 * HEARTH_ONE_ORIGIN as this process has them) and stopped afterwards. With a running https platform this process
 * turns HEARTH_TLS on, and follows its topology (URLs, the bench's monolith follow them).
 */
export async function withPlatform(label, dataDir, work) {
  let own = false;
  if (await isPortFree(SHELL_PORT)) {
    console.log(`[${label}] starting the platform from the prebuilt dists...`);
    stopOnSignals();
    await startPlatform({ logs: 'files', dataDir: path.join(RUNTIME_DIR, dataDir), freshData: true });
    own = true;
  }
  try {
    const served = await probeServer(SHELL_PORT);
    if (!served) throw new Error(`port ${SHELL_PORT} is taken, but not by a shell (no runtime-config.json)`);
    const topology = await probeTopology(served.scheme);
    if (!own) {
      console.log(`[${label}] reusing the platform already running on port ${SHELL_PORT}`);
      if (served.scheme === 'https') Object.assign(process.env, { HEARTH_SERVER: 'nginx', HEARTH_TLS: '1' });
      else delete process.env.HEARTH_TLS;
      followTopology(topology);
    }
    console.log(`[${label}] the platform serves ${protocolLabel(served)} (${served.protocol})`);
    console.log(`[${label}] topology: ${topologyLabel(topology)}`);
    return await work({ ...served, topology, own });
  } finally {
    if (own) await stopAll();
  }
}
