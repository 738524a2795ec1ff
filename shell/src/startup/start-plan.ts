// Entry-chunk safe: no imports. The server's start plan (shell/src/server/start-plan.ts), as the browser reads it.

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
