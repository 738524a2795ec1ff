import type { FormattedPhone } from './server-phones';

/** What the phone formatter's chunk provides (`format/phone.ts`: libphonenumber with the +1 metadata). */
export interface PhoneTools {
  formattedPhone(raw: string): FormattedPhone;
  formatPhoneNational(raw: string | null | undefined): string;
  toE164(raw: string | null | undefined): string | null;
}

let tools: Promise<PhoneTools> | null = null;

/**
 * Loads the phone formatter's chunk (~10 KB gzip), once per page. The singleton's: every container's
 * `useFormattedPhone` and lead form ask here, so a page that shows phones from several containers (the shell's
 * header, a remote's agent card) fetches and evaluates one copy. A failed load is asked for again next time.
 */
export function loadPhoneTools(): Promise<PhoneTools> {
  tools ??= import(/* webpackChunkName: "phone-format" */ '../format/phone').catch((error: unknown) => {
    tools = null;
    throw error;
  });
  return tools;
}
