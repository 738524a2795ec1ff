const path = require('node:path');

// The shell's starter (ADR 0041 addendum): `src/app-start.ts`, built beside the shell as a plain script of its own
// (no federation runtime, nothing shared), `dist/app-start.[contenthash].js`. A server-rendered page that reads
// without its app code loads only this; it asks for the shell's entry once the page is painted and loaded.

/** The file name the shell's main build keeps when it cleans dist/ (the two builds share the folder). */
const APP_START_FILE = /^app-start\.[0-9a-f]{8}\.js$/;

/**
 * @param {{ dir: string, mode: string, prod: boolean, sourceRule: object, TerserPlugin: any }} opts
 * @returns {import('webpack').Configuration}
 */
function appStartConfig({ dir, mode, prod, sourceRule, TerserPlugin }) {
  return {
    name: 'app-start',
    mode,
    context: dir,
    target: 'web',
    entry: { 'app-start': './src/app-start.ts' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      filename: prod ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: '/',
      // Only its own earlier builds: the shell's files in the folder are the main build's.
      clean: { keep: (file) => !APP_START_FILE.test(file) },
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [sourceRule] },
    optimization: {
      minimize: prod,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: false,
      runtimeChunk: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { appStartConfig, APP_START_FILE };
