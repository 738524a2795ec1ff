// Child process of route-manifest.cjs: evaluates a remote's `src/routes/index.ts` in Node (jiti: TypeScript and
// JSX; style imports are empty modules) and prints its route manifest (shared/src/federation/route-manifest.ts) as
// JSON. Only the route definitions run: page code stays behind each route's lazy import. With them, its widget
// contracts (`src/widgets/contracts.ts`, `widgetContracts`; ADR 0030), when it has widgets.
import fs from 'node:fs';
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
const contractsFile = path.join(dir, 'src', 'widgets', 'contracts.ts');
const contracts = fs.existsSync(contractsFile)
  ? (await jiti.import(pathToFileURL(contractsFile).href)).widgetContracts
  : { name: mod.name, widgets: {} };
if (contracts?.name !== mod.name)
  throw new Error(
    `src/widgets/contracts.ts: widgetContracts must be defineWidgetContracts('${mod.name}', …)`,
  );
process.stdout.write(
  JSON.stringify({ name: mod.name, ...routeManifestOf(mod.routes), widgets: contracts.widgets }),
);
