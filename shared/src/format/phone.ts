import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Phones are parsed as Canadian. */
export const PHONE_REGION = 'CA';

/** National format for display, e.g. `(416) 555-0142`; the raw text when it cannot be parsed. */
export function formatPhoneNational(raw: string | null | undefined): string {
  if (!raw) return '';
  const parsed = parsePhoneNumberFromString(raw, PHONE_REGION);
  return parsed?.isValid() ? parsed.formatNational() : raw;
}

/** E.164 for submitting and for tel: links, e.g. `+14165550142`; null when invalid. */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw, PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}
