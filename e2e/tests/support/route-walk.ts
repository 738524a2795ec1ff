import { axeOn } from './axe';
import type { Page, TestInfo } from '@playwright/test';
import { expect, slotSettled, type RemoteName } from './fixtures';
import type { BuiltRoute } from './built-routes.mjs';

/** The checks of the route walk (../route-walk.spec.ts) once a route is loaded. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Waits until the route's page is complete: its remote ready, lazy parts loaded, its interaction state open. */
export async function settle(page: Page, route: BuiltRoute): Promise<void> {
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

/**
 * Runs all of axe's rules (WCAG 2.x A/AA and best practices) on the page as it is; attaches every violation to the
 * report and returns the serious and critical ones, described.
 */
export async function axeProblems(page: Page, width: number, testInfo: TestInfo): Promise<string[]> {
  const { violations } = await axeOn(page).analyze();
  await testInfo.attach(`axe-${width}px.json`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  return violations
    .filter((x) => FAILING_IMPACTS.has(x.impact ?? ''))
    .map(
      (v) =>
        `${width}px ${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
          .join('\n')}`,
    );
}
