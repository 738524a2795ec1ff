import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter } from '@hearth/shared/router';
import { HearthProviders } from '@hearth/shared/ui';
import { createQueryClient } from '@hearth/shared/query';
import { IS_PRODUCTION } from './lib/build-flags';
import { clearStoredOverrides, safeLocalStorage, withoutOverrideParams } from './federation/overrides';
import { getEffectiveRemotes } from './federation/remote-registry';
import { AppRoutes } from './routing/router';
import { PageBoundary } from './routing/page-boundary';

function clearOverrides(): void {
  clearStoredOverrides(safeLocalStorage());
  window.location.replace(withoutOverrideParams(window.location.href));
}

/**
 * The page's one data cache (ADR 0008): every remote's queries and mutations go through it (`HearthProviders`), so
 * a list seen before paints from cache on back navigation and a route's prefetch and its page share entries.
 */
export const queryClient = createQueryClient();

/** True from the first effect on: what only the browser knows (stored overrides) renders after hydration. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** Its own chunk: shown only on a browser with a remote overridden (ADR 0047). */
const OverrideBadge = lazy(() =>
  import(/* webpackChunkName: "override-badge" */ './federation/override-badge').then((m) => ({
    default: m.OverrideBadge,
  })),
);

function DevOverrideBadge() {
  const mounted = useMounted();
  if (IS_PRODUCTION || !mounted) return null;
  const remotes = getEffectiveRemotes();
  if (!remotes.some((r) => r.overridden)) return null;
  return (
    <Suspense fallback={null}>
      <OverrideBadge remotes={remotes} onClear={clearOverrides} />
    </Suspense>
  );
}

/**
 * The app. In the browser it follows the address bar; the server renders it at one `location` with the request's
 * own query client, and the browser hydrates that markup (ADR 0033).
 */
export function App({
  queryClient: client = queryClient,
  location,
}: { queryClient?: QueryClient; location?: string } = {}) {
  const pages = (
    <PageBoundary>
      <AppRoutes />
    </PageBoundary>
  );
  return (
    <StrictMode>
      <HearthProviders queryClient={client}>
        {location === undefined ? (
          <BrowserRouter>{pages}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[location]}>{pages}</MemoryRouter>
        )}
        <DevOverrideBadge />
      </HearthProviders>
    </StrictMode>
  );
}
