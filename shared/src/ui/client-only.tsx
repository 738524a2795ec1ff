import { useEffect, useState, type ReactNode } from 'react';

/** False on the server and while hydrating, true from the first effect on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * What only a browser can render (a leaflet map: it reads `window` as it loads): the server's markup and the
 * hydrating render show `fallback`, the browser then renders `children` (ADR 0033).
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <>{useHydrated() ? children : fallback}</>;
}
