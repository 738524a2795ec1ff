/**
 * V8's explicit compile hints (Chrome 136+, ADR 0018): a script whose first line is `//# allFunctionsCalledOnLoad`
 * is compiled whole, on a background thread while it downloads, instead of function by function on the main thread
 * the first time each one runs. Given to the files a page runs as soon as they arrive: the shell's entry, its
 * start-up chunks and its page/template chunks; a remote's container entry and its exposes' chunks. Lazy code (a
 * dialog, a route not shown) keeps V8's lazy compilation. Other engines read the line as a comment.
 *
 * Added after minification (the minifier would drop the comment) and before the source maps are written: the
 * prefix is a source of its own, so the maps shift by its one line.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';
const NAME = 'HearthCompileHints';

class CompileHintsPlugin {
  /** @param {{ webpack: any, files: (compilation: any) => Iterable<string> }} options */
  constructor(options) {
    this.webpack = options.webpack;
    this.files = options.files;
  }

  apply(compiler) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of new Set(this.files(compilation))) {
            if (!file.endsWith('.js') || !compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

/** The .js files of the named chunks (an entry: `main`; a remote's container: its name). */
function namedChunkFiles(compilation, names) {
  const files = [];
  for (const name of names) {
    const chunk = compilation.namedChunks.get(name);
    if (chunk) for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
  }
  return files;
}

/** The .js files of every named chunk group matching `pattern` (`page-home`, `__federation_expose_routes`…). */
function chunkGroupJsFiles(compilation, pattern) {
  const files = [];
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!pattern.test(name)) continue;
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
  }
  return files;
}

module.exports = { CompileHintsPlugin, namedChunkFiles, chunkGroupJsFiles, HINT };
