/**
 * Emits `route-chunks.json` beside a remote's mf-manifest.json (ADR 0013): for each page route, its path pattern and
 * the files of its lazily loaded page chunk; plus the files of the `./routes` module. The shell's entry reads it
 * together with the remote entry (early preload) and preloads the current page's chunk at once, instead of after
 * `./routes` has been downloaded and run. Also the files of each other exposed module (the home's widgets), by expose
 * name, with the GETs the module declares in a `<module>.early.json` beside it (`{ "gets": [...] }`:
 * shared/src/early/declared-gets.ts): the shell's entry preloads the widgets of the home template it is about to
 * show, and sends their first data requests.
 *
 * Routes are found in the source, not by running it: every `features/<domain>/routes.ts(x)` object literal with a
 * string or template `path` and a `lazy` function holding one `import('<page>')`. Output:
 * `{ "version": 1, "routes": { "js": [...], "css": [...] }, "pages": [{ "path": "/a/:id", "js": [...], "css": [...] }],
 * "exposes": { "./widget": { "js": [...], "css": [...], "gets": [...] } } }` (`gets` only when declared)
 */
const fs = require('node:fs');
const path = require('node:path');

const FILE_NAME = 'route-chunks.json';

/**
 * A route's `path` as a pattern: a string literal as written; a template literal with each `${…}` as a parameter
 * (`/a/${view.id}/:oid` → `/a/:param0/:oid`: every value it may take shares the page chunk); anything else: null.
 */
function pathPattern(ts, node) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  return node.templateSpans.reduce((out, span, i) => `${out}:param${i}${span.literal.text}`, node.head.text);
}

/** `{ path, request }` for each page route declared in a routes file (TypeScript AST). */
function pageRoutesOf(ts, file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      let routePath = null;
      let lazy = null;
      for (const prop of node.properties) {
        if (!ts.isPropertyAssignment(prop) && !ts.isMethodDeclaration(prop)) continue;
        const name = prop.name && ts.isIdentifier(prop.name) ? prop.name.text : null;
        if (name === 'path' && ts.isPropertyAssignment(prop)) routePath = pathPattern(ts, prop.initializer);
        if (name === 'lazy') lazy = prop;
      }
      if (routePath !== null && lazy) {
        const requests = [];
        const findImports = (n) => {
          if (
            ts.isCallExpression(n) &&
            n.expression.kind === ts.SyntaxKind.ImportKeyword &&
            n.arguments[0] &&
            ts.isStringLiteralLike(n.arguments[0])
          )
            requests.push(n.arguments[0].text);
          ts.forEachChild(n, findImports);
        };
        findImports(lazy);
        if (requests.length === 1) found.push({ path: routePath, request: requests[0] });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

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

class RouteChunksPlugin {
  /**
   * @param {{ ts: typeof import('typescript'), exposeRequest: string, exposes?: Record<string, string> }} options
   * `exposes`: the remote's other exposed modules (`{ './x': './src/…' }`), listed under `exposes`.
   */
  constructor(options) {
    this.ts = options.ts;
    this.exposeRequest = options.exposeRequest;
    this.exposes = Object.entries(options.exposes ?? {});
  }

  /** The GETs declared beside an exposed module (`x.tsx` → `x.early.json`), or none. */
  declaredGets(compilation, request) {
    const file = path
      .resolve(compilation.compiler.context, request)
      .replace(/\.[cm]?[jt]sx?$/, '.early.json');
    if (!fs.existsSync(file)) return undefined;
    compilation.fileDependencies.add(file);
    return JSON.parse(fs.readFileSync(file, 'utf8')).gets;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HearthRouteChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HearthRouteChunks', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const byFile = new Map();
          const pages = [];
          let routes = { js: [], css: [] };
          const exposes = {};
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              // The container entry's block for the exposed module (its request is the expose's import).
              if (origin.request === this.exposeRequest) routes = filesOf(group);
              for (const [expose, request] of this.exposes) {
                if (origin.request !== request) continue;
                const gets = this.declaredGets(compilation, request);
                exposes[expose] = { ...filesOf(group), ...(gets ? { gets } : {}) };
              }
              const resource = origin.module?.resource;
              if (!resource) continue;
              if (!/[\\/]features[\\/][^\\/]+[\\/]routes\.tsx?$/.test(resource)) continue;
              if (!byFile.has(resource)) byFile.set(resource, pageRoutesOf(this.ts, resource));
              for (const route of byFile.get(resource)) {
                if (route.request === origin.request) pages.push({ path: route.path, ...filesOf(group) });
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

module.exports = { RouteChunksPlugin, pageRoutesOf, ROUTE_CHUNKS_FILE: FILE_NAME };
