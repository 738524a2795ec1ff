// `@hearth/shared/html`: server-HTML sanitising. Not part of the shared singleton: DOMPurify is bundled only by
// the pages that render server HTML (stateless, so a copy per remote is safe).
export { sanitizeHtml } from './sanitize-html';
export { SafeHtml } from './safe-html';
