// Child process of route-manifest.cjs: evaluates a remote's `src/routes/index.ts` in Node (jiti: TypeScript and
// JSX; style imports are empty modules) and prints its route manifest (shared/src/federation/route-manifest.ts) as
// JSON. Only the route definitions run: page code stays behind each route's lazy import.
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';

register('./style-stub-hooks.mjs', import.meta.url);

const dir = path.resolve(process.argv[2] ?? '.');
const jiti = createJiti(path.join(dir, 'package.json'), { jsx: true, interopDefault: true });
const { routeManifestOf } = await jiti.import(
  pathToFileURL(path.resolve(import.meta.dirname, '../src/federation/route-manifest.ts')).href,
);
const mod = await jiti.import(pathToFileURL(path.join(dir, 'src', 'routes', 'index.ts')).href);
process.stdout.write(JSON.stringify({ name: mod.name, ...routeManifestOf(mod.routes) }));
