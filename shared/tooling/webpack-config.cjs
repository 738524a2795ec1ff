// Webpack config factory for the shell and the five remotes (`@hearth/shared/tooling/webpack`).
//
//   module.exports = createWebpackConfig({ dir: __dirname, kind: 'remote' });   // name and port: the registry
//   module.exports = createWebpackConfig({ dir: __dirname, kind: 'shell', name: 'shell', port: 3000 });
//
// Build tools are resolved from the CALLING package (each package lists webpack & loaders as its own
// devDependencies; @hearth/shared does not), so this file only uses node built-ins at the top level.
'use strict';

const { appStartConfig, APP_START_FILE } = require('./app-start-config.cjs');
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { StartupPreloadPlugin, startupFiles } = require('./startup-preload-plugin.cjs');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin.cjs');
const { RouteChunksPlugin } = require('./route-chunks-plugin.cjs');
const { RouteManifestPlugin, widgetsIntoManifest } = require('./route-manifest.cjs');
const { CompileHintsPlugin, namedChunkFiles, chunkGroupJsFiles } = require('./compile-hints-plugin.cjs');
const { BuildInfoPlugin, buildInfo } = require('./build-info-plugin.cjs');
const { serverWebpackConfig } = require('./server-webpack-config.cjs');

const sharedPkg = require('../package.json');

/**
 * The platform registry: each remote's container name, package folder, package name, dev port and i18n namespace.
 * Also read by lint (eslint.config.mjs), jest (jest.config.cjs), e2e (e2e/platform/ports.mjs) and typed as
 * REMOTE_NAMES in shared/src/federation/remote-contract.ts.
 */
const REMOTE_REGISTRY = require('../registry/remotes.json');

/** The registry entry of the remote whose package folder is `dir`. */
function registeredRemote(dir) {
  const folder = path.basename(dir);
  const remote = REMOTE_REGISTRY.find((r) => r.dir === folder);
  if (!remote)
    throw new Error(
      `[hearth/webpack] ${folder} is not in shared/registry/remotes.json (the remote registry)`,
    );
  return remote;
}

/** Libraries every container shares as singletons (one React, one router, one store/i18n/bus instance). */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'i18next',
  // The data layer (ADR 0008): one QueryClient context, so every remote's queries use the shell's cache.
  '@tanstack/react-query',
];

/**
 * Curated facades (ADR 0012): libraries shared through a workspace module that re-exports only what the code uses.
 * A shared module is bundled whole (its exports cannot be tree-shaken, any container may call any of them), so
 * sharing react-router itself ships all of it, server code included. Instead, the facade is provided under the
 * library's share key and version, and every import of the facade's request consumes it from the share scope:
 * one router / one react-i18next per page, tree-shaken to the facade's exports. The facade's own import of the
 * library is NOT shared (the library is not in SINGLETONS), so it is bundled into the facade's chunk and
 * tree-shaken there. Lint forbids importing the libraries anywhere but in the facades.
 *   request (what the code imports) -> { shareKey, pkg: the package whose version the facade provides }
 */
const FACADES = {
  '@hearth/shared/router': { shareKey: 'react-router', pkg: 'react-router-dom' },
  '@hearth/shared/react-i18next': { shareKey: 'react-i18next', pkg: 'react-i18next' },
};

/** Libraries only a facade may import (shared through it, never directly). */
const FACADE_LIBS = ['react-router', 'react-router-dom', 'react-i18next'];

/**
 * Heavy libraries that must NEVER be shared or eager: they stay in the async chunks of the routes that import
 * them (a shared module becomes a separate share-scope entry that every host negotiates at startup).
 */
const HEAVY_LIBS = ['leaflet', 'react-leaflet', 'html2canvas'];

/**
 * Files a build emits but never precompresses: the deploy files (copied from `public/`, replaced or edited at deploy
 * time) and build-info.json. Matched against the asset name (`runtime-config.json`, `assets/x.svg`).
 */
const UNCOMPRESSED_FILES = /^(?:runtime-config|remotes|build-info)\.json$/;

/** The remote's exposed module: the routes it contributes (see shared/src/federation/remote-contract.ts). */
const REMOTE_EXPOSES = { './routes': './src/routes/index.ts' };

/** The shell's page definitions (`definePage`): the build lists their examples in the shell's routes.json. */
const SHELL_PAGES_MODULE = './src/route-table/shell-pages.ts';

/**
 * TypeScript and TSX through swc (the browser's and the server's builds alike).
 * @param {NodeRequire} req require from the calling package
 * @param {boolean} prod
 */
function sourceRule(req, prod) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: req.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
        },
      },
    },
  };
}

