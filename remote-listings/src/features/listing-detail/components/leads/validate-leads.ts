import { CONTACT_EMAIL_PATTERN } from '@hearth/shared/ui';
import {
  phoneDigits,
  type LeadError as FormError,
  type LeadErrorKey,
} from '../../../../components/lead-form/lead-errors';

export const TIME_SPANS = ['morning', 'noon', 'afternoon'] as const;
export type TimeSpan = (typeof TIME_SPANS)[number];

/** The showing-book form's fields, as typed. */
export interface ShowingValues {
  name: string;
  phone: string;
  email: string;
  /** `YYYY-MM-DD` (the date input's value). */
  date: string;
  timeSpan: TimeSpan;
  remark: string;
}
export type ShowingField = keyof ShowingValues;

/** The www contact form's fields. */
export type WwwContactValues = Pick<ShowingValues, 'name' | 'phone' | 'email' | 'remark'>;

export type { LeadErrorKey };

/** A failure of these forms (a showing-book field unless told). */
export type LeadError<F extends string = ShowingField> = FormError<F>;

export const EMPTY_SHOWING: ShowingValues = {
  name: '',
  phone: '',
  email: '',
  date: '',
  timeSpan: 'morning',
  remark: '',
};
export const EMPTY_WWW_CONTACT: WwwContactValues = { name: '', phone: '', email: '', remark: '' };

function checkNamePhoneEmail(v: WwwContactValues, between?: () => LeadError | null): LeadError | null {
  if (!v.name.trim()) return { field: 'name', key: 'nameRequired' };
  const early = between?.();
  if (early) return early;
  const phone = phoneDigits(v.phone);
  if (!phone) return { field: 'phone', key: 'phoneRequired' };
  if (!/^\d+$/.test(phone)) return { field: 'phone', key: 'phoneFormat' };
  if (!v.email.trim()) return { field: 'email', key: 'emailRequired' };
  if (!CONTACT_EMAIL_PATTERN.test(v.email.trim())) return { field: 'email', key: 'emailFormat' };
  return null;
}

/**
 * Showing-book form (spec §5), first failing rule in order: name, date, phone required, phone digits only, email
 * required, email pattern (2-4 letter top-level domain), remark required.
 */
export function validateShowing(v: ShowingValues): LeadError | null {
  const failed = checkNamePhoneEmail(v, () =>
    v.date.trim() ? null : { field: 'date', key: 'dateRequired' },
  );
  if (failed) return failed;
  return v.remark.trim() ? null : { field: 'remark', key: 'remarkRequired' };
}

/** World-wide contact form (spec §5): the same rules for name, phone and email; no date or remark check. */
export function validateWwwContact(v: WwwContactValues): LeadError<keyof WwwContactValues> | null {
  return checkNamePhoneEmail(v) as LeadError<keyof WwwContactValues> | null;
}
