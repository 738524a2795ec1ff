/**
 * @jest-environment node
 */
// A build's generated route files (ADR 0028): adding a page to a fixture remote touches only that remote (its
// route definition and its page) and shows up in its prefixes.json, routes.json and route-chunks.json; the shell's
// page definitions give its routes.json (no prefixes), and the shell's real ones follow the production flag.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration, Stats } from 'webpack';
import type { GeneratedRoute } from '../src/federation/route-manifest';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS build tooling
const { RouteManifestPlugin, loadRouteManifest } = require('./route-manifest.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS build tooling
const { RouteChunksPlugin, pageGroupOf } = require('./route-chunks-plugin.cjs');

const ROOT = path.resolve(__dirname, '../..');
// Build tools resolve from a remote package, as createWebpackConfig does.
const req = createRequire(path.join(ROOT, 'remote-listings', 'package.json'));
const webpack = req('webpack') as typeof import('webpack');

// Inside the shared package (git-ignored), so that `@hearth/shared/remote` resolves to this package.
const FIXTURE = path.join(ROOT, 'shared', '.tmp', `fixture-remote-${process.pid}`);

function page(name: string): void {
  const file = path.join(FIXTURE, 'src', 'features', name, 'pages', `${name}-page.tsx`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `export function Page() { return <h1>${name}</h1>; }\n`);
}

function routeOf(name: string, routePath: string, example: string, chunk = `route.${name}`): string {
  return `defineRoute({ id: '${name}', path: '${routePath}', example: { path: '${example}' }, handle: {},
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "${chunk}" */ '../features/${name}/pages/${name}-page')).Page }) })`;
}

function defineRoutes(routes: string[]): void {
  const file = path.join(FIXTURE, 'src', 'routes', 'index.ts');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `import { defineRemote, defineRoute } from '@hearth/shared/remote';
export const { name, routes } = defineRemote({
  name: 'remote_listings',
  routes: [${routes.join(',\n')}],
  translations: { namespace: 'fixture', en: {}, 'zh-CN': {} },
});\n`,
  );
}

/** The shell's page definitions, as shell/src/route-table/shell-pages.ts writes them. */
const SHELL_MODULE = './src/route-table/shell-pages.ts';

function defineShellPages(pages: string[]): void {
  const file = path.join(FIXTURE, SHELL_MODULE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `import { definePage } from '@hearth/shared/define-route';\nexport const routes = [${pages.join(',\n')}];\n`,
  );
}

