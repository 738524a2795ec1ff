// remote-content: federation container `remote_content`, exposing `./routes` (src/routes/index.ts) and the two
// home widgets `./blog-section` and `./latest-news` (src/widgets/*.tsx, each with its own error boundary).
// Container name and dev port: shared/registry/remotes.json (looked up by this folder).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  // Blog and news bodies / the coupon description are server HTML, sanitised on the server too (ADR 0039).
  serverHtml: true,
  title: 'Hearth Content (harness)',
  exposes: {
    './blog-section': './src/widgets/blog-section.tsx',
    './latest-news': './src/widgets/latest-news.tsx',
  },
});
