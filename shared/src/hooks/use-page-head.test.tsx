import { act, cleanup, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useParams } from '@hearth/shared/router';
import { bus, useSiteStore } from '@hearth/shared';
import { adoptServerHead, usePageHead } from './use-page-head';
import type { RouteHead } from '../head/route-head';
import { renderWithProviders } from '../testing/render';

const detailKey = (id: string) => ['test', 'detail', id] as const;

/** A detail page's head: from the cached answer, like a route head reading its prefetch's data. */
const detailHead: RouteHead = ({ params, queryClient }) => {
  const data = queryClient.getQueryData<{ address: string; photo: string }>(detailKey(params.id ?? ''));
  if (!data) return {};
  return {
    description: data.address,
    image: data.photo,
    jsonLd: [{ '@type': 'RealEstateListing', name: data.address }],
  };
};

function Detail() {
  const params = useParams();
  usePageHead('Listing Detail', { head: detailHead, params });
  return <Link to="/listings?page=2&utm_source=x">all</Link>;
}

function List() {
  usePageHead('Listings', { head: () => ({ description: 'All listings', query: ['page'] }) });
  return <Link to="/hybrid/share/list">share</Link>;
}

function Hybrid() {
  usePageHead('Recommended', { native: true });
  return null;
}

function App() {
  return (
    <Routes>
      <Route path="/listing/:id" element={<Detail />} />
      <Route path="/listings" element={<List />} />
      <Route path="/hybrid/share/list" element={<Hybrid />} />
    </Routes>
  );
}

const q = (selector: string) => document.head.querySelector(selector);
const content = (selector: string) =>
  q(selector)?.getAttribute('content') ?? q(selector)?.getAttribute('href');

afterEach(() => {
  cleanup();
  useSiteStore.setState({ agent: null });
});

describe('usePageHead', () => {
  it('applies the head as the data arrives and replaces it on navigation', async () => {
    const { queryClient, getByText } = await renderWithProviders(<App />, { route: '/listing/treb-1' });
    expect(document.title).toBe('Listing Detail');
    const origin = window.location.origin;
    await waitFor(() => expect(content('link[rel="canonical"]')).toBe(`${origin}/listing/treb-1?ltype=1`));
    expect(q('script[type="application/ld+json"]')).toBeNull();

    act(() =>
      queryClient.setQueryData(detailKey('treb-1'), {
        address: '25 Hollywood Ave',
        photo: 'https://cdn.example.com/1.jpg',
      }),
    );
    await waitFor(() => expect(content('meta[property="og:image"]')).toBe('https://cdn.example.com/1.jpg'));
    expect(content('meta[name="description"]')).toBe('25 Hollywood Ave');
    expect(JSON.parse(q('script[type="application/ld+json"]')?.textContent ?? '')).toEqual({
      '@type': 'RealEstateListing',
      name: '25 Hollywood Ave',
    });

    act(() => getByText('all').click());
    expect(document.title).toBe('Listings');
    await waitFor(() => expect(content('meta[name="description"]')).toBe('All listings'));
    expect(content('link[rel="canonical"]')).toBe(`${origin}/listings?page=2&ltype=1`);
    expect(q('script[type="application/ld+json"]')).toBeNull();
    expect(q('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('makes a hybrid page noindex and still sends its title to the native nav bar once', async () => {
    const calls: unknown[] = [];
    const listen = (e: { name: string }) => {
      if (e.name === 'nativeSetNavTitle') calls.push(e);
    };
    bus.on('bridge:call', listen);
    await renderWithProviders(<App />, { route: '/hybrid/share/list' });
    await waitFor(() => expect(document.title).toBe('Recommended'));
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(q('link[rel="canonical"]')).toBeNull();
    act(() => useSiteStore.setState({ agent: { website_title: 'Lily Chen Realty' } as never }));
    expect(calls).toEqual([
      { name: 'nativeSetNavTitle', platform: 'web', payload: { title: 'Recommended' } },
    ]);
    bus.off('bridge:call', listen);
  });

  it("keeps the server's head of a hydrated page, and writes it only once it changes", async () => {
    const server = document.createElement('meta');
    server.setAttribute('data-hearth-head', 'server-only');
    document.head.append(server);
    adoptServerHead();
    const { queryClient } = await renderWithProviders(<App />, { route: '/listing/treb-2' });
    expect(document.title).toBe('Listing Detail');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.isConnected).toBe(true);

    act(() =>
      queryClient.setQueryData(detailKey('treb-2'), {
        address: '1 King St',
        photo: 'https://cdn.example.com/2.jpg',
      }),
    );
    await waitFor(() => expect(content('meta[name="description"]')).toBe('1 King St'));
    expect(server.isConnected).toBe(false);
  });

  it('removes its tags when the page unmounts', async () => {
    const { unmount } = await renderWithProviders(<App />, { route: '/listings' });
    await waitFor(() => expect(q('meta[name="description"]')).not.toBeNull());
    unmount();
    expect(document.head.querySelectorAll('[data-hearth-head]')).toHaveLength(0);
  });
});
