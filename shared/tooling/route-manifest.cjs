/**
 * A build's generated route files (ADR 0028), from its page definitions, evaluated in a Node child process
 * (route-manifest-child.mjs) before each compilation: a remote's `defineRoute`s (src/routes/index.ts), the shell's
 * `definePage`s (src/route-table/shell-pages.ts):
 * - `routes.json`: `{ "version": 1, "name", "routes": [{ "id", "path", "chrome", "examples": [{ "id", "site", "path" }] }] }`,
 *   the route list that the gates (axe, CSP, first-load JS), the bench and `npm start` read from the dists;
 * - `prefixes.json` (remotes only): `{ "prefixes": [...] }`, the path prefixes the deploy puts in the remote's
 *   remotes.json entry.
 * The child also reads a remote's widget contracts (`src/widgets/contracts.ts`, ADR 0030): `widgets`, by expose
 * name, which RouteChunksPlugin writes into route-chunks.json and the federation plugin into mf-manifest.json.
 * Nothing is committed: a definition that does not evaluate (an example that does not match its path...), or a
 * remote route without a chunk, fails the build.
 */
const { execFile } = require('node:child_process');
const path = require('node:path');

const { boundRoutesOf } = require('./route-refs.cjs');

const CHILD = path.join(__dirname, 'route-manifest-child.mjs');

/**
 * The route manifest of the package at `dir` (`{ name, routes, prefixes }`; no `prefixes` with `prefixes: false`).
 * @param {string} dir
 * @param {{ module?: string, prefixes?: boolean, production?: boolean }} [options] `module`: the definitions' file
 * (default src/routes/index.ts); `production`: a production build without overrides (`__HEARTH_PRODUCTION__`)
 * @returns {Promise<{ name: string, routes: Array<{ id: string, path: string, chrome: object, examples: object[] }>, prefixes?: object[], widgets: Record<string, object> }>}
 */
function loadRouteManifest(dir, options = {}) {
  const args = [CHILD, dir, ...(options.module ? [options.module] : [])];
  if (options.prefixes === false) args.push('--no-prefixes');
  if (options.production) args.push('--production');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
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
 * The federation plugin's `manifest.additionalData` hook: the widget contracts go into mf-manifest.json's
 * `metaData.hearth.widgets` (the manifest keeps the stats' `metaData` as it is).
 * @param {RouteManifestPlugin} plugin
 */
function widgetsIntoManifest(plugin) {
  return ({ stats }) => {
    stats.metaData = { ...stats.metaData, hearth: { widgets: plugin.manifest?.widgets ?? {} } };
    return stats;
  };
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
  /**
   * @param {{ dir: string, name?: string, module?: string, prefixes?: boolean, production?: boolean }} options
   * `name`: the routes.json name when the module exports none (the shell); the rest: loadRouteManifest's options
   */
  constructor(options) {
    const { dir, name, ...load } = options;
    this.dir = dir;
    this.name = name;
    this.load = load;
    /** The manifest of the current compilation (read by RouteChunksPlugin). */
    this.manifest = null;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.beforeCompile.tapPromise('HearthRouteManifest', async () => {
      this.manifest = await loadRouteManifest(this.dir, this.load);
    });
    compiler.hooks.thisCompilation.tap('HearthRouteManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HearthRouteManifest', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { name = this.name, routes, prefixes } = this.manifest;
          const json = (value) => new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`);
          compilation.emitAsset('routes.json', json({ version: 1, name, routes }));
          if (prefixes) compilation.emitAsset('prefixes.json', json({ prefixes }));
        },
      );
    });
  }
}

module.exports = {
  RouteManifestPlugin,
  loadRouteManifest,
  registryRouteManifests,
  devRemotesManifest,
  widgetsIntoManifest,
};
