// `pnpm bench`'s monolith (ADR 0013): the shell's own webpack config with module federation taken out, every
// remote's `./routes` imported from source (ordinary code splitting: one chunk per remote's routes module and per
// page, as in the federated build) and the federation host swapped for federation-host.ts here. The shell's
// source is not changed. Built by bench.mjs into e2e/.runtime/monolith-dist and served like the shell.
const path = require('node:path');
const { createRequire } = require('node:module');

const ROOT = path.resolve(__dirname, '../../..');
const SHELL = path.join(ROOT, 'shell');
const shellRequire = createRequire(path.join(SHELL, 'package.json'));
const webpack = shellRequire('webpack');
const shellConfig = require(path.join(SHELL, 'webpack.config.cjs'));

/** Output folder of the monolith build. */
const MONOLITH_DIST = path.join(ROOT, 'e2e', '.runtime', 'monolith-dist'); // as webpack.config.cjs

const swap = (folder, file, replacement) =>
  new webpack.NormalModuleReplacementPlugin(
    new RegExp(`shell[\\\\/]src[\\\\/]${folder}[\\\\/]${file}\\.ts$`),
    path.join(__dirname, `${replacement}.ts`),
  );

module.exports = (env, argv) => {
  const config = shellConfig(env, { ...argv, mode: 'production' });
  config.output = { ...config.output, path: MONOLITH_DIST };
  config.plugins = config.plugins.filter((p) => p?.constructor?.name !== 'ModuleFederationPlugin');
  config.plugins.push(swap('federation', 'federation-host', 'federation-host'));
  return config;
};
module.exports.MONOLITH_DIST = MONOLITH_DIST;
