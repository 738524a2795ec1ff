import { createSharedStore } from './create-shared-store';

interface PageUrlState {
  /** The server's page URL as the visitor asked for it (`https://lily.example.com/listing/1?ltype=0`). */
  serverHref: string;
  setServerHref: (href: string) => void;
}

/**
 * The page's address while rendering on the server, where there is no `location` (ADR 0033): set for each request
 * before the render. In the browser, read `location` instead.
 */
export const usePageUrlStore = createSharedStore<PageUrlState>((set) => ({
  serverHref: '',
  setServerHref: (serverHref) => set({ serverHref }),
}));

/** The page's address: the browser's location, or on the server the request's. */
export function usePageHref(): string {
  const serverHref = usePageUrlStore((s) => s.serverHref);
  return typeof window === 'undefined' ? serverHref : window.location.href;
}
