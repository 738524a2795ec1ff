// `@hearth/shared/html`: server-HTML sanitising. Not part of the shared singleton: DOMPurify is bundled only by
// the pages that render server HTML (stateless, so a copy per remote is safe). In a server build it comes with a
// jsdom window to parse with (`#server-dom`, ADR 0039); a browser build never has jsdom.
export { sanitizeHtml, sanitizedText, SANITIZE_RULES } from './sanitize-html';
export { SafeHtml } from './safe-html';
