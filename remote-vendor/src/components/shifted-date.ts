/**
 * Spec §9: "Delivery created date is shifted 12 hours from UTC into local time; the renew page created date is
 * shifted 12 hours too." The created date of the delivery and renew pages is therefore the service's UTC time plus
 * 12 hours, shown as YYYY-MM-DD HH:mm: a fixed shift, the same on every machine (the other dates follow the general
 * rule: UTC shown in the market's zone, MARKET_ZONE, ADR 0031).
 */
export const CREATED_DATE_SHIFT_HOURS = 12;

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** A contract date-time (normalised; zone-less = UTC) plus 12 hours as YYYY-MM-DD HH:mm; null when absent/invalid. */
export function formatShiftedCreatedDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim().replace(' ', 'T');
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? `${text}T00:00:00Z`
    : HAS_ZONE.test(text)
      ? text
      : `${text}Z`;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const shifted = new Date(ms + CREATED_DATE_SHIFT_HOURS * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}
