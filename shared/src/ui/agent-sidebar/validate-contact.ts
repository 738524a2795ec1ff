/** The contact form's fields, as typed. */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  remark: string;
}

export type ContactField = keyof ContactValues;

/** i18n keys (namespace `kit`) of the validation messages. */
export type ContactErrorKey =
  | 'contact.errors.nameRequired'
  | 'contact.errors.phoneRequired'
  | 'contact.errors.phoneFormat'
  | 'contact.errors.emailRequired'
  | 'contact.errors.emailFormat'
  | 'contact.errors.remarkRequired';

export interface ContactError {
  field: ContactField;
  key: ContactErrorKey;
}

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '', remark: '' };

/** A simple e-mail pattern with a 2-4 letter top-level domain (spec §5). */
export const CONTACT_EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** The phone as digits: spaces removed (a national number of the +1 region). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\s+/g, '');
}

/** The first failing rule, in the spec's order, or null when the form is valid. */
export function validateContact(values: ContactValues): ContactError | null {
  const phone = phoneDigits(values.phone);
  if (!values.name.trim()) return { field: 'name', key: 'contact.errors.nameRequired' };
  if (!phone) return { field: 'phone', key: 'contact.errors.phoneRequired' };
  if (!/^\d{10}$/.test(phone)) return { field: 'phone', key: 'contact.errors.phoneFormat' };
  if (!values.email.trim()) return { field: 'email', key: 'contact.errors.emailRequired' };
  if (!CONTACT_EMAIL_PATTERN.test(values.email.trim()))
    return { field: 'email', key: 'contact.errors.emailFormat' };
  if (!values.remark.trim()) return { field: 'remark', key: 'contact.errors.remarkRequired' };
  return null;
}
