import { readStartPlanJson } from '../early/start-plan';

/** A phone for display and for tel: links (`useFormattedPhone`'s). */
export interface FormattedPhone {
  /** National format for display (the raw text until the formatter has loaded, or when invalid). */
  display: string;
  /** E.164 for tel: links and submissions; null when invalid or still loading. */
  e164: string | null;
}

// The phones a server-rendered page shows, formatted by the server (ADR 0042). Singleton state, read by
// `useFormattedPhone` (the singleton's too).
let formatter: ((raw: string) => FormattedPhone) | null = null;
const rendered = new Map<string, FormattedPhone>();
let fromPlan: Record<string, FormattedPhone> | null = null;

/** The server's formatter, set once before its first page: the pages it renders show their phones formatted. */
export function setServerPhoneFormatter(format: (raw: string) => FormattedPhone): void {
  formatter = format;
}

/** The phones the page just rendered showed (for its start plan); the next page starts with none. */
export function takeRenderedPhones(): Record<string, FormattedPhone> {
  const phones = Object.fromEntries(rendered);
  rendered.clear();
  return phones;
}

function phonesOf(plan: unknown): Record<string, FormattedPhone> {
  const phones = plan && typeof plan === 'object' ? (plan as { phones?: unknown }).phones : null;
  return phones && typeof phones === 'object' ? (phones as Record<string, FormattedPhone>) : {};
}

/**
 * A phone as the server formats it: on the server, formatted now (and kept for the page's plan); in the browser,
 * from the server's start plan, so that hydration shows what the server did before the formatter's chunk is in.
 * Null where neither has it (the static page, a number the server did not show).
 */
export function serverFormattedPhone(raw: string): FormattedPhone | null {
  if (formatter) {
    const phone = formatter(raw);
    rendered.set(raw, phone);
    return phone;
  }
  if (typeof document === 'undefined') return null;
  fromPlan ??= phonesOf(readStartPlanJson());
  const phone = fromPlan[raw];
  return phone && typeof phone.display === 'string'
    ? { display: phone.display, e164: phone.e164 ?? null }
    : null;
}
