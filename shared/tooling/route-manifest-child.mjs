// Child process of route-manifest.cjs: evaluates a package's page definitions in Node (jiti: TypeScript and JSX;
// style imports are empty modules) and prints the route list (shared/src/federation/route-manifest.ts) as JSON, with
// the prefixes unless `--no-prefixes` (the shell's pages own no prefix). Only the definitions run: page code stays
// behind each route's lazy import. With them, a remote's widget contracts (`src/widgets/contracts.ts`,
// `widgetContracts`; ADR 0030), when it has widgets.
//   node route-manifest-child.mjs <package dir> [module, default src/routes/index.ts] [--no-prefixes] [--production]
// The module exports `routes` (and a remote's `name`). `--production`: the build is a production one without
// overrides (the definitions read it as `__HEARTH_PRODUCTION__`, like the bundle's DefinePlugin constant).
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';

register('./style-stub-hooks.mjs', import.meta.url);

const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
const [dirArg = '.', moduleArg = path.join('src', 'routes', 'index.ts')] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'));
const dir = path.resolve(dirArg);
globalThis.__HEARTH_PRODUCTION__ = flags.has('--production');
const jiti = createJiti(path.join(dir, 'package.json'), { jsx: true, interopDefault: true });
const { routeListOf, routeManifestOf } = await jiti.import(
  pathToFileURL(path.resolve(import.meta.dirname, '../src/federation/route-manifest.ts')).href,
);
const mod = await jiti.import(pathToFileURL(path.join(dir, moduleArg)).href);
const manifest = flags.has('--no-prefixes')
  ? { routes: routeListOf(mod.routes) }
  : routeManifestOf(mod.routes);
const contractsFile = path.join(dir, 'src', 'widgets', 'contracts.ts');
const contracts = fs.existsSync(contractsFile)
  ? (await jiti.import(pathToFileURL(contractsFile).href)).widgetContracts
  : { name: mod.name, widgets: {} };
if (contracts?.name !== mod.name)
  throw new Error(
    `src/widgets/contracts.ts: widgetContracts must be defineWidgetContracts('${mod.name}', …)`,
  );
process.stdout.write(JSON.stringify({ name: mod.name, ...manifest, widgets: contracts.widgets }));
