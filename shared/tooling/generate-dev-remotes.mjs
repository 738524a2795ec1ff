#!/usr/bin/env node
// Writes the shell's dev deploy file, shell/public/remotes.json (`pnpm generate:dev-remotes`), from the registry
// and the remotes' route definitions (ADR 0028). Never edited by hand: shared/tooling/registry.test.ts fails when it
// differs from what this generates.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { devRemotesManifest } = require('./route-manifest.cjs');
const registry = require('../registry/remotes.json');
const { version } = require('../package.json');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FILE = path.join(ROOT, 'shell', 'public', 'remotes.json');

const manifest = await devRemotesManifest(ROOT, registry, Number(version.split('.', 1)[0]));
const prettier = await import('prettier');
const options = (await prettier.resolveConfig(FILE)) ?? {};
fs.writeFileSync(FILE, await prettier.format(JSON.stringify(manifest), { ...options, filepath: FILE }));
console.log(`wrote ${path.relative(ROOT, FILE)}`);
