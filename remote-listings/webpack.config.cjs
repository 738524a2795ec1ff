// remote-listings: federation container `remote_listings`, exposing `./routes` (src/routes/index.ts).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_listings',
  port: 3001,
  title: 'Hearth Listings (harness)',
});
