import { chromium } from '@playwright/test';
import { loadPage } from './bench/measure.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
for (const url of process.argv.slice(2)) {
  const r = await loadPage(browser, url);
  console.log('##', url);
  for (const f of r.files.sort((a,b)=>a.kind.localeCompare(b.kind)||b.gzip-a.gzip)) console.log(f.kind.padEnd(7), String(f.gzip).padStart(7), String(f.bytes).padStart(8), f.url.replace(/^https?:\/\/[^/]+/, ''));
}
await browser.close();
