import { parsePhoneNumberFromString as parseWith } from 'libphonenumber-js/core';
import { NANP_PHONE_METADATA } from './nanp-phone-metadata';
import type { FormattedPhone } from '../stores/server-phones';

/** Phones are parsed as Canadian. */
export const PHONE_REGION = 'CA';

/** libphonenumber-js with the +1 metadata only (1.2 KB gzip instead of 19 KB: nanp-phone-metadata.ts). */
const parse = (raw: string) => parseWith(raw, PHONE_REGION, NANP_PHONE_METADATA);

/** National format for display, e.g. `(416) 555-0142`; the raw text when it cannot be parsed. */
export function formatPhoneNational(raw: string | null | undefined): string {
  if (!raw) return '';
  const parsed = parse(raw);
  return parsed?.isValid() ? parsed.formatNational() : raw;
}

/** E.164 for submitting and for tel: links, e.g. `+14165550142`; null when invalid. */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = parse(raw);
  return parsed?.isValid() ? parsed.number : null;
}

/** Both: what a page shows and links. */
export function formattedPhone(raw: string): FormattedPhone {
  return { display: formatPhoneNational(raw), e164: toE164(raw) };
}
