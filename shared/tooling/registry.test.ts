/**
 * @jest-environment node
 */
// The platform registry (shared/registry/remotes.json) against the copies that cannot read it: the workspace
// list, each remote's package name and `serve` port, its webpack config, its i18n namespace, and the dev deploy file
// shell/public/remotes.json (generated from the registry and the remotes' route definitions, never by hand).
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import registry from '../registry/remotes.json';
import sharedPkg from '../package.json';
import { RemotesManifestSchema, RoutePrefixSchema } from '../src/federation/remote-contract';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS build tooling
const { devRemotesManifest, registryRouteManifests } = require('./route-manifest.cjs') as {
  registryRouteManifests: (root: string, reg: typeof registry) => Promise<{ routes: object[] }[]>;
  devRemotesManifest: (
    root: string,
    reg: typeof registry,
    contract: number,
    manifests: { routes: object[] }[],
  ) => Promise<unknown>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS build tooling
const { routeRefsSource } = require('./route-refs.cjs') as {
  routeRefsSource: (remote: (typeof registry)[number], routes: object[]) => string;
};

const ROOT = path.resolve(__dirname, '../..');
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');

describe('remote registry copies', () => {
  it.each(registry.map((r) => [r.name, r] as const))(
    '%s: workspace, package, serve port',
    (_name, remote) => {
      expect(read('pnpm-workspace.yaml')).toContain(`  - ${remote.dir}\n`);
      const pkg = JSON.parse(read(`${remote.dir}/package.json`)) as {
        name: string;
        scripts: Record<string, string>;
      };
      expect(pkg.name).toBe(remote.package);
      expect(pkg.scripts.serve).toMatch(new RegExp(`--port ${remote.port}(\\s|$)`));
    },
  );

  it.each(registry.map((r) => [r.name, r] as const))(
    '%s: the webpack config takes its name and dev port from the registry',
    (_name, remote) => {
      const config = read(`${remote.dir}/webpack.config.cjs`);
      expect(config).toContain("kind: 'remote'");
      // No hand-kept copy: a name or port here would have to be kept equal by hand.
      expect(config).not.toMatch(/^\s*(name|port):/m);
    },
  );

  it.each(registry.map((r) => [r.name, r] as const))('%s: i18n namespace', (_name, remote) => {
    const dir = `${remote.dir}/src/i18n`;
    expect(fs.existsSync(path.join(ROOT, dir, 'translations.ts'))).toBe(true);
    // Declared in the remote's i18n folder (translations.ts, or a part of it such as card-translations.ts).
    const sources = fs
      .readdirSync(path.join(ROOT, dir))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => read(`${dir}/${f}`));
    expect(sources.join('\n')).toMatch(new RegExp(`_NS = '${remote.namespace}'`));
  });

  it('the dev remotes.json and the route refs are what `pnpm generate:dev-remotes` writes: the registry remotes on their dev ports, with the prefixes and routes their route definitions generate', async () => {
    const manifest = v.parse(RemotesManifestSchema, JSON.parse(read('shell/public/remotes.json')));
    expect(manifest.remotes.map((r) => r.name)).toEqual(registry.map((r) => r.name));
    for (const remote of registry) {
      const entry = manifest.remotes.find((r) => r.name === remote.name)!;
      expect(entry.entry).toBe(`http://127.0.0.1:${remote.port}/mf-manifest.json`);
      expect(v.parse(v.array(RoutePrefixSchema), entry.prefixes).length).toBeGreaterThan(0);
    }
    const contract = Number(sharedPkg.version.split('.', 1)[0]);
    const manifests = await registryRouteManifests(ROOT, registry);
    expect(manifest).toEqual(await devRemotesManifest(ROOT, registry, contract, manifests));
    // Each remote's src/routes/refs.ts (generated already formatted).
    for (const [i, remote] of registry.entries())
      expect(read(`${remote.dir}/src/routes/refs.ts`)).toBe(routeRefsSource(remote, manifests[i]!.routes));
  }, 60_000);
});
