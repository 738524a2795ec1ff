import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(`http://lily.localhost:23000${process.argv[2]}`, { waitUntil: 'networkidle' });
const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), e.initiatorType, e.name.replace(/^http:\/\/[^/]+/, '')]));
for (const e of entries) console.log(e.join('  '));
await browser.close();
