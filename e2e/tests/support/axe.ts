import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on the page as it is, run in the page itself (`axe.run`: the builder's legacy mode, which still injects axe
 * into every frame). The builder's default runs axe in each frame, then opens a page of its own in the context to
 * merge the frames' results (`axe.finishRun`). Both modes found the same violations, node for node, on every route
 * of the walk (one frame each); the default took 2.5 times the time, a new page per check (ADR 0027).
 *
 * Every rule runs and every violation is reported with all its nodes; only the passes, the incomplete and the
 * inapplicable results, which no check reads, are cut to one node each (`resultTypes`). Building a selector and an
 * HTML snippet for every passing node was a third to a half of axe's time (ADR 0044).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}
