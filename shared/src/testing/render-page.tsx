import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@hearth/shared/router';
import { renderWithProviders, type RenderOptions } from './render';
import { agentPhoneSettled } from './agent-phone';

/** Shows the router's current path and query (`data-testid="location"`), to assert navigation in tests. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page at its route pattern with a LocationProbe beside it. When the page shows the agent sidebar it
 * waits for the agent's phone (derived from the site store's agent), whose formatter loads on demand, so no update
 * lands after the test. Remote pages are better rendered through their real routes: `renderRemoteRoute`.
 */
export async function renderPageAt(pattern: string, page: ReactElement, options: RenderOptions = {}) {
  const result = await renderWithProviders(
    <Routes>
      <Route
        path={pattern}
        element={
          <>
            {page}
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    options,
  );
  await agentPhoneSettled(result.container);
  return result;
}
