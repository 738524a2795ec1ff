// Tests link through the same table the dev shell binds (ADR 0029): the routes of the dev remotes.json
// (shell/public/remotes.json, generated from every remote's route definitions), bound before each test.
import fs from 'node:fs';
import path from 'node:path';
import type { BoundRoutes } from '../stores/bound-routes-store';

const DEV_REMOTES_JSON = path.resolve(__dirname, '../../../shell/public/remotes.json');

let devTable: BoundRoutes | null = null;

/** Every remote's routes by id, as the dev remotes.json lists them (read once per test file). */
export function devBoundRoutes(): BoundRoutes {
  if (!devTable) {
    const manifest = JSON.parse(fs.readFileSync(DEV_REMOTES_JSON, 'utf8')) as {
      remotes: { name: string; routes?: Record<string, string> }[];
    };
    devTable = Object.fromEntries(manifest.remotes.map((remote) => [remote.name, remote.routes ?? {}]));
  }
  return devTable;
}
