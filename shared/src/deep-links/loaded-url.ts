/**
 * The URL the document was loaded with. Its navigation entry keeps it as loaded, identity included, whatever the
 * entry chunk has since taken out of the address bar (ADR 0023). Empty outside a browser.
 */
export function loadedUrl(): string {
  if (typeof window === 'undefined') return '';
  return performance.getEntriesByType?.('navigation')[0]?.name || window.location.href;
}
