/**
 * @jest-environment node
 */
// route-chunks.json finds each page route in the source (ADR 0013): every routed page of every remote must follow
// the shape it reads (`path: '<literal>'` + `lazy` with one `import('<page>')`), or its chunk is not preloaded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import registry from '../registry/remotes.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS build tooling
const { pageRoutesOf } = require('./route-chunks-plugin.cjs') as {
  pageRoutesOf: (t: typeof ts, file: string) => { path: string; request: string }[];
};

const ROOT = path.resolve(__dirname, '../..');

function routeFiles(remoteDir: string): string[] {
  const features = path.join(ROOT, remoteDir, 'src', 'features');
  if (!fs.existsSync(features)) return [];
  return fs
    .readdirSync(features, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => ['routes.ts', 'routes.tsx'].map((f) => path.join(features, d.name, f)))
    .filter((f) => fs.existsSync(f));
}

describe('route-chunks plugin: page routes from the source', () => {
  it('reads path + the one lazy import of each route object, nested or not', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rc-')), 'routes.ts');
    fs.writeFileSync(
      file,
      `export const r = [
        { path: '/a/:id', handle: { x: 1 }, lazy: async () => { const { A } = await import('./pages/a'); return { Component: A }; } },
        { path: '/b', children: [{ path: '/b/c', lazy: () => import('./pages/c').then((m) => ({ Component: m.C })) }] },
        { path: '/no-lazy', element: null },
        ...['x', 'y'].map((v) => ({ path: \`/t/\${v}/:id\`, lazy: () => import('./pages/t') })),
      ];`,
    );
    expect(pageRoutesOf(ts, file)).toEqual([
      { path: '/a/:id', request: './pages/a' },
      { path: '/b/c', request: './pages/c' },
      { path: '/t/:param0/:id', request: './pages/t' },
    ]);
  });

  it.each(registry.map((r) => [r.name, r.dir] as const))(
    '%s: every lazy route in features/*/routes.ts is found with its page import',
    (_name, dir) => {
      for (const file of routeFiles(dir)) {
        const source = fs.readFileSync(file, 'utf8');
        const lazyCount = (source.match(/\blazy\s*:/g) ?? []).length;
        const found = pageRoutesOf(ts, file);
        expect({ file: path.relative(ROOT, file), routes: found.length }).toEqual({
          file: path.relative(ROOT, file),
          routes: lazyCount,
        });
        for (const route of found) expect(route.request).toMatch(/^\.\/pages\//);
      }
    },
  );
});
