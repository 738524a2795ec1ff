import { REMOTE_NAMES } from '@hearth/shared/federation-contract';
import { devManifest, devRouteTable } from '../lib/testing/route-table-fixture';
import {
  buildRouteTable,
  HYBRID_CHROME,
  isPatternOwnedBy,
  matchRoute,
  matchShellRoute,
  PUBLIC_CHROME,
  resolveRemoteOwner,
  unavailableRouteTable,
  type RemotePrefixes,
  type RouteMatch,
} from './route-table';

/** `shell`, the owning remote, `rejected`, `unavailable` or null (unowned). */
function ownerOf<N extends string>(match: RouteMatch<N>): string | null {
  if (match.kind === 'shell') return 'shell';
  if (match.kind === 'remote') return match.owner;
  if (match.kind === 'none') return null;
  return match.kind;
}

function table(...remotes: RemotePrefixes[]) {
  return buildRouteTable(remotes);
}

describe('route ownership from the dev remotes.json (shell/public/remotes.json)', () => {
  // ARCHITECTURE.md's ownership table: one example URL of each page (the shell's and every remote's).
  it.each([
    ['/', 'shell'],
    ['/not/found', 'shell'],
    ['/hybrid/success', 'shell'],
    ['/hybrid/test', 'shell'],
    ['/listings', 'remote_listings'],
    ['/listing/123', 'remote_listings'],
    ['/map', 'remote_listings'],
    ['/hybrid/share/list', 'remote_listings'],
    ['/hybrid/house/evaluate/price', 'remote_listings'],
    ['/blogs', 'remote_content'],
    ['/blog/9', 'remote_content'],
    ['/news-list/all', 'remote_content'],
    ['/news-detail/src/42', 'remote_content'],
    ['/about-agent', 'remote_content'],
    ['/about', 'remote_content'],
    ['/about-us', 'remote_content'],
    ['/seller-guide', 'remote_content'],
    ['/buyer-guide#step2', 'remote_content'],
    ['/download-app', 'remote_content'],
    ['/download-app-agent', 'remote_content'],
    ['/privacy-policy', 'remote_content'],
    ['/terms-of-service', 'remote_content'],
    ['/acceptable-use-policy', 'remote_content'],
    ['/terms-of-use', 'remote_content'],
    ['/home-loan', 'remote_content'],
    ['/home-services', 'remote_content'],
    ['/research-suburb', 'remote_content'],
    ['/contact-us', 'remote_content'],
    ['/marketing/2020/annual', 'remote_content'],
    ['/marketing/video/player', 'remote_content'],
    ['/hybrid/coupon/7', 'remote_coupons'],
    ['/hybrid/coupon/marketing/list', 'remote_coupons'],
    ['/hybrid/coupon/my/coupons', 'remote_coupons'],
    ['/hybrid/coupon/payment/success', 'remote_coupons'],
    ['/hybrid/coupon/share/3', 'remote_coupons'],
    ['/hybrid/services/appointment/11', 'remote_coupons'],
    ['/hybrid/services/appointment/success', 'remote_coupons'],
    ['/hybrid/vendor/delivery/accept/r1', 'remote_vendor'],
    ['/hybrid/vendor/order/renew/r1', 'remote_vendor'],
    ['/hybrid/vendor/accounting/customer/5', 'remote_vendor'],
    ['/daily-report', 'remote_reports'],
    ['/community-markettrend', 'remote_reports'],
    ['/hybrid/marketing/trend', 'remote_reports'],
    ['/hybrid/marketing/watch?ltype=1', 'remote_reports'],
    ['/hybrid/share/community', 'remote_reports'],
  ])('%s is owned by %s', (path, owner) => {
    expect(ownerOf(matchRoute(path, devRouteTable()))).toBe(owner);
  });

  it('is a valid manifest without conflicts, giving every remote at least one prefix', () => {
    const t = devRouteTable();
    expect(t.conflicts).toEqual([]);
    for (const name of REMOTE_NAMES) {
      expect([name, devManifest().remotes.find((r) => r.name === name)?.prefixes.length]).toEqual([
        name,
        expect.any(Number),
      ]);
    }
  });

  it('matches whole segments only, ignoring case, trailing slash, query and hash', () => {
    const t = devRouteTable();
    expect(ownerOf(matchRoute('/LISTINGS/', t))).toBe('remote_listings');
    expect(ownerOf(matchRoute('/listingsfoo', t))).toBeNull();
    expect(ownerOf(matchRoute('/about-agent?x=1#top', t))).toBe('remote_content');
    expect(ownerOf(matchRoute('/aboutx', t))).toBeNull();
    expect(matchShellRoute('/Hybrid/Success/')).toBe('/hybrid/success');
  });

  it('lets a team add pages under its prefix (no shell change)', () => {
    const t = devRouteTable();
    expect(ownerOf(matchRoute('/hybrid/coupon/brand-new/page', t))).toBe('remote_coupons');
    expect(ownerOf(matchRoute('/blog/9/comments', t))).toBe('remote_content');
  });

  it('leaves unowned paths to the shell 404 (no remote)', () => {
    const t = devRouteTable();
    for (const path of ['/nope', '/hybrid', '/hybrid/share', '/hybrid/unknown/x', '/not', '/not/found/x']) {
      expect([path, matchRoute(path, t).kind]).toEqual([path, 'none']);
      expect(resolveRemoteOwner(path, t)).toBeNull();
    }
    expect(resolveRemoteOwner('/', t)).toBeNull();
  });

  it('gives first-paint chrome from the prefixes (spec layout: listings, map, hybrid pages)', () => {
    const t = devRouteTable();
    const chrome = (path: string) => matchRoute(path, t).chrome;
    expect(chrome('/blogs')).toEqual(PUBLIC_CHROME);
    expect(chrome('/listings')).toEqual({ ...PUBLIC_CHROME, banner: false });
    expect(chrome('/listing/42')).toEqual({ ...PUBLIC_CHROME, banner: false });
    expect(chrome('/map')).toEqual({ hybrid: false, header: false, banner: false, footer: false });
    expect(chrome('/hybrid/coupon/1')).toEqual(HYBRID_CHROME);
    expect(chrome('/hybrid/share/community')).toEqual(HYBRID_CHROME);
    expect(chrome('/hybrid/success')).toEqual(HYBRID_CHROME);
    // An unknown /hybrid/ path is a 404 page: normal chrome.
    expect(chrome('/hybrid/unknown-thing')).toEqual(PUBLIC_CHROME);
    expect(chrome('/')).toEqual(PUBLIC_CHROME);
  });

  it('decides whether a declared route pattern lies under the remote prefixes', () => {
    const t = devRouteTable();
    expect(isPatternOwnedBy('remote_listings', '/listing/:id', t)).toBe(true);
    expect(isPatternOwnedBy('remote_coupons', '/hybrid/coupon/*', t)).toBe(true);
    expect(isPatternOwnedBy('remote_listings', '/blogs', t)).toBe(false);
    expect(isPatternOwnedBy('remote_listings', '/:slug', t)).toBe(false);
    expect(isPatternOwnedBy('remote_listings', '/hybrid/:x', t)).toBe(false);
    expect(isPatternOwnedBy('remote_listings', '/', t)).toBe(false);
    expect(isPatternOwnedBy('remote_listings', 'listings', t)).toBe(false);
  });
});

