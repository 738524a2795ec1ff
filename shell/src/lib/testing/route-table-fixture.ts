// Test-only: the route ownership table of the dev deploy file (shell/public/remotes.json), validated like the shell
// validates remotes.json at start-up. Installed before every shell test (jest-route-table.ts).
import * as v from 'valibot';
import type { RemotesManifest } from '@hearth/shared';
import { RemotesManifestSchema } from '@hearth/shared/federation-contract';
import devManifestJson from '../../../public/remotes.json';
import { buildRouteTable, setRouteTable, type RouteTable } from '../../route-table/route-table';

export function devManifest(): RemotesManifest {
  return v.parse(RemotesManifestSchema, devManifestJson);
}

export function devRouteTable(): RouteTable {
  return buildRouteTable(devManifest().remotes);
}

export function installDevRouteTable(): void {
  setRouteTable(devRouteTable());
}