/** A widget module `./src/widgets/<name>.tsx` and the remote's `src/widgets/contracts.ts` (its source). */
function defineWidgets(widget: string, contracts: string): void {
  const dir = path.join(FIXTURE, 'src', 'widgets');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${widget}.tsx`), `export const Widget = () => <p>${widget}</p>;\n`);
  fs.writeFileSync(path.join(dir, 'contracts.ts'), contracts);
}

type Built = { stats: Stats; read: (file: string) => unknown; has: (file: string) => boolean };

/**
 * A remote build of the fixture (its routes module, its exposed widgets, the route files), or the shell's (its
 * pages, routes.json).
 */
async function build(
  kind: 'remote' | 'shell' = 'remote',
  exposes: Record<string, string> = {},
): Promise<Built> {
  const manifest =
    kind === 'remote'
      ? new RouteManifestPlugin({ dir: FIXTURE })
      : new RouteManifestPlugin({ dir: FIXTURE, name: 'shell', module: SHELL_MODULE, prefixes: false });
  const config: Configuration = {
    mode: 'production',
    context: FIXTURE,
    entry: {
      main: kind === 'remote' ? './src/routes/index.ts' : SHELL_MODULE,
      // Each exposed widget is its own chunk group, as the container entry makes it (origin request = its import).
      ...Object.fromEntries(Object.entries(exposes).map(([key, request]) => [key.slice(2), request])),
    },
    output: {
      path: path.join(FIXTURE, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externals: { react: 'React', 'react/jsx-runtime': 'ReactJsx' },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          use: {
            loader: req.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
              },
            },
          },
        },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      manifest,
      ...(kind === 'remote'
        ? [
            new RouteChunksPlugin({
              exposeRequest: './src/routes/index.ts',
              exposes,
              routes: () => manifest.manifest.routes,
              widgets: () => manifest.manifest.widgets,
            }),
          ]
        : []),
    ],
  };
  const stats = await new Promise<Stats>((resolve, reject) =>
    webpack(config, (err, result) => (err || !result ? reject(err) : resolve(result))),
  );
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(FIXTURE, 'dist', file), 'utf8'));
  return { stats, read, has: (file) => fs.existsSync(path.join(FIXTURE, 'dist', file)) };
}

afterAll(() => fs.rmSync(FIXTURE, { recursive: true, force: true }));

describe('a remote build generates its route files from its route definitions', () => {
  it('adding a page to the remote (its definition and its page, nothing else) adds it to all three files', async () => {
    page('alpha');
    defineRoutes([routeOf('alpha', '/fixture/alpha', '/fixture/alpha')]);
    const before = await build();
    expect(before.stats.hasErrors()).toBe(false);
    expect(before.read('prefixes.json')).toEqual({ prefixes: [{ path: '/fixture/alpha' }] });

    page('beta');
    defineRoutes([
      routeOf('alpha', '/fixture/alpha', '/fixture/alpha'),
      routeOf('beta', '/fixture/beta/:id', '/fixture/beta/7'),
    ]);
    const after = await build();
    expect(after.stats.hasErrors()).toBe(false);
    expect(after.read('prefixes.json')).toEqual({
      prefixes: [{ path: '/fixture/alpha' }, { path: '/fixture/beta' }],
    });
    expect(after.read('routes.json')).toMatchObject({
      version: 1,
      name: 'remote_listings',
      routes: [
        { id: 'alpha', path: '/fixture/alpha' },
        {
          id: 'beta',
          path: '/fixture/beta/:id',
          examples: [{ id: 'beta', site: 'agent', path: '/fixture/beta/7' }],
        },
      ],
    });
    const chunks = after.read('route-chunks.json') as { pages: { id: string; path: string; js: string[] }[] };
    expect(chunks.pages.map((p) => [p.id, p.path, p.js])).toEqual([
      ['alpha', '/fixture/alpha', ['route.alpha.js']],
      ['beta', '/fixture/beta/:id', ['route.beta.js']],
    ]);
  }, 60_000);

  it('a page whose chunk is not named after its route fails the build', async () => {
    page('gamma');
    defineRoutes([routeOf('gamma', '/fixture/gamma', '/fixture/gamma', 'gamma-page')]);
    const { stats } = await build();
    expect(
      stats
        .toJson({ errors: true })
        .errors?.map((e) => e.message)
        .join('\n'),
    ).toMatch(/route gamma: no page chunk named route\.gamma/);
  }, 60_000);

  it('a definition that does not evaluate fails the build with its error', async () => {
    defineRoutes([routeOf('delta', '/fixture/delta', '/elsewhere')]);
    await expect(build()).rejects.toThrow(/example \/elsewhere does not match \/fixture\/delta/);
  }, 60_000);
});

describe("the shell's build generates its routes.json from its page definitions", () => {
  const page = (id: string, pagePath: string, example: string, site = 'agent') =>
    `definePage({ id: '${id}', path: '${pagePath}', handle: {}, example: [{ path: '${example}' }, { id: '${id}-${site}', site: '${site}', path: '${example}' }] })`;

  it('lists every example with its site, and no prefixes (the shell owns its exact paths)', async () => {
    defineShellPages([page('home', '/', '/', 'www'), page('done', '/hybrid/done', '/hybrid/done?x=1')]);
    const { stats, read, has } = await build('shell');
    expect(stats.hasErrors()).toBe(false);
    const list = read('routes.json') as { name: string; routes: GeneratedRoute[] };
    expect(list.name).toBe('shell');
    expect(
      list.routes.map((r) => [r.id, r.chrome, r.examples.map((e) => `${e.id}@${e.site} ${e.path}`)]),
    ).toEqual([
      ['home', {}, ['home@agent /', 'home-www@www /']],
      ['done', { hybrid: true }, ['done@agent /hybrid/done?x=1', 'done-agent@agent /hybrid/done?x=1']],
    ]);
    expect(has('prefixes.json')).toBe(false);
  }, 60_000);

  it('fails when a page example does not match its path, as for a remote', async () => {
    defineShellPages([page('done', '/hybrid/done', '/hybrid/other')]);
    await expect(build('shell')).rejects.toThrow(/example \/hybrid\/other does not match \/hybrid\/done/);
  }, 60_000);

  it("the shell's own definitions: the bridge panel is listed unless the build is a production one without overrides", async () => {
    const shell = path.join(ROOT, 'shell');
    const options = { module: SHELL_MODULE, prefixes: false };
    const ids = async (production: boolean) =>
      ((await loadRouteManifest(shell, { ...options, production })).routes as { id: string }[]).map(
        (r) => r.id,
      );
    expect(await ids(false)).toEqual(['home', 'not-found', 'hybrid-success', 'bridge-panel']);
    expect(await ids(true)).toEqual(['home', 'not-found', 'hybrid-success']);
  }, 60_000);
});

describe('a remote build writes its widget contracts (ADR 0030)', () => {
  const contracts = (widget: string) => `import { defineWidgetContracts } from '@hearth/shared/remote';
export const widgetContracts = defineWidgetContracts('remote_listings', {
  '${widget}': { primary: { default: true }, reserve: '9rem' },
});\n`;

  it('route-chunks.json lists each widget expose with its contract, evaluated from src/widgets/contracts.ts', async () => {
    page('alpha');
    defineRoutes([routeOf('alpha', '/fixture/alpha', '/fixture/alpha')]);
    defineWidgets('featured-listings', contracts('featured-listings'));
    const { stats, read } = await build('remote', {
      './featured-listings': './src/widgets/featured-listings.tsx',
    });
    expect(stats.hasErrors()).toBe(false);
    const chunks = read('route-chunks.json') as { exposes: Record<string, unknown> };
    expect(chunks.exposes).toEqual({
      './featured-listings': {
        js: ['featured-listings.js'],
        css: [],
        primary: { default: true },
        deferUntilVisible: false,
        reserve: { narrow: '9rem', wide: '9rem' },
      },
    });
  }, 60_000);

  it('a contract for a widget the remote does not expose fails the build', async () => {
    defineWidgets('featured-listings', contracts('home-search-bar'));
    const { stats } = await build('remote', { './featured-listings': './src/widgets/featured-listings.tsx' });
    expect(
      stats
        .toJson({ errors: true })
        .errors?.map((e) => e.message)
        .join('\n'),
    ).toMatch(/contract for home-search-bar: the remote exposes no \.\/home-search-bar/);
  }, 60_000);
});

describe('the page chunk of a route', () => {
  it('is route.<id>, else the group of the longest leading part of the id (routes sharing one page)', () => {
    const groups = new Map([
      ['route.blog', 'blog'],
      ['route.vendor-accounting', 'accounting'],
    ]);
    expect(pageGroupOf(groups, 'blog')).toBe('blog');
    expect(pageGroupOf(groups, 'vendor-accounting-customer')).toBe('accounting');
    expect(pageGroupOf(groups, 'news')).toBeNull();
  });
});
