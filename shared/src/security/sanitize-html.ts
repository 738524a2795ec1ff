import DOMPurify from 'dompurify';

/**
 * Every piece of server HTML goes through DOMPurify before it reaches the DOM. Without a DOM to parse with (a server
 * render), DOMPurify would hand the HTML back untouched: nothing is returned instead, never unsanitised HTML.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html || !DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
  });
}
