// No imports at all: the entry chunk (shared/src/early), the ordinary entries and a Node server can all use it.

/**
 * The market's time zone. Every date and time shown, or used to choose what is shown ("today", the newest
 * first), is computed in it, on the server and in the browser alike: the output never depends on the visitor's
 * zone (ADR 0031).
 */
export const MARKET_ZONE = 'America/Toronto';
