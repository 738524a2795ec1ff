import { sanitizeHtml } from './sanitize-html';

/** Renders server HTML after sanitising it. The only place the platform sets innerHTML. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
