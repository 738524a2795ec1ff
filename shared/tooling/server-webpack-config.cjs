// The server containers (issue 29, ADR 0033): beside each browser container, a Node build of the same code.
//   - a remote's server container: its exposes as a federation container for Node (`dist/server/remoteEntry.js`,
//     `library: commonjs-module`), loaded by the shell's server over HTTP from the `serverEntry` remotes.json names;
//   - the shell's server: the federation host for Node (`dist/server/server.js`), which loads them at run time.
// Both: `target: 'async-node'`, async startup, the node runtime plugin of @module-federation/node (chunks and remote
// entries fetched over HTTP and evaluated), the same shared singletons as the browser (one React, one
// @hearth/shared per process), no CSS (the browser build's stylesheets are linked by the page), no minification.
// Modules are resolved with the `node` condition (webpack's for a Node target): `@hearth/shared`'s `#server-dom`
// is jsdom there, nothing in the browser builds (ADR 0039).
'use strict';

const path = require('node:path');

/** A stylesheet import on the server: nothing (the page links the browser build's CSS). */
const EMPTY_CSS_LOADER = path.join(__dirname, 'server-css-loader.cjs');

/** The files of jsdom (DOMPurify's DOM here, ADR 0039) that read a file of the package as they load: inlined. */
const JSDOM_FILE_READS =
  /[\\/]jsdom[\\/]lib[\\/]jsdom[\\/]living[\\/]css[\\/]helpers[\\/]computed-style\.js$/;
const FILE_READ_LOADER = path.join(__dirname, 'server-file-read-loader.cjs');

/**
 * jsdom as a share of the server containers (never of the browser's): every remote that renders server HTML
 * (`serverHtml: true` in its webpack config) bundles it, and the renderer loads one of them, whichever registered
 * first, instead of one per remote (about 80 MB each). Provided from @hearth/shared's own dependency (the remotes do
 * not list jsdom). A remote without the option that sanitises all the same keeps its own copy.
 */
function jsdomShare() {
  const version = require('../package.json').dependencies.jsdom;
  return {
    import: require.resolve('jsdom', { paths: [path.join(__dirname, '..')] }),
    shareKey: 'jsdom',
    version,
    requiredVersion: version,
    singleton: true,
    eager: false,
  };
}

/**
 * @param {object} o
 * @param {string} o.dir the package folder
 * @param {'shell'|'remote'} o.kind
 * @param {string} o.name the federation container name
 * @param {NodeRequire} o.req require from the calling package
 * @param {Record<string,string>} o.exposes remotes: every expose of the browser container
 * @param {Record<string, unknown>} o.shared the browser container's shared map
 * @param {Record<string, string>} o.defines the browser build's DefinePlugin values
 * @param {boolean} o.prod
 * @param {object} o.sourceRule the browser build's TypeScript rule
 * @param {boolean} [o.serverHtml] a remote that renders server HTML: jsdom shared (above)
 */
function serverWebpackConfig({
  dir,
  kind,
  name,
  req,
  exposes,
  shared,
  defines,
  prod,
  sourceRule,
  serverHtml,
}) {
  const webpack = req('webpack');
  const { ModuleFederationPlugin } = req('@module-federation/enhanced/webpack');
  const runtimePlugin = req.resolve('@module-federation/node/runtimePlugin');
  return {
    mode: prod ? 'production' : 'development',
    context: dir,
    target: 'async-node',
    // The real file locations (the server finds the browser build beside its own folder).
    node: { __dirname: false, __filename: false },
    // A remote's server build is only its container; the shell's is the server program.
    entry: kind === 'shell' ? { server: './src/server/main.ts' } : {},
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist', 'server'),
      // Chunks are resolved from the remote entry's own URL (the runtime plugin's fallback when this is empty).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${name}_server`,
      clean: true,
      ...(kind === 'remote' ? { library: { type: 'commonjs-module' } } : {}),
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        sourceRule,
        { test: /\.css$/, use: [EMPTY_CSS_LOADER] },
        { test: JSDOM_FILE_READS, use: [FILE_READ_LOADER] },
        // The same file names as the browser build, not emitted: the HTML points at the browser build's files.
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?|ttf|mp4|webm)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ ...defines, __HEARTH_SERVER__: 'true' }),
      // jsdom (DOMPurify's DOM here, `#server-dom` of @hearth/shared, ADR 0039) tries the optional native `canvas`
      // package and goes on without it: not bundled, its require fails and jsdom has no canvas.
      new webpack.IgnorePlugin({ resourceRegExp: /^canvas$/, contextRegExp: /[\\/]jsdom[\\/]/ }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        remotes: {},
        exposes: kind === 'remote' ? exposes : {},
        shared: serverHtml ? { ...shared, jsdom: jsdomShare() } : shared,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [runtimePlugin],
        manifest: false,
        dts: false,
        shareStrategy: 'version-first',
        experiments: { asyncStartup: true },
      }),
    ],
    optimization: {
      minimize: false,
      runtimeChunk: false,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverWebpackConfig };
