import type { Page } from '@playwright/test';

/** The CSP violations the page-side listener records (watchCspViolations). */
declare global {
  interface Window {
    __cspViolations: string[];
    /** Set by the injected inline script if the CSP let it run. */
    __inlineRan?: boolean;
  }
}

/** Records every CSP violation of the page's documents (installed before any page script runs). */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile})`),
    );
  });
}

/** The violations recorded so far on the page's current document. */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => window.__cspViolations);
