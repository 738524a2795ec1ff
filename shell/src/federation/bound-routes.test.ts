import type { RemoteManifestEntry } from '@hearth/shared';
import { boundRoutesOf } from './bound-routes';

const entry = (over: Partial<RemoteManifestEntry>): RemoteManifestEntry => ({
  name: 'remote_listings',
  entry: 'http://127.0.0.1:3001/mf-manifest.json',
  contract: 4,
  prefixes: [{ path: '/listing' }, { path: '/listings' }],
  ...over,
});

describe('boundRoutesOf (remotes.json → the links table)', () => {
  it('binds each remote routes by id', () => {
    const table = boundRoutesOf([
      entry({ routes: { listings: '/listings', 'listing-detail': '/listing/:id' } }),
      entry({
        name: 'remote_content',
        prefixes: [{ path: '/contact-us' }],
        routes: { 'contact-us': '/contact-us' },
      }),
    ]);
    expect(table).toEqual({
      remote_listings: { listings: '/listings', 'listing-detail': '/listing/:id' },
      remote_content: { 'contact-us': '/contact-us' },
    });
  });

  it('keeps only routes under the remote own prefixes (per segment, case-insensitive)', () => {
    const table = boundRoutesOf([
      entry({ routes: { listings: '/Listings', stray: '/listingsx', other: '/blogs' } }),
    ]);
    expect(table).toEqual({ remote_listings: { listings: '/Listings' } });
  });

  it('an older remotes.json (no routes) binds nothing for that remote', () => {
    expect(boundRoutesOf([entry({})])).toEqual({});
  });
});
