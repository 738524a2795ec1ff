// `pnpm bench`: how long a 38-card flyer takes on the daily report (issue 8: ≤ 3 s on this machine), measured in the
// browser from the tap on "Generate Flyer" to the flyer image decoded in its dialog. Median of `runs` cold loads.
import { median } from './lighthouse.mjs';
import { contextTls } from './measure.mjs';

const GROUP = 'Royal Elite'; // seeded with 42 cards: the grid (and so the flyer) holds 38

/** One timing: a fresh context, the report in English at 1280 px, then the tap and the wait for the image. */
async function flyerOnce(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextTls(origin) });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/daily-report?ltype=1`, { waitUntil: 'networkidle', timeout: 60_000 });
    const group = page.getByRole('region', { name: GROUP, exact: true });
    const cards = await group.locator('img[data-flyer-image]').count();
    const button = group.getByRole('button', { name: 'Generate Flyer' });
    await button.waitFor();
    const started = await page.evaluate(() => performance.now());
    await button.click();
    const image = page
      .getByRole('dialog', { name: 'Generated Flyer' })
      .getByRole('img', { name: `Flyer of ${GROUP}` });
    await image.waitFor({ timeout: 30_000 });
    const ended = await image.evaluate(async (img) => {
      await img.decode();
      return performance.now();
    });
    return { ms: Math.round(ended - started), cards };
  } finally {
    await context.close();
  }
}

/** Flyer timings (ms) on the daily report: `{ runs: [...], medianMs, cards }`. */
export async function measureFlyer(browser, origin, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const run = await flyerOnce(browser, origin);
    console.log(`[bench] flyer (${GROUP}, ${run.cards} pictures) ${i + 1}/${runs}: ${run.ms} ms`);
    results.push(run);
  }
  return {
    group: GROUP,
    cards: results[0]?.cards ?? null,
    runs: results.map((r) => r.ms),
    medianMs: median(results.map((r) => r.ms)),
  };
}
