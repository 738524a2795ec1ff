import { screen } from '@testing-library/react';
import { Route, Routes } from '@hearth/shared/router';
import { useSiteStore } from '@hearth/shared';
import { lily, renderShell, resetStores } from '../lib/testing/fixtures';
import { AppLayout } from './app-layout';
import { preloadPublicChrome } from './use-public-chrome';

// The chrome's chunk: counted when it is asked for.
const mockLoads = { count: 0 };
jest.mock('./public-chrome', () => {
  mockLoads.count += 1;
  return jest.requireActual('./public-chrome');
});

const renderLayout = (route: string) =>
  renderShell(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>Page body</p>} />
      </Route>
    </Routes>,
    { route },
  );

describe("the public chrome's chunk", () => {
  beforeEach(() => {
    resetStores();
    useSiteStore.setState({ status: 'ready', mode: 'agent', agent: lily });
  });

  it('a hybrid page never asks for it, not even once rendered', async () => {
    await preloadPublicChrome('/hybrid/coupon/1');
    await renderLayout('/hybrid/coupon/1');
    expect(screen.getByText('Page body')).toBeInTheDocument();
    expect(mockLoads.count).toBe(0);
  });

  it('a public page not preloaded (reached from a hybrid one) shows its chrome once the layout has loaded it', async () => {
    await renderLayout('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(mockLoads.count).toBe(1);
  });
});
