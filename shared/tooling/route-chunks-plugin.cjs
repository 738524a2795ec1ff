/**
 * Emits `route-chunks.json` beside a remote's mf-manifest.json (ADR 0013): for each page route, its id, path pattern
 * and the files of its lazily loaded page chunk; plus the files of the `./routes` module. The shell's entry reads it
 * together with the remote entry (early preload) and preloads the current page's chunk at once, instead of after
 * `./routes` has been downloaded and run. Also the files of each other exposed module (the home's widgets), by expose
 * name, with the widget's contract (the remote's `src/widgets/contracts.ts`, ADR 0030: `primary`,
 * `deferUntilVisible`, `reserve`), which the shell reads before it renders a widget's slot.
 *
 * Routes come from the remote's route definitions (route-manifest.cjs, ADR 0028); a route's page chunk is the chunk
 * group named `route.<id>` (its lazy import's `webpackChunkName`), or, for routes that share one page, the group
 * named after the longest leading part of the id (`route.vendor-accounting` for `vendor-accounting-customer`).
 * A route without a chunk group fails the build. Output:
 * `{ "version": 1, "routes": { "js": [...], "css": [...] }, "pages": [{ "id", "path": "/a/:id", "js": [...], "css": [...] }],
 * "exposes": { "./widget": { "js": [...], "css": [...], "primary": {...}, "deferUntilVisible": false } } }`
 * (the contract's fields when the remote declares one). A contract naming no exposed module fails the build.
 */

const FILE_NAME = 'route-chunks.json';

/** .js and .css files of a chunk group (without source maps). */
function filesOf(group) {
  const js = [];
  const css = [];
  for (const chunk of group.chunks)
    for (const file of chunk.files) {
      if (file.endsWith('.js') && !js.includes(file)) js.push(file);
      else if (file.endsWith('.css') && !css.includes(file)) css.push(file);
    }
  return { js, css };
}

/**
 * The chunk group of a route's page: `route.<id>`, else `route.<p>` for the longest `p` that the id starts with
 * followed by `-` (routes sharing one page); null when there is none.
 */
function pageGroupOf(namedChunkGroups, id) {
  for (let name = id; name; name = name.includes('-') ? name.slice(0, name.lastIndexOf('-')) : '') {
    const group = namedChunkGroups.get(`route.${name}`);
    if (group) return group;
  }
  return null;
}

class RouteChunksPlugin {
  /**
   * @param {{ exposeRequest: string, exposes?: Record<string, string>, routes: () => Array<{ id: string, path: string }>, widgets?: () => Record<string, object> }} options
   * `exposes`: the remote's other exposed modules (`{ './x': './src/…' }`), listed under `exposes`. `routes` and
   * `widgets`: the current compilation's route definitions and widget contracts (RouteManifestPlugin).
   */
  constructor(options) {
    this.routes = options.routes;
    this.widgets = options.widgets ?? (() => ({}));
    this.exposeRequest = options.exposeRequest;
    this.exposes = Object.entries(options.exposes ?? {});
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HearthRouteChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HearthRouteChunks', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { WebpackError } = compiler.webpack;
          const pages = [];
          for (const route of this.routes()) {
            const group = pageGroupOf(compilation.namedChunkGroups, route.id);
            if (group) pages.push({ id: route.id, path: route.path, ...filesOf(group) });
            else
              compilation.errors.push(
                new WebpackError(
                  `[hearth/routes] route ${route.id}: no page chunk named route.${route.id} (its lazy import needs /* webpackChunkName: "route.${route.id}" */)`,
                ),
              );
          }
          let routes = { js: [], css: [] };
          const exposes = {};
          const widgets = this.widgets();
          for (const widget of Object.keys(widgets))
            if (!this.exposes.some(([expose]) => expose === `./${widget}`))
              compilation.errors.push(
                new WebpackError(
                  `[hearth/widgets] contract for ${widget}: the remote exposes no ./${widget}`,
                ),
              );
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              // The container entry's block for the exposed module (its request is the expose's import).
              if (origin.request === this.exposeRequest) routes = filesOf(group);
              for (const [expose, request] of this.exposes) {
                if (origin.request !== request) continue;
                exposes[expose] = { ...filesOf(group), ...widgets[expose.slice(2)] };
              }
            }
          }
          pages.sort((a, b) => a.path.localeCompare(b.path));
          const sorted = Object.fromEntries(Object.entries(exposes).sort(([a], [b]) => a.localeCompare(b)));
          const json = JSON.stringify({ version: 1, routes, pages, exposes: sorted }, null, 2);
          compilation.emitAsset(FILE_NAME, new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { RouteChunksPlugin, pageGroupOf, ROUTE_CHUNKS_FILE: FILE_NAME };
