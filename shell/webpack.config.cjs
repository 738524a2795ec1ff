// The shell: federation host with NO remote baked in (remotes come from remotes.json at run time).
const { createWebpackConfig } = require('@hearth/shared/tooling/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'shell',
  name: 'shell',
  port: 3000,
  title: 'Hearth',
});