describe('route table built from remotes.json data', () => {
  it('follows the data: a new top-level prefix is owned as soon as it is listed', () => {
    const before = table({ name: 'remote_content', prefixes: [{ path: '/blogs' }] });
    expect(ownerOf(matchRoute('/research-suburb', before))).toBeNull();
    const after = table({
      name: 'remote_content',
      prefixes: [{ path: '/blogs' }, { path: '/research-suburb' }],
    });
    expect(ownerOf(matchRoute('/research-suburb/x', after))).toBe('remote_content');
  });

  it('longest prefix wins, also for chrome inside one remote', () => {
    const t = table(
      { name: 'remote_listings', prefixes: [{ path: '/hybrid/share/list', hybrid: true }] },
      {
        name: 'remote_reports',
        prefixes: [{ path: '/stats' }, { path: '/stats/embed', header: false, footer: false }],
      },
    );
    expect(matchRoute('/stats/embed/1', t)).toMatchObject({
      kind: 'remote',
      owner: 'remote_reports',
      prefix: '/stats/embed',
      chrome: { header: false, banner: true, footer: false },
    });
    expect(matchRoute('/stats/other', t)).toMatchObject({
      kind: 'remote',
      prefix: '/stats',
      chrome: PUBLIC_CHROME,
    });
    expect(t.conflicts).toEqual([]);
  });

  it('rejects a prefix claimed by two remotes, for both, naming both remotes and the prefix', () => {
    const t = table(
      { name: 'remote_content', prefixes: [{ path: '/blogs' }, { path: '/about' }] },
      { name: 'remote_reports', prefixes: [{ path: '/Blogs/' }] },
    );
    expect(t.conflicts.map((c) => c.message)).toEqual([
      '[hearth] remotes.json: remote_content and remote_reports both claim /blogs: rejected for both (their paths show the remote fallback)',
    ]);
    const m = matchRoute('/blogs/1', t);
    expect(m.kind).toBe('rejected');
    if (m.kind !== 'rejected') return;
    expect(m.prefix).toBe('/blogs');
    expect(m.conflicts.map((c) => c.remote).sort()).toEqual(['remote_content', 'remote_reports']);
    // The rest of the remote is untouched.
    expect(ownerOf(matchRoute('/about', t))).toBe('remote_content');
  });

  it('rejects a prefix nested in another remote prefix, for both', () => {
    const t = table(
      { name: 'remote_listings', prefixes: [{ path: '/hybrid/share' }] },
      { name: 'remote_reports', prefixes: [{ path: '/hybrid/share/community' }, { path: '/daily-report' }] },
    );
    expect(t.conflicts).toHaveLength(1);
    expect(t.conflicts[0]!.message).toBe(
      "[hearth] remotes.json: remote_listings's prefix /hybrid/share overlaps remote_reports's prefix /hybrid/share/community: rejected for both (their paths show the remote fallback)",
    );
    expect(matchRoute('/hybrid/share/community', t).kind).toBe('rejected');
    expect(matchRoute('/hybrid/share/list', t).kind).toBe('rejected');
    expect(ownerOf(matchRoute('/daily-report', t))).toBe('remote_reports');
  });

  it.each([
    ['/', '/'],
    ['/hybrid', '/hybrid/success'],
    ['/not', '/not/found'],
    ['/hybrid/success', '/hybrid/success'],
    ['/HYBRID/test/', '/hybrid/test'],
  ])('rejects %s, which claims the shell route %s', (prefix, shellRoute) => {
    const t = table({ name: 'remote_vendor', prefixes: [{ path: prefix }, { path: '/hybrid/vendor' }] });
    expect(t.conflicts).toEqual([
      expect.objectContaining({ remote: 'remote_vendor', with: 'shell', withPath: shellRoute }),
    ]);
    expect(t.conflicts[0]!.message).toMatch(/remote_vendor claims .* covers the shell route/);
    // The shell keeps its routes; the remote keeps its valid prefixes.
    expect(ownerOf(matchRoute(shellRoute, t))).toBe('shell');
    expect(ownerOf(matchRoute('/hybrid/vendor/x', t))).toBe('remote_vendor');
  });

  it('a rejected shell-claiming prefix does not take other remotes down with it', () => {
    const t = table(
      { name: 'remote_vendor', prefixes: [{ path: '/' }] },
      { name: 'remote_listings', prefixes: [{ path: '/listings' }] },
    );
    expect(t.conflicts).toHaveLength(1);
    expect(ownerOf(matchRoute('/listings', t))).toBe('remote_listings');
    // Paths only the rejected prefix covered show the fallback.
    expect(matchRoute('/nope', t).kind).toBe('rejected');
  });

  it('without remotes.json, the shell keeps its own routes and every other path is unavailable', () => {
    const t = unavailableRouteTable();
    expect(ownerOf(matchRoute('/hybrid/success', t))).toBe('shell');
    expect(matchRoute('/listings', t)).toEqual({ kind: 'unavailable', chrome: PUBLIC_CHROME });
  });
});
