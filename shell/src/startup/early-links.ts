// Runs in the ENTRY chunk (index.ts): no runtime import of @hearth/shared or of anything that imports it.

/** Appends `<link rel=… href=… as=…>` to the head, unless the same rel and href are there already. */
export function addLink(rel: string, href: string, as: string, crossOrigin: boolean): void {
  if (document.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.setAttribute('as', as);
  if (crossOrigin) link.crossOrigin = 'anonymous';
  document.head.append(link);
}
