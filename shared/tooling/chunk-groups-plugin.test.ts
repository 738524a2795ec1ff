/**
 * @jest-environment node
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS build tooling
const { chunkGroupFiles, escapeAttribute } = require('./chunk-groups-plugin.cjs') as {
  chunkGroupFiles: (compilation: unknown, pattern: RegExp, publicPath: string) => Record<string, string[]>;
  escapeAttribute: (value: string) => string;
};

describe('chunk-groups plugin', () => {
  it('lists the .js and .css files of each named chunk group that matches, under the public path', () => {
    const chunk = (...files: string[]) => ({ files: new Set(files) });
    const compilation = {
      namedChunkGroups: new Map([
        [
          'home-epic',
          { chunks: [chunk('home-epic.1.js', 'home-epic.1.js.map'), chunk('common.2.js', 'common.2.css')] },
        ],
        ['page-home', { chunks: [chunk('page-home.3.css', 'page-home.3.js')] }],
        ['vendors', { chunks: [chunk('vendors.4.js')] }],
      ]),
    };
    expect(chunkGroupFiles(compilation, /^(?:page|home)-/, '/')).toEqual({
      'home-epic': ['/common.2.css', '/common.2.js', '/home-epic.1.js'],
      'page-home': ['/page-home.3.css', '/page-home.3.js'],
    });
  });

  it('escapes the attribute value it writes (html-webpack-plugin writes values as they are)', () => {
    const value = escapeAttribute(JSON.stringify({ 'a"&<': ['/x.js'] }));
    expect(value).not.toMatch(/["<]/);
    expect(value).toBe('{&quot;a\\&quot;&amp;&lt;&quot;:[&quot;/x.js&quot;]}');
  });
});
