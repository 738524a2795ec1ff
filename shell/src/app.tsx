import { StrictMode, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from '@hearth/shared/router';
import { HearthProviders } from '@hearth/shared/ui';
import { createQueryClient } from '@hearth/shared/query';
import { IS_PRODUCTION } from './federation/build-flags';
import { OverrideBadge } from './federation/override-badge';
import { clearStoredOverrides, safeLocalStorage, withoutOverrideParams } from './federation/overrides';
import { getEffectiveRemotes } from './federation/remote-registry';
import { createAppRoutes } from './routing/router';

function clearOverrides(): void {
  clearStoredOverrides(safeLocalStorage());
  window.location.replace(withoutOverrideParams(window.location.href));
}

/**
 * The page's one data cache (ADR 0008): every remote's queries and mutations go through it (`HearthProviders`), so
 * a list seen before paints from cache on back navigation and a route's prefetch and its page share entries.
 */
export const queryClient = createQueryClient();

export function App() {
  const router = useMemo(() => createBrowserRouter(createAppRoutes()), []);
  return (
    <StrictMode>
      <HearthProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        {!IS_PRODUCTION && <OverrideBadge remotes={getEffectiveRemotes()} onClear={clearOverrides} />}
      </HearthProviders>
    </StrictMode>
  );
}
