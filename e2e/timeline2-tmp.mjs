import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.addInitScript(() => {
  window.__log = [];
  const f = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input.url;
    if (/channelHouse|blogArticle/.test(url)) window.__log.push([performance.now().toFixed(1), 'fetch', url.slice(-60), new Error().stack.split('\n').slice(1, 12).join(' | ')]);
    return f.apply(this, arguments);
  };
  new MutationObserver((muts) => { for (const m of muts) for (const n of m.addedNodes) if (n.tagName === 'SCRIPT' || n.tagName === 'LINK') window.__log.push([performance.now().toFixed(1), 'add', n.src || n.href]); }).observe(document, { childList: true, subtree: true });
});
await page.goto(`http://lily.localhost:23000${process.argv[2]}`, { waitUntil: 'networkidle' });
for (const l of await page.evaluate(() => window.__log)) console.log(l.join('  '));
await browser.close();
