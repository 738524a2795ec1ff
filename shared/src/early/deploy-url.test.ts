import { resolveConfigHosts, resolveDeployUrl, resolveManifestEntries } from './deploy-url';

const SITE = 'https://lily.example.ca';

describe('resolveDeployUrl', () => {
  it('resolves a root-relative path against the page origin', () => {
    expect(resolveDeployUrl('/api/cmis', SITE)).toBe('https://lily.example.ca/api/cmis');
    expect(resolveDeployUrl('/mf/remote_listings/mf-manifest.json', SITE)).toBe(
      'https://lily.example.ca/mf/remote_listings/mf-manifest.json',
    );
  });

  it('uses the current page origin by default', () => {
    expect(resolveDeployUrl('/api/files')).toBe(`${window.location.origin}/api/files`);
  });

  it('leaves absolute URLs, protocol-relative and other values for the schema to judge', () => {
    expect(resolveDeployUrl('https://api.example.ca/cmis', SITE)).toBe('https://api.example.ca/cmis');
    expect(resolveDeployUrl('//evil.example/x', SITE)).toBe('//evil.example/x');
    expect(resolveDeployUrl('/\\evil.example/x', SITE)).toBe('/\\evil.example/x');
    expect(resolveDeployUrl('api/cmis', SITE)).toBe('api/cmis');
    expect(resolveDeployUrl('javascript:alert(1)', SITE)).toBe('javascript:alert(1)');
    expect(resolveDeployUrl(42, SITE)).toBe(42);
    expect(resolveDeployUrl('/api', '')).toBe('/api');
  });
});

describe('resolving deploy files as received', () => {
  it('resolves every host, known or not, and keeps the rest of the config', () => {
    const raw = {
      productName: 'X',
      hosts: { cmis: '/api/cmis', files: 'https://f.example.ca', own: '/api/own' },
    };
    expect(resolveConfigHosts(raw, SITE)).toEqual({
      productName: 'X',
      hosts: { cmis: `${SITE}/api/cmis`, files: 'https://f.example.ca', own: `${SITE}/api/own` },
    });
    expect(raw.hosts.cmis).toBe('/api/cmis');
  });

  it('resolves each remote entry and keeps its other fields', () => {
    const raw = {
      remotes: [
        { name: 'remote_listings', entry: '/mf/remote_listings/mf-manifest.json', prefixes: [] },
        { name: 'remote_content', entry: 'https://c.example.ca/mf-manifest.json', prefixes: [] },
        'junk',
      ],
    };
    expect(resolveManifestEntries(raw, SITE)).toEqual({
      remotes: [
        { name: 'remote_listings', entry: `${SITE}/mf/remote_listings/mf-manifest.json`, prefixes: [] },
        { name: 'remote_content', entry: 'https://c.example.ca/mf-manifest.json', prefixes: [] },
        'junk',
      ],
    });
  });

  it('leaves unreadable files as they are', () => {
    expect(resolveConfigHosts(null, SITE)).toBeNull();
    expect(resolveConfigHosts({ hosts: [] }, SITE)).toEqual({ hosts: [] });
    expect(resolveManifestEntries({ remotes: 'x' }, SITE)).toEqual({ remotes: 'x' });
  });
});
