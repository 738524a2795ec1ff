/* global describe, it, expect, afterEach */
// `pnpm build:production`: the environment it builds with and the check of what it built.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkProductionDists, deployedDists, productionEnv } from './build-production.mjs';

describe('build:production', () => {
  let dir;
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  it('builds without the test switches', () => {
    const env = productionEnv({
      PATH: '/bin',
      HEARTH_ALLOW_OVERRIDES: '1',
      HEARTH_HARNESS: '1',
      HEARTH_BUILD_ID: 'r42',
    });
    expect(env).toEqual({ PATH: '/bin', HEARTH_BUILD_ID: 'r42' });
  });

  it('checks the shell and every registered remote', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-build-production-'));
    const registry = [{ name: 'remote_listings', dir: 'remote-listings' }];
    const write = (rel, value) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), JSON.stringify(value));
    };
    write('shared/registry/remotes.json', registry);
    expect(deployedDists(dir).map(([label]) => label)).toEqual(['shell', 'remote_listings']);
    const production = { production: true, overrides: false, harness: false };
    write('shell/dist/build-info.json', { ...production, production: false, overrides: true });
    write('remote-listings/dist/build-info.json', production);
    // `npm start` / `npm test` built the shell last: not shippable.
    expect(() => checkProductionDists(dir)).toThrow(/shell: .* is not a production build/);
    write('shell/dist/build-info.json', production);
    expect(() => checkProductionDists(dir)).not.toThrow();
    write('shell/dist/remotes.json.gz', 'stale');
    expect(() => checkProductionDists(dir)).toThrow(/precompressed copies/);
  });
});