/** Major-range of a pinned/caret version ("19.3.1" -> "^19.3.1"). */
function caret(version) {
  return /^\d/.test(version) ? `^${version}` : version;
}

/**
 * The `shared` map for ModuleFederationPlugin.
 * @param {Record<string,string>} deps the calling package's dependencies
 */
function sharedConfig(deps) {
  const versionOf = (name) => {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    return deps[pkgName] ?? sharedPkg.dependencies?.[pkgName] ?? sharedPkg.devDependencies?.[pkgName];
  };
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(name);
    shared[name] = { singleton: true, requiredVersion: version ? caret(version) : false, eager: false };
  }
  for (const [request, { shareKey, pkg }] of Object.entries(FACADES)) {
    const version = versionOf(pkg);
    if (!version) throw new Error(`[hearth/webpack] no version of ${pkg} for the ${request} facade`);
    shared[request] = {
      import: request,
      shareKey,
      singleton: true,
      // The facade has no version of its own (it is part of @hearth/shared): it provides the library's.
      version: version.replace(/^[^\d]*/, ''),
      requiredVersion: caret(version),
      eager: false,
    };
  }
  for (const lib of FACADE_LIBS) {
    if (shared[lib])
      throw new Error(`[hearth/webpack] ${lib} is shared through its facade (ADR 0012), not directly`);
  }
  // The workspace package itself: one module instance (stores, bus, i18n, SHARED_INSTANCE_ID) for all.
  shared['@hearth/shared'] = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: caret(sharedPkg.version),
    eager: false,
  };
  for (const heavy of HEAVY_LIBS) {
    if (shared[heavy]) throw new Error(`[hearth/webpack] ${heavy} must not be shared`);
  }
  return shared;
}

/**
 * The standalone harness page of a remote (no template of its own): `<base href="/">` so deep links load the
 * scripts from the root, and the harness's runtime config preloaded.
 */
function harnessHtml(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <base href="/" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** Copies `public/*` (except the HTML template) into the output, so dist/ is self-contained. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HearthCopyPublic', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HearthCopyPublic', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          const walk = (rel) => {
            for (const entry of fs.readdirSync(path.join(this.dir, rel), { withFileTypes: true })) {
              const file = path.posix.join(rel, entry.name);
              if (entry.isDirectory()) walk(file);
              else if (file !== 'index.html') {
                const abs = path.join(this.dir, file);
                compilation.fileDependencies.add(abs);
                compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(abs)));
              }
            }
          };
          walk('');
        },
      );
    });
  }
}

/**
 * The federation runtime, once per page (ADR 0013). Every container: a browser-only runtime (`target: 'web'` drops
 * the Node script loading). The shell provides its runtime core as a global before any remote loads; remotes
 * served to it take that one (`externalRuntime`) instead of bundling a ~28 KB copy into remoteEntry.js, and drop
 * what only a host uses: loading remotes and the manifest snapshot (remotes never consume other remotes). The
 * harness variant of a remote is its own host, so it keeps a full runtime.
 *
 * The shell does not use `experiments.provideExternalRuntime`: it injects the CommonJS build of the plugin, which
 * pulls a second, CommonJS copy of the runtime core and SDK into main.js (+22 KB gz). The plugin's ES build, added
 * as a runtime plugin, shares the one ES runtime core the bundler runtime already uses.
 * @param {'shell'|'remote'} kind
 * @param {boolean} harness
 * @param {NodeRequire} req
 */
function federationRuntimeOptions(kind, harness, req) {
  if (kind === 'shell') {
    // Resolved as the enhanced plugin resolves it (its own dependency), then its ES build beside it.
    const enhancedMain = req.resolve('@module-federation/enhanced/webpack');
    const injectCjs = createRequire(enhancedMain).resolve(
      '@module-federation/inject-external-runtime-core-plugin',
    );
    const injectEsm = path.join(path.dirname(injectCjs), 'index.js');
    if (!fs.existsSync(injectEsm))
      throw new Error(`[hearth/webpack] no ES build of the runtime inject plugin: ${injectEsm}`);
    return { runtimePlugins: [injectEsm], experiments: { optimization: { target: 'web' } } };
  }
  if (harness) return { experiments: { optimization: { target: 'web' } } };
  return {
    experiments: {
      externalRuntime: true,
      optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
    },
  };
}

