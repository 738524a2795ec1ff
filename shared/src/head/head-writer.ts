import { applyHead } from './apply-head';
import { headFor, type HeadInput, type HeadRequest } from './page-head';

/**
 * The browser's writer of the page head (ADR 0032): the route's head input filled in for the page and applied to
 * `doc`. Loaded by `usePageHead` when a page's head is not the one the server wrote (ADR 0047).
 */
export function writeHead(doc: Document, input: HeadInput, request: HeadRequest): void {
  applyHead(doc, headFor(input, request));
}
