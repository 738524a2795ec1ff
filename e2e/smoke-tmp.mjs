import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const url of process.argv.slice(2)) { const out=[];
 for (let i=0;i<5;i++){
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript(() => { new PerformanceObserver((l)=>{ for (const e of l.getEntries()) window.__lcp = Math.round(e.startTime); }).observe({type:'largest-contentful-paint', buffered:true}); });
  await page.goto(url, { waitUntil: 'networkidle' });
  out.push(await page.evaluate(() => window.__lcp));
  await page.close(); }
  console.log(url, out.join(' '));
}
await browser.close();