/**
 * @param {object} opts
 * @param {string} opts.dir package folder (pass __dirname)
 * @param {'shell'|'remote'} opts.kind
 * @param {string} [opts.name] federation container name (`shell`); remotes: from the registry by folder
 * @param {number} [opts.port] dev-server port; remotes: from the registry by folder
 * @param {string} [opts.title] HTML title
 * @param {Record<string, string>} [opts.exposes] remotes: extra exposed modules beside `./routes` (`{ './x': './src/…' }`)
 * @param {boolean} [opts.serverHtml] remotes: renders server HTML (`@hearth/shared/html`): its server build shares
 *   jsdom, DOMPurify's DOM there, with the other such containers (ADR 0039)
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createWebpackConfig(opts) {
  const { dir, kind } = opts;
  const remote = kind === 'remote' ? registeredRemote(dir) : null;
  const name = remote?.name ?? opts.name;
  const port = remote?.port ?? opts.port;
  if (remote && ((opts.name && opts.name !== remote.name) || (opts.port && opts.port !== remote.port)))
    throw new Error(`[hearth/webpack] ${remote.dir}: name/port differ from shared/registry/remotes.json`);
  if (!name || !port) throw new Error('[hearth/webpack] the shell needs opts.name and opts.port');
  const req = createRequire(path.join(dir, 'package.json'));
  const webpack = req('webpack');
  const HtmlWebpackPlugin = req('html-webpack-plugin');
  const MiniCssExtractPlugin = req('mini-css-extract-plugin');
  const CompressionPlugin = req('compression-webpack-plugin');
  const TerserPlugin = req('terser-webpack-plugin');
  const { ModuleFederationPlugin } = req('@module-federation/enhanced/webpack');
  const pkg = req('./package.json');

  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const prod = mode === 'production';
    const allowOverrides = process.env.HEARTH_ALLOW_OVERRIDES === '1';
    const buildId = process.env.HEARTH_BUILD_ID || 'main';
    // A remote's own page (the harness) has no shell to provide the federation runtime: dev-server builds, and
    // production builds with HEARTH_HARNESS=1, bundle it; the builds the shell loads take the shell's.
    const harness = kind === 'remote' && (!prod || process.env.HEARTH_HARNESS === '1');
    const info = buildInfo({ kind, name, prod, allowOverrides, harness, buildId });
    // The pages, from their definitions (ADR 0028): routes.json; a remote's prefixes.json and chunk map too.
    const production = prod && !allowOverrides;
    const routeManifest = remote
      ? new RouteManifestPlugin({ dir, production })
      : new RouteManifestPlugin({ dir, name, module: SHELL_PAGES_MODULE, prefixes: false, production });
    const publicDir = path.join(dir, 'public');
    const template = path.join(publicDir, 'index.html');
    const defines = {
      __HEARTH_PRODUCTION__: JSON.stringify(production),
      __HEARTH_BUILD_ID__: JSON.stringify(buildId),
      // The @hearth/shared version a remote declares it was built against (defineRemote). Defaults to the
      // workspace's; HEARTH_SHARED_BUILT_AGAINST simulates a remote built from a newer singleton (e2e).
      __HEARTH_SHARED_BUILT_AGAINST__: JSON.stringify(
        process.env.HEARTH_SHARED_BUILT_AGAINST || sharedPkg.version,
      ),
    };
    // `--env server`: the Node build beside this one (server rendering, ADR 0033).
    if (_env?.server)
      return serverWebpackConfig({
        dir,
        kind,
        name,
        req,
        exposes: { ...REMOTE_EXPOSES, ...(opts.exposes ?? {}) },
        shared: sharedConfig(pkg.dependencies ?? {}),
        serverHtml: kind === 'remote' && opts.serverHtml === true,
        defines,
        prod,
        sourceRule: sourceRule(req, prod),
      });

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes are loaded from another origin: resolve chunk URLs from the remoteEntry's own URL.
        publicPath: kind === 'remote' ? 'auto' : '/',
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // The shell's starter is built beside it, into the same folder (app-start-config.cjs).
        clean: kind === 'shell' ? { keep: APP_START_FILE } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          sourceRule(req, prod),
          {
            test: /\.css$/,
            use: [
              prod ? MiniCssExtractPlugin.loader : req.resolve('style-loader'),
              req.resolve('css-loader'),
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?|ttf|mp4|webm)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({ ...defines, __HEARTH_SERVER__: 'false' }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          // The shell bakes in no remote location: remotes are registered at run time from remotes.json.
          remotes: {},
          // Every remote exposes `./routes`; a remote may add its own (e.g. home widgets: `opts.exposes`).
          exposes: kind === 'remote' ? { ...REMOTE_EXPOSES, ...(opts.exposes ?? {}) } : {},
          shared: sharedConfig(pkg.dependencies ?? {}),
          // A remote's widget contracts ride in its manifest too (metaData.hearth.widgets; ADR 0030).
          manifest: routeManifest ? { additionalData: widgetsIntoManifest(routeManifest) } : true,
          dts: false,
          // Remotes never consume other remotes; the host is the shell.
          shareStrategy: 'version-first',
          ...federationRuntimeOptions(kind, harness, req),
        }),
        // The shell's page; a remote's standalone harness page only in its harness variant (a remote built for the
        // shell takes the shell's federation runtime, so it cannot run as its own page).
        ...(kind === 'shell' || harness
          ? [
              new HtmlWebpackPlugin({
                ...(fs.existsSync(template)
                  ? { template }
                  : { templateContent: harnessHtml(opts.title ?? name) }),
                // The remote entry is loaded by hosts, not by this page.
                excludeChunks: [name],
                scriptLoading: 'defer',
                inject: 'head',
              }),
            ]
          : []),
        ...(kind === 'shell' && prod
          ? [
              new StartupPreloadPlugin({ HtmlWebpackPlugin }),
              // The shell's lazy pages and the home's templates, named in index.html (no reader in the app since
              // ADR 0037; e2e first-screen.spec.ts finds a template's file there).
              new ChunkGroupsPlugin({ HtmlWebpackPlugin, pattern: /^(?:page|home|chrome)-/ }),
            ]
          : []),
        routeManifest,
        ...(remote
          ? [
              new RouteChunksPlugin({
                exposeRequest: REMOTE_EXPOSES['./routes'],
                exposes: opts.exposes ?? {},
                routes: () => routeManifest.manifest.routes,
                widgets: () => routeManifest.manifest.widgets,
              }),
            ]
          : []),
        new CopyPublicPlugin(publicDir),
        // What kind of build this dist is (production, overrides, harness): the servers refuse to serve a
        // production deploy from any other (deploy/nginx/build-check.mjs).
        new BuildInfoPlugin(info),
        ...(prod
          ? [
              // What a page runs as soon as it arrives is compiled off the main thread (ADR 0018).
              new CompileHintsPlugin({
                webpack,
                files: (compilation) =>
                  kind === 'shell'
                    ? [
                        ...namedChunkFiles(compilation, ['main']),
                        ...startupFiles(compilation, './bootstrap'),
                        ...chunkGroupJsFiles(compilation, /^(?:page|home)-/),
                      ]
                    : [
                        ...namedChunkFiles(compilation, [name]),
                        ...chunkGroupJsFiles(compilation, /^__federation_expose_/),
                      ],
              }),
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              // Precompressed copies (.br, .gz) next to every text asset: the static servers send them with
              // Content-Encoding, so first-load bytes on the wire are the compressed ones (see ADR 0005). Never of
              // the deploy files and build-info.json: a deploy edits those in place, and a stale copy beside the
              // edit would be what compressing browsers get (ADR 0020).
              ...['gzip', 'brotliCompress'].map(
                (algorithm) =>
                  new CompressionPlugin({
                    algorithm,
                    filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
                    test: /\.(js|css|html|svg|json)$/,
                    exclude: UNCOMPRESSED_FILES,
                    threshold: 1024,
                    minRatio: 0.9,
                  }),
              ),
            ]
          : []),
      ],
      optimization: {
        minimize: prod,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            parallel: true,
            extractComments: false,
            terserOptions: { compress: { passes: 1 }, mangle: true },
          }),
        ],
        // One runtime per container: module federation cannot share a runtime chunk with the entry.
        runtimeChunk: false,
        // The shell's copy of the singleton `@hearth/shared` (every page's) is past webpack's 50 KB default, which
        // splits its chunk group regardless of request limits: a 0.6 KB gzip chunk of four modules, one request more
        // on every page (ADR 0047). Every container's other splits are unchanged by this.
        ...(kind === 'shell' ? { splitChunks: { enforceSizeThreshold: 100_000 } } : {}),
        moduleIds: prod ? 'deterministic' : 'named',
        chunkIds: prod ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(publicDir) ? { directory: publicDir, publicPath: '/', watch: true } : false,
        client: { overlay: { errors: true, warnings: false } },
      },
    };
    if (kind !== 'shell') return config;
    return [config, appStartConfig({ dir, mode, prod, sourceRule: sourceRule(req, prod), TerserPlugin })];
  };
}

module.exports = {
  createWebpackConfig,
  sharedConfig,
  REMOTE_REGISTRY,
  SINGLETONS,
  FACADES,
  FACADE_LIBS,
  HEAVY_LIBS,
  REMOTE_EXPOSES,
  UNCOMPRESSED_FILES,
};
