import type { ReactNode } from 'react';
import { useLocation } from '@hearth/shared/router';
import { ErrorState } from '@hearth/shared/ui';
import { RemoteErrorBoundary } from '../slots/remote-error-boundary';

function logError(error: unknown) {
  console.error('[hearth] page threw while rendering', error);
}

/**
 * The last line under the router: a render error outside any remote slot (the layout, a shell page) shows the
 * localised error state with Retry instead of a blank page, and clears on the next navigation. Remotes have their
 * own boundary in their slot.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onError={logError}
      fallback={(reset) => (
        <main className="site-gate">
          <ErrorState onRetry={reset} />
        </main>
      )}
    >
      {children}
    </RemoteErrorBoundary>
  );
}
