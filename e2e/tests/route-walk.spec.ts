import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, slotSettled, test, type RemoteName } from './support/fixtures';
import { site } from './support/env';
import { BUILT_ROUTES, routePath, type BuiltRoute } from './support/built-routes.mjs';

/**
 * Accessibility gate (ADR 0011): axe-core on every built route (support/built-routes.mjs), in English and Chinese,
 * at 375 px and 1280 px: no serious or critical violation. All of axe's rules run (WCAG 2.x A/AA and best
 * practices); the lesser impacts are attached to the report, not failed on.
 */
const LOCALES = ['en', 'zh-CN'] as const;
const WIDTHS = [375, 1280] as const;
const FAILING_IMPACTS = new Set(['serious', 'critical']);

async function settle(page: Page, route: BuiltRoute) {
  if (route.owner !== 'shell') expect(await slotSettled(page, route.owner as RemoteName)).toBe('ready');
  // Widgets and charts below the fold load as they near the viewport: bring each in, so that axe sees them too.
  // In the page, without waiting for a locator: an element may stop waiting on its own between two steps.
  const waiting = page.locator('[data-state="waiting"]');
  await expect(async () => {
    await waiting.evaluateAll((elements) => elements[0]?.scrollIntoView({ block: 'center' }));
    await expect(waiting).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (route.open === 'sign-in' && !(await page.getByRole('dialog').isVisible())) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Sign In|登录)$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
}

for (const route of BUILT_ROUTES) {
  for (const locale of LOCALES) {
    test(`a11y: ${route.id} (${route.host}${route.path}, ${locale}) has no serious or critical axe violation at ${WIDTHS.join(' and ')} px`, async ({
      page,
    }, testInfo) => {
      const problems: string[] = [];
      for (const [i, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        // One load per language: the second width is the same page resized (the layout follows the width live,
        // useWindowWidthSync), which is what a user rotating a tablet or resizing a window gets.
        if (i === 0) await page.goto(site(route.host, routePath(route, locale)));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await settle(page, route);
        const { violations } = await new AxeBuilder({ page }).analyze();
        await testInfo.attach(`axe-${width}px.json`, {
          body: JSON.stringify(violations, null, 2),
          contentType: 'application/json',
        });
        for (const v of violations.filter((x) => FAILING_IMPACTS.has(x.impact ?? '')))
          problems.push(
            `${width}px ${v.impact} ${v.id}: ${v.help}\n${v.nodes
              .slice(0, 5)
              .map(
                (n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`,
              )
              .join('\n')}`,
          );
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
