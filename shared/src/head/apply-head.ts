import { HEAD_ATTR, headTags, type HeadTag } from './head-tags';
import type { PageHead } from './page-head';

function managed(doc: Document): Element[] {
  return [...doc.head.querySelectorAll(`[${HEAD_ATTR}]`)];
}

function update(element: Element, tag: HeadTag): void {
  for (const { name } of [...element.attributes])
    if (name !== HEAD_ATTR && !(name in tag.attrs)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(tag.attrs))
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  if (tag.text !== undefined && element.textContent !== tag.text) element.textContent = tag.text;
}

/**
 * Applies a page's head to `doc`: the title, and the managed tags (`data-hearth-head`, whether the server wrote
 * them or an earlier navigation did) created, updated in place or removed. Idempotent: applying the same head
 * twice changes nothing, and no tag is ever duplicated. `null` removes the managed tags (the title stays).
 */
export function applyHead(doc: Document, head: PageHead | null): void {
  if (head && doc.title !== head.title) doc.title = head.title;
  const tags = head ? headTags(head) : [];
  const existing = new Map<string, Element>();
  for (const element of managed(doc)) {
    const key = element.getAttribute(HEAD_ATTR) ?? '';
    if (existing.has(key) || !tags.some((tag) => tag.key === key)) element.remove();
    else existing.set(key, element);
  }
  for (const tag of tags) {
    let element = existing.get(tag.key);
    if (element && element.localName !== tag.name) {
      element.remove();
      element = undefined;
    }
    if (!element) {
      element = doc.createElement(tag.name);
      element.setAttribute(HEAD_ATTR, tag.key);
      doc.head.append(element);
    }
    update(element, tag);
  }
}
