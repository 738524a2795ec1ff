/** Spec §5 / §9: a phone is "+1" and 10 digits, 12 characters in all. */
export const PHONE_PREFIX = '+1';
export const PHONE_LENGTH = 12;

export type PhoneError = 'empty' | 'format';

/**
 * Auto-format (spec §5): 10 digits get "+1"; 11 digits without "+" get "+". Spaces, dashes, dots and brackets
 * people type are dropped first; anything else is left for the validation to reject.
 */
export function autoFormatPhone(raw: string): string {
  const text = raw.trim().replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(text)) return `${PHONE_PREFIX}${text}`;
  if (/^\d{11}$/.test(text)) return `+${text}`;
  return text;
}

/** Not empty; the part without "+1" all digits and the whole 12 characters. */
export function validatePhone(value: string): PhoneError | null {
  if (!value.trim()) return 'empty';
  const rest = value.startsWith(PHONE_PREFIX) ? value.slice(PHONE_PREFIX.length) : value;
  return /^\d+$/.test(rest) && value.length === PHONE_LENGTH ? null : 'format';
}
