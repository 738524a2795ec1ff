// `@hearth/shared/dates`: date formatting with luxon. Not part of the shared singleton: luxon is bundled only by
// the pages that show dates (stateless, so a copy per remote is safe).
export { formatDate, formatDateTime, instantOf, marketDay, type DateInput } from './date';
export { MARKET_ZONE } from './market-zone';
