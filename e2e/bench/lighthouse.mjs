// One Lighthouse run (mobile preset, performance only) in Debian Chromium, as a child process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../platform/platform.mjs';

export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Also Playwright's (bench.mjs, budget.mjs). The local platform's https is self-signed (HEARTH_TLS, tls.mjs). */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--ignore-certificate-errors',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const LIGHTHOUSE_BIN = path.join(ROOT, 'e2e', 'node_modules', '.bin', 'lighthouse');

export function lighthouseRun(url, outFile) {
  return new Promise((resolve) => {
    const args = [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
      `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
    ];
    const child = spawn(LIGHTHOUSE_BIN, args, {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => {
      if (code !== 0)
        return resolve({
          error: `lighthouse exit ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
        });
      try {
        const lhr = JSON.parse(fs.readFileSync(outFile, 'utf8'));
        const a = lhr.audits;
        resolve({
          lcp: a['largest-contentful-paint']?.numericValue ?? null,
          cls: a['cumulative-layout-shift']?.numericValue ?? null,
          tbt: a['total-blocking-time']?.numericValue ?? null,
          score: lhr.categories?.performance?.score ?? null,
          runtimeError: lhr.runtimeError?.code,
        });
      } catch (err) {
        resolve({ error: String(err) });
      }
    });
  });
}

export function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}
