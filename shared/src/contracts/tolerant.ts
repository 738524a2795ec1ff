/**
 * Building blocks of TOLERANT response contracts (ADR 0003, "Tolerant contracts"). A backend that answers what the
 * spec promises, and no more, must work:
 * - only what the spec promises AND the page needs is required; every other field goes through `maybe()`
 *   (absent, null or of the wrong type → `null`, and the page degrades: placeholder, hidden line, N/A);
 * - numbers may arrive as numeric strings (`NumberLike`); ids are numbers or strings and are always output as
 *   STRINGS (`Id`) — consumers put them in URLs, query strings, React keys and payloads (`wireId` turns a numeric
 *   id back into a number for outgoing payloads);
 * - dates and times may be date-only, `YYYY-MM-DD HH:mm[:ss[.fff]]` or ISO 8601 with T / Z / offset
 *   (`DateTimeText`); the output is normalised (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss[.fff][Z|±HH:mm]`) and a
 *   zone-less value keeps the meaning the endpoint gives it (UTC for the vendor service);
 * - enumerations match case-insensitively and an unknown value becomes `null` (`looseEnum`), never a failure;
 * - unknown extra fields are ignored (`v.object` strips them; never `strictObject`);
 * - a malformed ITEM of a list is dropped and reported (`tolerantList`), the rest of the list survives.
 *
 * Pure valibot: this file runs in browsers, in node (the sandbox) and is bundled into each federated container, so it
 * must not import the event bus. Drops are reported through a global hook (see `reportDroppedItem`) that the
 * shared singleton installs (`shared/src/http/contract-reporter.ts`).
 */
export * from './tolerant-lists';
export * from './tolerant-scalars';
export * from './tolerant-dates';
export * from './tolerant-enums';
