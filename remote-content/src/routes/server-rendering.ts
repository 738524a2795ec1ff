/**
 * Why a page renders in the browser only (its route definition's `clientOnly`, ADR 0033; the server renders its
 * chrome): it shows server HTML (an article's or a coupon's body, the news summaries taken from theirs), shown only
 * once DOMPurify has sanitised it, and DOMPurify needs a DOM the server does not have yet (without one,
 * `sanitizeHtml` returns nothing rather than the HTML unsanitised).
 */
export const SERVER_HTML =
  'it shows server HTML, sanitised with DOMPurify, which needs a DOM: in the browser only';
