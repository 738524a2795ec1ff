import { StrictMode, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HearthProviders } from '@hearth/shared';
import { IS_PRODUCTION } from './federation/build-flags';
import { OverrideBadge } from './federation/override-badge';
import { clearStoredOverrides, safeLocalStorage, withoutOverrideParams } from './federation/overrides';
import { getEffectiveRemotes } from './federation/remote-registry';
import { createAppRoutes } from './routing/router';

function clearOverrides(): void {
  clearStoredOverrides(safeLocalStorage());
  window.location.replace(withoutOverrideParams(window.location.href));
}

export function App() {
  const router = useMemo(() => createBrowserRouter(createAppRoutes()), []);
  return (
    <StrictMode>
      <HearthProviders>
        <RouterProvider router={router} />
        {!IS_PRODUCTION && <OverrideBadge remotes={getEffectiveRemotes()} onClear={clearOverrides} />}
      </HearthProviders>
    </StrictMode>
  );
}
