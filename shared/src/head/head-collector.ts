import { createContext } from 'react';
import type { HeadInput, HeadRequest, PageHead } from './page-head';

/**
 * Where a server render collects the page's head (ADR 0033): `usePageHead` writes the head it computes into it while
 * rendering (effects do not run on the server), the page's own last. Absent in the browser.
 */
export interface HeadCollector {
  /** The page's origin as the visitor sees it (the canonical URL's). */
  origin: string;
  head: PageHead | null;
  /** `headFor`: the server's own, so that the browser's pages load the head's writer only when they need it. */
  build: (input: HeadInput, request: HeadRequest) => PageHead;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);
