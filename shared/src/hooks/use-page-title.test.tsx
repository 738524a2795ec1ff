import { useState } from 'react';
import { act, cleanup, waitFor } from '@testing-library/react';
import { resolveTitle, usePageTitle } from './use-page-title';
import { renderWithProviders } from '../testing/render';
import { makeTestConfig } from '../testing/test-config';
import { useSiteStore, bus } from '@hearth/shared';

function Page({ title, native }: { title?: string | null; native?: boolean }) {
  usePageTitle(title, { native });
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

  it('sends the title to the native nav bar when asked (hybrid pages), once, and again only on a new title', async () => {
    const calls: unknown[] = [];
    const off = (e: { name: string }) => {
      if (e.name === 'nativeSetNavTitle') calls.push(e);
    };
    bus.on('bridge:call', off);
    let setTitle: (title: string) => void = () => undefined;
    function Switchable() {
      const [title, set] = useState('Coupons');
      setTitle = set;
      return <Page title={title} native />;
    }
    await renderWithProviders(<Switchable />);
    await waitFor(() => expect(document.title).toBe('Coupons'));
    expect(calls).toEqual([{ name: 'nativeSetNavTitle', platform: 'web', payload: { title: 'Coupons' } }]);
    // The site resolving later changes nothing on the native side.
    act(() => useSiteStore.setState({ agent: { website_title: 'Lily Chen Realty' } as never }));
    act(() => setTitle('Coupons'));
    expect(calls).toHaveLength(1);
    act(() => setTitle('优惠券'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ payload: { title: '优惠券' } });
    bus.off('bridge:call', off);
    cleanup();
    useSiteStore.setState({ agent: null });
  });

  it('never calls the bridge by default (public pages)', async () => {
    const calls: unknown[] = [];
    const off = (e: unknown) => calls.push(e);
    bus.on('bridge:call', off);
    await renderWithProviders(<Page title="Listings" />);
    await waitFor(() => expect(document.title).toBe('Listings'));
    expect(calls).toEqual([]);
    bus.off('bridge:call', off);
    cleanup();
  });
});
