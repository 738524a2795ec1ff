// remote-coupons: federation container `remote_coupons`, exposing `./routes` (src/routes/index.ts).
// Container name and dev port: shared/registry/remotes.json (looked up by this folder).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  // Blog and news bodies / the coupon description are server HTML, sanitised on the server too (ADR 0039).
  serverHtml: true,
  title: 'Hearth Coupons (harness)',
});
