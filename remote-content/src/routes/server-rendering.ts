/**
 * Why a page renders in the browser only (its route definition's `clientOnly`, ADR 0033; the server renders its
 * chrome): it shows server HTML (an article's or a coupon's body, the news summaries taken from theirs), shown only
 * once DOMPurify has sanitised it, and DOMPurify needs a DOM the server does not have yet (without one,
 * `sanitizeHtml` returns nothing rather than the HTML unsanitised).
 */
export const SERVER_HTML =
  'it shows server HTML, sanitised with DOMPurify, which needs a DOM: in the browser only';

/**
 * The blog list, server-rendered, hydrated with its titles' tags (a second query) in the browser's first render now
 * and then on a loaded machine, where the server's markup has none (React #418, ADR 0039): the browser's until found.
 */
export const HYDRATION_UNDER_LOAD =
  "its titles' tags can reach the browser's first render without being in the server's markup (React #418)";
