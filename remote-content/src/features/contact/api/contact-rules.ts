/** The site contact form (spec §5, §7, §8). */

export interface SiteContactValues {
  name: string;
  email: string;
  message: string;
}

export const EMPTY_SITE_CONTACT: SiteContactValues = { name: '', email: '', message: '' };

export type SiteContactError = 'contact.errors.emailRequired' | 'contact.errors.emailFormat';

/**
 * Word characters, dots or hyphens, an @, a domain, then a suffix of 2 to 3 word characters (repeatable: `.co.uk`).
 */
export const SITE_EMAIL_PATTERN = /^[\w.-]+@[\w-]+(?:\.[\w-]+)*?(?:\.\w{2,3})+$/;

/** Submit check: "Email Is Required", then "Email Format Is Incorrect"; null when the form can be sent. */
export function validateSiteContact(values: SiteContactValues): SiteContactError | null {
  const email = values.email.trim();
  if (!email) return 'contact.errors.emailRequired';
  return SITE_EMAIL_PATTERN.test(email) ? null : 'contact.errors.emailFormat';
}

/** Check on edit: only the format of a non-empty address (an emptied field is reported on submit). */
export function validateEmailOnEdit(email: string): SiteContactError | null {
  const text = email.trim();
  return text && !SITE_EMAIL_PATTERN.test(text) ? 'contact.errors.emailFormat' : null;
}

/** Escapes text for HTML (every value the visitor typed goes through it). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
