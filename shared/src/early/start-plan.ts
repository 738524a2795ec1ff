// Entry-chunk safe: no imports. The shell server's start plan (shell/src/server/start-plan.ts), as the browser reads
// it.

export const START_PLAN_ELEMENT_ID = 'hearth-start-plan';

/**
 * The page's start plan when the server rendered it (`<script type="application/json" id="hearth-start-plan">`),
 * else null (the static page: the browser decides everything itself). Never throws: an unreadable plan is no plan.
 */
export function readStartPlanJson(doc: Pick<Document, 'getElementById'> = document): unknown {
  const text = doc.getElementById(START_PLAN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * This page was rendered on the server (ADR 0033): being rendered there now, or in the browser over the server's
 * markup, which carries its start plan.
 */
export function serverRendered(): boolean {
  return typeof document === 'undefined' || document.getElementById(START_PLAN_ELEMENT_ID) !== null;
}
