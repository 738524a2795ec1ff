// The document title rule and the managed tags' attribute: what the browser needs of the head on every page, apart
// from the tags' writer (`head-writer.ts`, a chunk of its own: ADR 0047).

/** The attribute that marks the tags the head owns (server-written or applied in the browser). */
export const HEAD_ATTR = 'data-hearth-head';

/**
 * Document title rule (spec): the route's own title, else the agent's website title, else the product (app)
 * title, else the default "Hearth".
 */
export function resolveTitle(
  routeTitle: string | null | undefined,
  websiteTitle: string | null | undefined,
  productName: string | null | undefined,
): string {
  return [routeTitle, websiteTitle, productName].find((t) => t && t.trim()) ?? 'Hearth';
}

/** Removes the managed tags (the title stays). */
export function clearHead(doc: Document): void {
  for (const element of doc.head.querySelectorAll(`[${HEAD_ATTR}]`)) element.remove();
}
