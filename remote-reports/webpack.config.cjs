// remote-reports: federation container `remote_reports`, exposing `./routes` (src/routes/index.ts).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_reports',
  port: 3005,
  title: 'Hearth Reports (harness)',
});
