import type { ReactElement } from 'react';
import { screen, type RenderResult } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, type RenderOptions } from './render';
import { useSiteStore } from '../stores/site-store';

/** Shows the router's current path and query (`data-testid="location"`), to assert navigation in tests. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page at its route pattern with a LocationProbe beside it. When an agent is in the site store it waits
 * for the agent sidebar's phone, whose formatter loads on demand, so no update lands after the test.
 */
export async function renderPageAt(
  pattern: string,
  page: ReactElement,
  options: RenderOptions & { agentPhone?: string } = {},
): Promise<RenderResult> {
  const { agentPhone = '(416) 555-0142', ...renderOptions } = options;
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
    renderOptions,
  );
  if (useSiteStore.getState().agent) await screen.findByText(agentPhone);
  return result;
}
