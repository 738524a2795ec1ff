import { useCallback } from 'react';
import { useLocation, useSearchParams } from '@hearth/shared/router';

/** Reads a page number (from 1) out of a query parameter; anything else means page 1. */
export function parsePageParam(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The current page from `?page=` (deep links and reloads keep it) and the link of any page:
 * same path and other query params, page 1 without the parameter.
 */
export function usePageParam(name = 'page'): { page: number; hrefFor: (page: number) => string } {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = parsePageParam(params.get(name));
  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete(name);
      else next.set(name, String(target));
      const query = next.toString();
      return `${pathname}${query ? `?${query}` : ''}`;
    },
    [params, pathname, name],
  );
  return { page, hrefFor };
}
