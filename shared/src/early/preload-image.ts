/** A picture URL from data as the contracts take it (http(s), no spaces), trimmed; null for anything else. */
export function httpUrlOf(value: unknown): string | null {
  const url = typeof value === 'string' ? value.trim() : '';
  return /^https?:\/\/\S+$/i.test(url) ? url : null;
}

/**
 * `<link rel="preload" as="image" fetchpriority="high">`: the image downloads now and the page's `<img>` finds it in
 * the cache, instead of starting when React renders it. Once per URL; http(s) URLs only.
 */
export function preloadImage(href: string): void {
  if (httpUrlOf(href) !== href) return;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if ([...links].some((l) => l.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
