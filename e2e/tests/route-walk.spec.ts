import { expect, test } from './support/fixtures';
import { site } from './support/env';
import { BUILT_ROUTES, routePath } from './support/built-routes.mjs';
import { cspViolations, watchCspViolations } from './support/csp-watch';
import { axeProblems, settle } from './support/route-walk';
import { firstLoad, watchJs } from '../bench/measure.mjs';
import { containerSizes, writeMeasured } from '../bench/first-load.mjs';

/**
 * The route walk: one visit per built route (support/built-routes.mjs) and language does every per-route gate
 * (ADR 0011, ADR 0027):
 * - accessibility: axe-core at 375 px and 1280 px, no serious or critical violation (all of axe's rules run, WCAG
 *   2.x A/AA and best practices; the lesser impacts are attached to the report, not failed on);
 * - the Content-Security-Policy: no violation on the page (security-headers.spec.ts checks the policy itself);
 * - the first-load JS budget: the English visit is the budget's cold load (1280x720, the app code in, bench/measure.mjs
 *   firstLoad) and records its figures for `pnpm budget --measured`, the stage after e2e in `npm test`.
 * One load per language. English checks both widths: it loads wide, then the same page is resized to narrow (the
 * layout follows the width live, useWindowWidthSync, which is what a user rotating a tablet or resizing a window
 * gets). Chinese loads narrow and checks that width only: the layouts are the same in both languages (every route's
 * both widths are checked in English), and what differs by language (texts, names, `lang`) is checked on a load.
 * So each layout is reached by a load, and the narrow one by a resize too (ADR 0027).
 */
const LOCALES = (['en', 'zh-CN'] as const).filter(
  // `npm test` walks Chinese after the flows and English after the serial tests, in their two processes.
  (locale) => !process.env.E2E_WALK_LOCALES || process.env.E2E_WALK_LOCALES.split(',').includes(locale),
);
const NARROW = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 900 };
/** The budget's viewport (bench/budget.mjs): the English load happens at it, axe then runs at WIDE. */
const BUDGET_VIEWPORT = { width: 1280, height: 720 };

test.describe.configure({ timeout: 90_000 });

for (const route of BUILT_ROUTES) {
  for (const locale of LOCALES) {
    const measures = locale === 'en' && route.budget !== false;
    test(`route walk: ${route.id} (${route.host}${route.path}, ${locale}): no serious or critical axe violation at ${locale === 'en' ? '1280 and 375 px' : '375 px'}, no CSP violation${measures ? ', first-load JS recorded' : ''}`, async ({
      page,
    }, testInfo) => {
      await watchCspViolations(page);
      const url = site(route.host, routePath(route, locale));
      const viewports = locale === 'en' ? [WIDE, NARROW] : [NARROW];
      if (measures) {
        await page.setViewportSize(BUDGET_VIEWPORT);
        const jsFiles = watchJs(page);
        await firstLoad(page, url);
        writeMeasured(route.id, containerSizes(route.id, await jsFiles()));
      } else {
        await page.setViewportSize(viewports[0]!);
        await page.goto(url);
      }
      const problems: string[] = [];
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await settle(page, route);
        problems.push(...(await axeProblems(page, viewport.width, testInfo)));
      }
      expect(problems, problems.join('\n')).toEqual([]);
      // axe's own inline styles are blocked too: they come from no file (Playwright evaluates axe in the page),
      // where the page's code always has one (its document or script).
      const csp = (await cspViolations(page)).filter((v) => !v.endsWith(' ()'));
      expect(csp, `${url}: CSP violations`).toEqual([]);
    });
  }
}
