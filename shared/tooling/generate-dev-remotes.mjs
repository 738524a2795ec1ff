#!/usr/bin/env node
// Writes, from the registry and the remotes' route definitions (ADR 0028, 0029), the shell's dev deploy file
// shell/public/remotes.json (`pnpm generate:dev-remotes`) and each remote's route refs, `src/routes/refs.ts`. Never
// edited by hand: shared/tooling/registry.test.ts fails when either differs from what this generates.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { devRemotesManifest, registryRouteManifests } = require('./route-manifest.cjs');
const { routeRefsSource } = require('./route-refs.cjs');
const registry = require('../registry/remotes.json');
const { version } = require('../package.json');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FILE = path.join(ROOT, 'shell', 'public', 'remotes.json');

const prettier = await import('prettier');
async function write(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  console.log(`wrote ${path.relative(ROOT, file)}`);
}

const manifests = await registryRouteManifests(ROOT, registry);
const contract = Number(version.split('.', 1)[0]);
await write(FILE, JSON.stringify(await devRemotesManifest(ROOT, registry, contract, manifests)));
for (const [i, remote] of registry.entries()) {
  await write(
    path.join(ROOT, remote.dir, 'src', 'routes', 'refs.ts'),
    routeRefsSource(remote, manifests[i].routes),
  );
}
