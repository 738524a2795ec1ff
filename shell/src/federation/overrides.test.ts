import { isOverrideHost } from './override-hosts';
import {
  acceptOverrideUrl,
  applyOverrides,
  OVERRIDE_STORAGE_KEY,
  parseOverrideParams,
  resolveOverrides,
  withoutOverrideParams,
} from './overrides';

const BASE = [
  {
    name: 'remote_listings' as const,
    entry: 'http://127.0.0.1:3001/mf-manifest.json',
    contract: 1,
    prefixes: [{ path: '/listings' }],
  },
  {
    name: 'remote_content' as const,
    entry: 'http://127.0.0.1:3002/mf-manifest.json',
    contract: 1,
    prefixes: [{ path: '/blogs' }],
  },
];

describe('remote overrides', () => {
  beforeEach(() => localStorage.clear());

  it('accepts only absolute http(s) URLs', () => {
    expect(acceptOverrideUrl('http://127.0.0.1:3102/mf-manifest.json')).toBe(
      'http://127.0.0.1:3102/mf-manifest.json',
    );
    expect(acceptOverrideUrl('https://cdn.example/x/remoteEntry.js')).toBe(
      'https://cdn.example/x/remoteEntry.js',
    );
    expect(acceptOverrideUrl('javascript:alert(1)')).toBeNull();
    expect(acceptOverrideUrl('data:text/javascript,alert(1)')).toBeNull();
    expect(acceptOverrideUrl('/relative/remoteEntry.js')).toBeNull();
    expect(acceptOverrideUrl('file:///etc/passwd')).toBeNull();
  });

  it('parses remote.<name>= parameters, rejecting unknown remotes and bad URLs', () => {
    const { set, remove, rejected } = parseOverrideParams(
      '?remote.remote_content=http://127.0.0.1:3102/mf-manifest.json&remote.remote_nope=http://x/y&remote.remote_vendor=javascript:1&remote.remote_listings=&q=1',
    );
    expect(set).toEqual({ remote_content: 'http://127.0.0.1:3102/mf-manifest.json' });
    expect(remove).toEqual(['remote_listings']);
    expect(rejected).toHaveLength(2);
  });

  it('remembers overrides in localStorage and applies them on later loads without the query', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = resolveOverrides({
      search: '?remote.remote_content=http://127.0.0.1:3102/mf-manifest.json',
      storage: localStorage,
      production: false,
      hostname: 'lily.localhost',
    });
    expect(first).toEqual({ remote_content: 'http://127.0.0.1:3102/mf-manifest.json' });
    const later = resolveOverrides({
      search: '',
      storage: localStorage,
      production: false,
      hostname: 'lily.localhost',
    });
    expect(later).toEqual(first);
    const removed = resolveOverrides({
      search: '?remote.remote_content=',
      storage: localStorage,
      production: false,
      hostname: 'lily.localhost',
    });
    expect(removed).toEqual({});
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('ignores stored values that are not http(s) (tampered storage)', () => {
    localStorage.setItem(
      OVERRIDE_STORAGE_KEY,
      JSON.stringify({
        remote_content: 'javascript:alert(1)',
        remote_listings: 'http://ok.test/mf-manifest.json',
        bogus: 'http://x',
      }),
    );
    expect(
      resolveOverrides({ search: '', storage: localStorage, production: false, hostname: 'lily.localhost' }),
    ).toEqual({
      remote_listings: 'http://ok.test/mf-manifest.json',
    });
  });

  it('ignores overrides entirely in production builds (query and storage), without touching storage', () => {
    localStorage.setItem(
      OVERRIDE_STORAGE_KEY,
      JSON.stringify({ remote_listings: 'http://evil.test/mf-manifest.json' }),
    );
    const result = resolveOverrides({
      search: '?remote.remote_content=http://evil.test/mf-manifest.json',
      storage: localStorage,
      production: true,
      hostname: 'lily.localhost',
    });
    expect(result).toEqual({});
    expect(JSON.parse(localStorage.getItem(OVERRIDE_STORAGE_KEY)!)).toEqual({
      remote_listings: 'http://evil.test/mf-manifest.json',
    });
  });

  it('accepts overrides on loopback and *.localhost hosts only', () => {
    for (const host of ['localhost', 'lily.localhost', 'www.localhost.', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isOverrideHost(host)).toBe(true);
    for (const host of [
      'hearth.example.com',
      'localhost.example.com',
      'evil-localhost',
      '10.0.0.1',
      '[::2]',
      '',
    ])
      expect(isOverrideHost(host)).toBe(false);
  });

  it('on any other host (a dev build deployed by mistake): no override, and a planted one is forgotten', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      OVERRIDE_STORAGE_KEY,
      JSON.stringify({ remote_listings: 'https://evil.test/mf-manifest.json' }),
    );
    const search = '?remote.remote_content=https://evil.test/mf-manifest.json';
    expect(
      resolveOverrides({ search, storage: localStorage, production: false, hostname: 'hearth.example.com' }),
    ).toEqual({});
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('loopback and *.localhost hosts only'));
  });

  it('applies overrides onto remotes.json entries and flags them', () => {
    const eff = applyOverrides(
      BASE,
      {
        remote_content: 'http://127.0.0.1:3102/mf-manifest.json',
        remote_vendor: 'http://127.0.0.1:3104/mf-manifest.json',
      },
      1,
    );
    expect(eff.find((r) => r.name === 'remote_listings')).toMatchObject({
      entry: BASE[0]!.entry,
      overridden: false,
    });
    // An override changes where a remote comes from, not the paths it owns.
    expect(eff.find((r) => r.name === 'remote_content')).toMatchObject({
      entry: 'http://127.0.0.1:3102/mf-manifest.json',
      prefixes: [{ path: '/blogs' }],
      overridden: true,
    });
    // Not in remotes.json: no prefixes, it owns no path.
    expect(eff.find((r) => r.name === 'remote_vendor')).toMatchObject({
      contract: 1,
      prefixes: [],
      overridden: true,
    });
  });

  it('removes only remote.* parameters when clearing', () => {
    expect(
      withoutOverrideParams('http://localhost:3000/blogs?remote.remote_content=http%3A%2F%2Fx&ltype=0#a'),
    ).toBe('http://localhost:3000/blogs?ltype=0#a');
  });
});
