/** The JSON-LD blocks of `document.head` whose `@type` is `type` (what a route's head applied), parsed. */
export function jsonLdInHead(type: string): Record<string, unknown>[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown> | null)
    .filter((value): value is Record<string, unknown> => value?.['@type'] === type);
}

/**
 * A visible breadcrumb trail (its `<nav>`) as its `BreadcrumbList` should give it: each step's label and, but for the
 * current page, its link made absolute on the page's origin in the page's language (`ltype`).
 */
export function trailAsListItems(nav: HTMLElement, ltype: '1' | '0'): Record<string, unknown>[] {
  return [...nav.querySelectorAll('li')].map((li, index) => {
    const href = li.querySelector('a')?.getAttribute('href');
    const item = href ? new URL(href, window.location.origin) : null;
    item?.searchParams.set('ltype', ltype);
    return {
      '@type': 'ListItem',
      position: index + 1,
      name: li.textContent,
      ...(item ? { item: item.href } : {}),
    };
  });
}
