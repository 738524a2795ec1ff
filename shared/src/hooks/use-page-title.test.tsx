import { cleanup, waitFor } from '@testing-library/react';
import { resolveTitle, usePageTitle } from './use-page-title';
import { renderWithProviders } from '../testing/render';
import { makeTestConfig } from '../testing/test-config';
import { useSiteStore } from '../stores/site-store';
import { bus } from '../events/bus';

function Page({ title }: { title?: string | null }) {
  usePageTitle(title);
  return null;
}

describe('document title rule', () => {
  it('takes the route title, else the website title, else the product name, else Hearth', () => {
    expect(resolveTitle('Listings', 'Lily Chen Realty', 'Hearth Pro')).toBe('Listings');
    expect(resolveTitle(null, 'Lily Chen Realty', 'Hearth Pro')).toBe('Lily Chen Realty');
    expect(resolveTitle('', ' ', 'Hearth Pro')).toBe('Hearth Pro');
    expect(resolveTitle(undefined, null, null)).toBe('Hearth');
  });

  it('uses the agent website title when the page has none', async () => {
    useSiteStore.setState({ agent: { website_title: 'Lily Chen Realty' } as never });
    await renderWithProviders(<Page />, { config: makeTestConfig({ productName: 'Hearth Pro' }) });
    await waitFor(() => expect(document.title).toBe('Lily Chen Realty'));
    cleanup();
    useSiteStore.setState({ agent: null });
  });

  it('sends the title to the native nav bar on hybrid pages', async () => {
    const calls: unknown[] = [];
    const off = (e: unknown) => calls.push(e);
    bus.on('bridge:call', off);
    window.history.pushState({}, '', '/hybrid/coupon/marketing/list');
    await renderWithProviders(<Page title="Coupons" />);
    await waitFor(() => expect(document.title).toBe('Coupons'));
    expect(calls).toContainEqual({
      name: 'nativeSetNavTitle',
      platform: 'web',
      payload: { title: 'Coupons' },
    });
    bus.off('bridge:call', off);
    window.history.pushState({}, '', '/');
  });
});
