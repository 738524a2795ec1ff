/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readDeployFiles } from './deploy-files';

const GATEWAY = 'http://127.0.0.1:3000';
const CONFIG = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'runtime-config.json'), 'utf8'),
) as Record<string, unknown>;

function remote(name: string, serverEntry?: string) {
  return {
    name,
    entry: `/mf/${name}/mf-manifest.json`,
    ...(serverEntry ? { serverEntry } : {}),
    contract: 4,
    prefixes: [{ path: `/${name}-only` }],
  };
}

function deployDir(
  remotes: unknown[],
  config: unknown = { ...CONFIG, hosts: { ...(CONFIG.hosts as object), cmis: '/api/cmis' } },
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-deploy-'));
  fs.writeFileSync(path.join(dir, 'runtime-config.json'), JSON.stringify(config));
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ remotes }));
  return dir;
}

describe("the server's deploy files", () => {
  it('loads server entries from allowed origins only, root-relative ones from the gateway', () => {
    const dir = deployDir([
      remote('remote_listings', '/mf/remote_listings/server/remoteEntry.js'),
      remote('remote_content', 'https://cdn.example/content/server/remoteEntry.js'),
      remote('remote_coupons', 'https://evil.example/server/remoteEntry.js'),
      remote('remote_vendor'),
    ]);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const files = readDeployFiles(dir, GATEWAY, [GATEWAY, 'https://cdn.example']);
    expect(Object.fromEntries(files.serverEntries)).toEqual({
      remote_listings: 'http://127.0.0.1:3000/mf/remote_listings/server/remoteEntry.js',
      remote_content: 'https://cdn.example/content/server/remoteEntry.js',
    });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/remote_coupons: .* not on an allowed origin/));
    expect(files.remotes.map((r) => r.name)).toEqual([
      'remote_listings',
      'remote_content',
      'remote_coupons',
      'remote_vendor',
    ]);
    error.mockRestore();
  });

  it("resolves root-relative hosts against the page's origin, as the browser does", () => {
    const files = readDeployFiles(deployDir([]), GATEWAY, [GATEWAY]);
    expect(files.configFor('http://lily.localhost:3000').hosts.cmis).toBe(
      'http://lily.localhost:3000/api/cmis',
    );
  });

  it('reads the files again when one changes (hot swap), not on every request', () => {
    const dir = deployDir([remote('remote_listings', '/a/remoteEntry.js')]);
    const first = readDeployFiles(dir, GATEWAY, [GATEWAY]);
    expect(readDeployFiles(dir, GATEWAY, [GATEWAY])).toBe(first);
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ remotes: [remote('remote_listings', '/b/server/remoteEntry.js')] }),
    );
    fs.utimesSync(path.join(dir, 'remotes.json'), later, later);
    const second = readDeployFiles(dir, GATEWAY, [GATEWAY]);
    expect(second).not.toBe(first);
    expect(second.serverEntries.get('remote_listings')).toBe('http://127.0.0.1:3000/b/server/remoteEntry.js');
  });

  it('throws while a file is invalid (the page is then rendered in the browser)', () => {
    expect(() => readDeployFiles(deployDir([{ name: 'nobody' }]), GATEWAY, [GATEWAY])).toThrow();
  });
});
