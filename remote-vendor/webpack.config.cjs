// remote-vendor: federation container `remote_vendor`, exposing `./routes` (src/routes/index.ts).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_vendor',
  port: 3004,
  title: 'Hearth Vendor (harness)',
});
