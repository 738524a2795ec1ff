/**
 * A remote's generated route files (ADR 0028), from its route definitions (`defineRoute` in src/routes/index.ts),
 * evaluated in a Node child process (route-manifest-child.mjs) before each compilation:
 * - `routes.json`: `{ "version": 1, "name", "routes": [{ "id", "path", "chrome", "examples": [{ "id", "site", "path" }] }] }`,
 *   the route list that the gates (axe, CSP, first-load JS), the bench and `npm start` read from the dists;
 * - `prefixes.json`: `{ "prefixes": [...] }`, the path prefixes the deploy puts in the remote's remotes.json entry.
 * Nothing is committed: a definition that does not evaluate, or a route without a chunk, fails the build.
 */
const { execFile } = require('node:child_process');
const path = require('node:path');

const { boundRoutesOf } = require('./route-refs.cjs');

const CHILD = path.join(__dirname, 'route-manifest-child.mjs');

/**
 * The route manifest of the remote package at `dir` (`{ name, routes, prefixes }`).
 * @param {string} dir
 * @returns {Promise<{ name: string, routes: Array<{ id: string, path: string, chrome: object, examples: object[] }>, prefixes: object[] }>}
 */
function loadRouteManifest(dir) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CHILD, dir], { maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error)
        reject(
          new Error(
            `[hearth/routes] ${path.basename(dir)}: route definitions failed\n${stderr || error.message}`,
          ),
        );
      else resolve(JSON.parse(stdout));
    });
  });
}

/**
 * Every registry remote's route manifest, from its route definitions.
 * @param {string} root the repository root
 * @param {Array<{ name: string, dir: string }>} registry shared/registry/remotes.json
 */
function registryRouteManifests(root, registry) {
  return Promise.all(registry.map((remote) => loadRouteManifest(path.join(root, remote.dir))));
}

/**
 * The dev remotes.json (the shell's dev server answers `/remotes.json` with it): every registry remote on its dev
 * port, with the prefixes and the routes (by id, ADR 0029) generated from its route definitions, so no
 * hand-written copy can go stale.
 * @param {string} root the repository root
 * @param {Array<{ name: string, dir: string, port: number }>} registry shared/registry/remotes.json
 * @param {number} contract the contract major (@hearth/shared's major)
 * @param {Array<{ routes: object[], prefixes: object[] }>} [manifests] the remotes' manifests, if already loaded
 */
async function devRemotesManifest(root, registry, contract, manifests) {
  const loaded = manifests ?? (await registryRouteManifests(root, registry));
  const remotes = registry.map((remote, i) => ({
    name: remote.name,
    entry: `http://127.0.0.1:${remote.port}/mf-manifest.json`,
    contract,
    prefixes: loaded[i].prefixes,
    routes: boundRoutesOf(loaded[i].routes),
  }));
  return { remotes };
}

class RouteManifestPlugin {
  /** @param {{ dir: string }} options */
  constructor(options) {
    this.dir = options.dir;
    /** The manifest of the current compilation (read by RouteChunksPlugin). */
    this.manifest = null;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.beforeCompile.tapPromise('HearthRouteManifest', async () => {
      this.manifest = await loadRouteManifest(this.dir);
    });
    compiler.hooks.thisCompilation.tap('HearthRouteManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HearthRouteManifest', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { name, routes, prefixes } = this.manifest;
          const json = (value) => new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`);
          compilation.emitAsset('routes.json', json({ version: 1, name, routes }));
          compilation.emitAsset('prefixes.json', json({ prefixes }));
        },
      );
    });
  }
}

module.exports = { RouteManifestPlugin, loadRouteManifest, registryRouteManifests, devRemotesManifest };
