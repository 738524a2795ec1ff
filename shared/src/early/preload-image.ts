/**
 * `<link rel="preload" as="image" fetchpriority="high">`: the image downloads now and the page's `<img>` finds it in
 * the cache, instead of starting when React renders it. Once per URL; http(s) URLs only.
 */
export function preloadImage(href: string): void {
  if (!/^https?:\/\/\S+$/i.test(href)) return;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if ([...links].some((l) => l.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
