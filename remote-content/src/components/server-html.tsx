import './server-html.css';
import { useLayoutEffect, useRef } from 'react';
import { SafeHtml } from '@hearth/shared/html';

/** True when `href` leaves this site (another origin over http(s)). */
export function isExternalHref(href: string, origin = window.location.origin): boolean {
  try {
    const url = new URL(href, origin);
    return /^https?:$/.test(url.protocol) && url.origin !== origin;
  } catch {
    return false;
  }
}

/**
 * Server HTML (blog and news bodies): sanitised by `SafeHtml` (DOMPurify: no script, no event handlers, no
 * `javascript:` links, no iframes), then every external link opens in a new tab with `rel="noopener noreferrer"`.
 */
export function ServerHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const link of ref.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []) {
      if (!isExternalHref(link.getAttribute('href') ?? '')) continue;
      link.setAttribute('rel', 'noopener noreferrer');
      link.setAttribute('target', '_blank');
    }
  }, [html]);
  return (
    <div ref={ref} className="server-html">
      <SafeHtml html={html} className={className} />
    </div>
  );
}
