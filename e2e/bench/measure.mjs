// One cold Chromium load of a page and the JavaScript it downloaded, classified (classify.mjs) and gzipped.
// Shared by `pnpm bench` (bench.mjs) and the first-load JS budget (budget.mjs).
import zlib from 'node:zlib';
import { classify } from './classify.mjs';

export const KINDS = ['shell', 'remote', 'shared', 'other'];

/**
 * Loads `url` in a fresh context until the network is idle (+500 ms) and returns every JS response
 * (`{ url, bytes, gzip, kind }`: decoded body bytes, gzip -9 of them, classification) and every request with the
 * time it was seen (`{ request, at }`, for bench.mjs's data-start timing).
 */
export async function loadPage(browser, url, { viewport } = {}) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  try {
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => requests.push({ request, at: Date.now() }));
    const pending = [];
    page.on('response', (res) => {
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
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(500);
    const files = (await Promise.all(pending)).filter(Boolean);
    return { files, requests };
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
