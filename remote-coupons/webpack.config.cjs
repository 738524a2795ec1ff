// remote-coupons: federation container `remote_coupons`, exposing `./routes` (src/routes/index.ts).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_coupons',
  port: 3003,
  title: 'Hearth Coupons (harness)',
});
