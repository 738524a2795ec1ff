import { REMOTE_NAMES } from '@hearth/shared';
import {
  isPatternOwnedBy,
  matchShellRoute,
  REMOTE_PREFIXES,
  resolveOwner,
  resolveRemoteOwner,
} from './route-table';

describe('route ownership', () => {
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
    ['/buyer-guide', 'remote_content'],
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
    ['/hybrid/services/appointment/success', 'remote_coupons'],
    ['/hybrid/vendor/accounting/customer/5', 'remote_vendor'],
    ['/daily-report', 'remote_reports'],
    ['/community-markettrend', 'remote_reports'],
    ['/hybrid/marketing/trend', 'remote_reports'],
    ['/hybrid/marketing/watch', 'remote_reports'],
    ['/hybrid/share/community', 'remote_reports'],
  ])('%s is owned by %s', (path, owner) => {
    expect(resolveOwner(path)).toBe(owner);
  });

  it('matches whole segments only, ignoring case, trailing slash, query and hash', () => {
    expect(resolveOwner('/LISTINGS/')).toBe('remote_listings');
    expect(resolveOwner('/listingsfoo')).toBeNull();
    expect(resolveOwner('/about-agent?x=1#top')).toBe('remote_content');
    expect(resolveOwner('/aboutx')).toBeNull();
    expect(matchShellRoute('/Hybrid/Success/')).toBe('/hybrid/success');
  });

  it('lets a team add pages under its prefix (no shell change)', () => {
    expect(resolveOwner('/hybrid/vendor/brand-new/page')).toBe('remote_vendor');
    expect(resolveOwner('/blog/9/comments')).toBe('remote_content');
  });

  it('leaves unowned paths to the shell 404 (no remote)', () => {
    for (const path of ['/nope', '/hybrid', '/hybrid/share', '/hybrid/unknown/x', '/not', '/not/found/x']) {
      expect(resolveRemoteOwner(path)).toBeNull();
    }
    expect(resolveOwner('/nope')).toBeNull();
    expect(resolveRemoteOwner('/')).toBeNull();
  });

  it('gives every remote at least one prefix, with no prefix claimed twice', () => {
    const all = REMOTE_NAMES.flatMap((n) => REMOTE_PREFIXES[n]);
    expect(new Set(all).size).toBe(all.length);
    for (const name of REMOTE_NAMES) expect(REMOTE_PREFIXES[name].length).toBeGreaterThan(0);
  });

  it('decides whether a declared route pattern lies under the remote prefixes', () => {
    expect(isPatternOwnedBy('remote_listings', '/listing/:id')).toBe(true);
    expect(isPatternOwnedBy('remote_coupons', '/hybrid/coupon/*')).toBe(true);
    expect(isPatternOwnedBy('remote_listings', '/blogs')).toBe(false);
    expect(isPatternOwnedBy('remote_listings', '/:slug')).toBe(false);
    expect(isPatternOwnedBy('remote_listings', '/hybrid/:x')).toBe(false);
    expect(isPatternOwnedBy('remote_listings', '/')).toBe(false);
    expect(isPatternOwnedBy('remote_listings', 'listings')).toBe(false);
  });
});
