// `@hearth/shared/dates`: date formatting in the market's zone, on the platform's own time zone data (Intl). Not part
// of the shared singleton: bundled only by the pages that show dates (stateless, so a copy per remote is safe).
export { formatDate, formatDateTime, instantOf, marketDay, type DateInput } from './date';
export { MARKET_ZONE } from './market-zone';
