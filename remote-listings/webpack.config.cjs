// remote-listings: federation container `remote_listings`, exposing `./routes` (src/routes/index.ts) and the home
// widget `./featured-listings` (src/widgets/featured-listings.tsx).
// Container name and dev port: shared/registry/remotes.json (looked up by this folder).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  title: 'Hearth Listings (harness)',
  exposes: { './featured-listings': './src/widgets/featured-listings.tsx' },
});
