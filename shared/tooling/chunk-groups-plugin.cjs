/**
 * Names the files of some of the shell's lazy chunk groups in index.html, for the entry chunk to preload the one a
 * page turns out to need before the bootstrap has run (ADR 0015: the home's template, known from the host or from
 * the site owner's store info), and for the server to link the styles of those a page was rendered with (the public
 * chrome's, the home's: shell/src/server/page-styles.ts). Writes `<meta name="hearth-chunk-groups" content='{"home-www":["/…js","/…css"]}'>`:
 * per chunk group whose name (`webpackChunkName`) matches, the public paths of its .js and .css files. index.html
 * is served `no-cache`, so the names always match the deployed files; nothing is preloaded here.
 */
class ChunkGroupsPlugin {
  /** @param {{ HtmlWebpackPlugin: any, pattern: RegExp }} options */
  constructor(options) {
    this.HtmlWebpackPlugin = options.HtmlWebpackPlugin;
    this.pattern = options.pattern;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('HearthChunkGroups', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HearthChunkGroups', (data) => {
        const groups = chunkGroupFiles(compilation, this.pattern, data.publicPath ?? '');
        data.headTags.push({
          tagName: 'meta',
          voidTag: true,
          meta: { plugin: 'HearthChunkGroups' },
          // html-webpack-plugin writes attribute values as they are.
          attributes: { name: 'hearth-chunk-groups', content: escapeAttribute(JSON.stringify(groups)) },
        });
        return data;
      });
    });
  }
}

/** For each named chunk group matching `pattern`: the public paths of its chunks' .js and .css files. */
function chunkGroupFiles(compilation, pattern, publicPath) {
  /** @type {Record<string, string[]>} */
  const groups = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!pattern.test(name)) continue;
    const files = [];
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.push(publicPath + file);
    groups[name] = [...new Set(files)].sort();
  }
  return groups;
}

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

module.exports = { ChunkGroupsPlugin, chunkGroupFiles, escapeAttribute };
