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
let noDom: Error | null = null;

/**
 * The DOMPurify to sanitise with: the page's own in a browser; on a server, one bound to the process's jsdom window
 * (`#server-dom`). Where there is no DOM at all it throws: DOMPurify would hand the HTML back untouched.
 */
function purifier(): Purifier {
  if (DOMPurify.isSupported) return DOMPurify;
  if (!onServer && !noDom) {
    try {
      const window = serverWindow();
      const purify = window ? DOMPurify(window as unknown as WindowLike) : null;
      if (purify?.isSupported) onServer = purify;
      else noDom = new Error('[hearth] no DOM to sanitise server HTML with');
    } catch (error) {
      noDom = new Error('[hearth] no DOM to sanitise server HTML with', { cause: error });
    }
  }
  if (onServer) return onServer;
  throw noDom;
}

// On a server the DOM is made as this module loads (with the page's code, before any render), not during a render.
// A failure is logged here and thrown by each sanitising call (below), never by the module itself.
if (!DOMPurify.isSupported) {
  try {
    purifier();
  } catch (error) {
    console.error(error);
  }
}

/**
 * Every piece of server HTML goes through DOMPurify before it reaches the page, whether the browser or the server
 * renders it, with the same rules. Without a DOM to parse with it throws, never returning the HTML unsanitised: on a
 * server, the part being rendered is then left to the browser (its Suspense boundary's fallback goes out).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? purifier().sanitize(html, SANITIZE_RULES) : '';
}

/** The text of server HTML, sanitised with the same rules first (parsed inert: nothing runs, nothing loads). */
export function sanitizedText(html: string | null | undefined): string {
  if (!html) return '';
  return purifier().sanitize(html, { ...SANITIZE_RULES, RETURN_DOM_FRAGMENT: true }).textContent ?? '';
}
