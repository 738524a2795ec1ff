/**
 * @jest-environment node
 */
// The compile hint must be the file's first line (V8 reads it there only), survive minification, and leave the
// source maps right (the prefix shifts every mapping by one line). Checked on a real webpack production build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

interface CompileHintsModule {
  CompileHintsPlugin: new (options: { webpack: unknown; files: (c: unknown) => string[] }) => unknown;
  namedChunkFiles: (compilation: unknown, names: string[]) => string[];
  chunkGroupJsFiles: (compilation: unknown, pattern: RegExp) => string[];
  HINT: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS build tooling
const hints = require('./compile-hints-plugin.cjs') as CompileHintsModule;
const { CompileHintsPlugin, namedChunkFiles, chunkGroupJsFiles, HINT } = hints;

// Build tools come from the packages that build (the shell), as in webpack-config.cjs.
const fromShell = createRequire(path.resolve(__dirname, '../../shell/package.json'));
const webpack = fromShell('webpack');
const TerserPlugin = fromShell('terser-webpack-plugin');
// source-map 0.6 (webpack-sources' own): a synchronous consumer.
const { SourceMapConsumer } = createRequire(fromShell.resolve('webpack-sources'))('source-map') as {
  SourceMapConsumer: new (map: unknown) => {
    originalPositionFor(p: { line: number; column: number }): { source: string | null; line: number | null };
  };
};

function build(dir: string): Promise<void> {
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    "export function greet(name) {\n  return 'hello ' + name;\n}\ndocument.title = greet('x');\nimport('./later');\n",
  );
  fs.writeFileSync(
    path.join(dir, 'later.js'),
    "export const later = () => 'later';\nconsole.log(later());\n",
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: 'lazy.[id].js' },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    plugins: [
      new CompileHintsPlugin({ webpack, files: (compilation) => namedChunkFiles(compilation, ['main']) }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error: Error | null, stats: { hasErrors(): boolean; toString(): string }) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
      else compiler.close(() => resolve());
    }),
  );
}

describe('compile hints plugin', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-hints-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of the chosen files only, after minification, with right source maps', async () => {
    await build(dir);
    const dist = path.join(dir, 'dist');
    const main = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
    expect(main.startsWith(HINT)).toBe(true);
    expect(main.split('\n')[1]).not.toMatch(/^\s*$/); // the minified code follows on line 2
    const lazy = fs.readdirSync(dist).find((f) => f.startsWith('lazy.') && f.endsWith('.js'))!;
    expect(fs.readFileSync(path.join(dist, lazy), 'utf8')).not.toContain('allFunctionsCalledOnLoad');

    const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(dist, 'main.js.map'), 'utf8')));
    const line = main.split('\n').findIndex((l) => l.includes('hello '));
    const original = map.originalPositionFor({
      line: line + 1,
      column: main.split('\n')[line]!.indexOf('hello '),
    });
    expect(line).toBeGreaterThan(0);
    expect(original.source).toMatch(/index\.js$/);
    expect(original.line).toBe(2);
  }, 60_000); // a real webpack build with minification: seconds, more on a busy machine (not jest's 5 s default)

  it('picks the .js files of named chunks and of the chunk groups whose name matches', () => {
    const chunk = (...files: string[]) => ({ files: new Set(files) });
    const compilation = {
      namedChunks: new Map([
        ['main', chunk('main.1.js', 'main.1.js.map')],
        ['remote_listings', chunk('remoteEntry.js')],
      ]),
      namedChunkGroups: new Map([
        [
          '__federation_expose_routes',
          { chunks: [chunk('expose.2.js', 'expose.2.css'), chunk('valibot.3.js')] },
        ],
        ['page-home', { chunks: [chunk('page-home.4.js')] }],
        ['sign-in', { chunks: [chunk('sign-in.5.js')] }],
      ]),
    };
    expect(namedChunkFiles(compilation, ['main', 'absent'])).toEqual(['main.1.js']);
    expect(chunkGroupJsFiles(compilation, /^__federation_expose_/)).toEqual(['expose.2.js', 'valibot.3.js']);
    expect(chunkGroupJsFiles(compilation, /^(?:page|home)-/)).toEqual(['page-home.4.js']);
  });
});
