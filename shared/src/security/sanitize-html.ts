import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { serverWindow } from '#server-dom';

/**
 * THE sanitising rules for server HTML, in the browser and on the server alike (ADR 0039): DOMPurify's HTML profile
 * (no script, no event handler, no `javascript:` URL, no iframe, no SVG or MathML), and no `<style>`, `<form>` or
 * `style` attribute either.
 */
export const SANITIZE_RULES = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form'],
  FORBID_ATTR: ['style'],
} as const satisfies Config;

let onServer: Purifier | null = null;

/**
 * The DOMPurify to sanitise with: the page's own in a browser; on a server, one bound to the process's jsdom window
 * (`#server-dom`). None where there is no DOM at all: DOMPurify would hand the HTML back untouched.
 */
function purifier(): Purifier | null {
  if (DOMPurify.isSupported) return DOMPurify;
  if (!onServer) {
    const window = serverWindow();
    if (window) onServer = DOMPurify(window as unknown as WindowLike);
  }
  return onServer?.isSupported ? onServer : null;
}

// On a server, the DOM is made as this module loads (with the page's code, before any render), not during a render.
if (!DOMPurify.isSupported) purifier();

/**
 * Every piece of server HTML goes through DOMPurify before it reaches the page, whether the browser or the server
 * renders it, with the same rules. Without a DOM to parse with, nothing is returned, never unsanitised HTML.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  const purify = html ? purifier() : null;
  return purify ? purify.sanitize(html!, SANITIZE_RULES) : '';
}

/** The text of server HTML, sanitised with the same rules first (parsed inert: nothing runs, nothing loads). */
export function sanitizedText(html: string | null | undefined): string {
  const purify = html ? purifier() : null;
  return purify
    ? (purify.sanitize(html!, { ...SANITIZE_RULES, RETURN_DOM_FRAGMENT: true }).textContent ?? '')
    : '';
}
