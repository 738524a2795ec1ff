// remote-listings: federation container `remote_listings`, exposing `./routes` (src/routes/index.ts) and the widgets
// `./featured-listings`, `./home-search-bar` and `./search-header` (src/widgets/*.tsx).
// Container name and dev port: shared/registry/remotes.json (looked up by this folder).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  title: 'Hearth Listings (harness)',
  exposes: {
    './featured-listings': './src/widgets/featured-listings.tsx',
    './home-search-bar': './src/widgets/home-search-bar.tsx',
    './search-header': './src/widgets/search-header.tsx',
  },
});
