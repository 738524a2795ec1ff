/**
 * Flattens the shell's start-up chain (ADR 0013): index.html gets a `<link rel="preload">` for every script and
 * stylesheet the shell itself loads before its first render, so they download in parallel with main.js instead of
 * after it has run. Those are the chunks of the async boundary (`import('./bootstrap')` from the entry) and, for each
 * shared module they consume (react, react-dom, @hearth/shared, …), the chunks of the shell's own provided version:
 * the shell is the host, so at start-up (before any remote is registered) its versions are the ones loaded.
 * Remote code is not preloaded here (the entry's early preload does that per route, from remotes.json).
 */
class StartupPreloadPlugin {
  /** @param {{ HtmlWebpackPlugin: any, boundary?: string }} options */
  constructor(options) {
    this.HtmlWebpackPlugin = options.HtmlWebpackPlugin;
    this.boundary = options.boundary ?? './bootstrap';
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('HearthStartupPreload', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HearthStartupPreload', (data) => {
        const publicPath = data.publicPath ?? '';
        const existing = new Set(
          [...data.headTags, ...data.bodyTags].map((tag) => tag.attributes?.src ?? tag.attributes?.href),
        );
        const links = [];
        for (const file of startupFiles(compilation, this.boundary)) {
          const href = publicPath + file;
          if (existing.has(href)) continue;
          existing.add(href);
          links.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'HearthStartupPreload' },
            attributes: { rel: 'preload', href, as: file.endsWith('.css') ? 'style' : 'script' },
          });
        }
        // The entry runs first and starts the rest (runtime config, remotes.json, the route's remote, the site's
        // requests): a deferred script is fetched at low priority, after every preload; ask for it first.
        for (const tag of data.headTags)
          if (tag.tagName === 'script' && tag.attributes?.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/** The .js and .css files of the boundary's chunk group and of the shared modules those chunks consume. */
function startupFiles(compilation, boundary) {
  const { chunkGraph } = compilation;
  const boundaryGroup = compilation.chunkGroups.find((group) =>
    group.origins.some((origin) => origin.request === boundary),
  );
  if (!boundaryGroup) throw new Error(`[hearth/startup-preload] no chunk group for import('${boundary}')`);
  /** Provided shared modules by share key. */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && module._name) provided.set(module._name, module);
  }
  const chunks = new Set();
  const queue = [...boundaryGroup.chunks];
  const addGroupOf = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group) queue.push(...group.chunks);
  };
  // Worklist: a provided module's chunks consume further shared modules (@hearth/shared → react-dom, i18next…).
  while (queue.length) {
    const chunk = queue.shift();
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = module.options?.shareKey;
      const provide = key ? provided.get(key) : undefined;
      for (const block of (provide ?? module).blocks) addGroupOf(block);
    }
  }
  const files = [];
  for (const chunk of chunks) {
    for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
  }
  return files;
}

module.exports = { StartupPreloadPlugin, startupFiles };
