import { expect, type Locator } from '@playwright/test';

/** Charts draw as they near the viewport: scroll to each figure in turn and wait for its apexcharts drawing. */
export async function drawEveryChart(figures: Locator): Promise<void> {
  for (const figure of await figures.all()) {
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('.apexcharts-canvas')).toHaveCount(1);
  }
}
