import { StrictMode } from 'react';
import { BrowserRouter } from '@hearth/shared/router';
import { HearthProviders } from '@hearth/shared/ui';
import { createQueryClient } from '@hearth/shared/query';
import { IS_PRODUCTION } from './lib/build-flags';
import { OverrideBadge } from './federation/override-badge';
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

export function App() {
  return (
    <StrictMode>
      <HearthProviders queryClient={queryClient}>
        <BrowserRouter>
          <PageBoundary>
            <AppRoutes />
          </PageBoundary>
        </BrowserRouter>
        {!IS_PRODUCTION && <OverrideBadge remotes={getEffectiveRemotes()} onClear={clearOverrides} />}
      </HearthProviders>
    </StrictMode>
  );
}
