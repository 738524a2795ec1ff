// remote-content: federation container `remote_content`, exposing `./routes` (src/routes/index.ts).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_content',
  port: 3002,
  title: 'Hearth Content (harness)',
});
