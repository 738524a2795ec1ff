#!/usr/bin/env node
// The shippable build: `pnpm build:production`. Builds every package in production mode with no test switch set
// (overrides, harness, a simulated @hearth/shared version), then checks that the shell's and every remote's dist
// says so in its build-info.json, and that the shell's dist holds no precompressed deploy file: what
// `"production": true` (deploy/nginx/render.mjs) and `--production` (deploy/node/serve.mjs) accept. ADR 0020.
//
// `npm start` and `npm test` build a shell that accepts `?remote.<name>=` overrides into the same shell/dist: run
// this after them, before shipping.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNoPrecompressedDeployFiles, assertProductionBuild } from './nginx/build-check.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Switches of the local and test builds that a shippable build must not have. */
export const TEST_SWITCHES = ['HEARTH_ALLOW_OVERRIDES', 'HEARTH_HARNESS', 'HEARTH_SHARED_BUILT_AGAINST'];

/** `env` without the test switches (each package's `build` script is already `webpack --mode production`). */
export function productionEnv(env) {
  const out = { ...env };
  for (const name of TEST_SWITCHES) delete out[name];
  return out;
}

/** The dists a deploy serves: the shell's and each registered remote's, by label. */
export function deployedDists(root = ROOT) {
  const registry = JSON.parse(fs.readFileSync(path.join(root, 'shared/registry/remotes.json'), 'utf8'));
  return [
    ['shell', path.join(root, 'shell/dist')],
    ...registry.map((r) => [r.name, path.join(root, r.dir, 'dist')]),
  ];
}

/** Throws unless every deployed dist is a production build and the shell's has no precompressed deploy file. */
export function checkProductionDists(root = ROOT) {
  for (const [label, dist] of deployedDists(root)) assertProductionBuild(dist, label);
  assertNoPrecompressedDeployFiles(path.join(root, 'shell/dist'));
}

function main() {
  // Under `pnpm build:production`, pnpm is on PATH; else the pinned version through npx.
  const pnpm = process.env.npm_execpath?.includes('pnpm') ? ['pnpm'] : ['npx', '--yes', 'pnpm@10.34.9'];
  const args = [...pnpm.slice(1), '-r', '--filter=!@hearth/e2e', 'build'];
  console.log(`$ ${[pnpm[0], ...args].join(' ')}  (without ${TEST_SWITCHES.join(', ')})`);
  const run = spawnSync(pnpm[0], args, { cwd: ROOT, stdio: 'inherit', env: productionEnv(process.env) });
  if (run.status !== 0) process.exit(run.status ?? 1);
  checkProductionDists();
  console.log('[build:production] every dist is a production build (build-info.json): ready to ship.');
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (err) {
    console.error(err.message ?? err);
    process.exit(1);
  }
}
