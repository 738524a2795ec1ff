// remote-coupons: federation container `remote_coupons`, exposing `./routes` (src/routes/index.ts).
// Container name and dev port: shared/registry/remotes.json (looked up by this folder).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  title: 'Hearth Coupons (harness)',
});
