import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { RuntimeConfigSchema, type RemoteName, type RuntimeConfig } from '@hearth/shared';
import { resolveConfigHosts, resolveDeployUrl, resolveManifestEntries } from '@hearth/shared/early';
import { RemotesManifestSchema, type RemoteManifestEntry } from '@hearth/shared/federation-contract';

/** The two deploy files as the server uses them, and the server entries it may load. */
export interface DeployFiles {
  /** Changes whenever either file does: the server then puts the new one in force (hot swap). */
  version: string;
  /** Hosts resolved against the page's origin (what the browser computes, so the markup is the same). */
  configFor(pageOrigin: string): RuntimeConfig;
  remotes: RemoteManifestEntry[];
  /** Each remote's server container, from an allowed origin only (others render on the client). */
  serverEntries: Map<RemoteName, string>;
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function stamp(file: string): string {
  const s = fs.statSync(file);
  return `${s.mtimeMs}:${s.size}`;
}

/** `serverEntry` of each remote, resolved against the gateway, kept only on an allowed origin. */
function serverEntriesOf(raw: unknown, origin: string, allowed: string[]): Map<RemoteName, string> {
  const out = new Map<RemoteName, string>();
  const remotes = (raw as { remotes?: unknown[] } | null)?.remotes;
  if (!Array.isArray(remotes)) return out;
  for (const r of remotes) {
    const { name, serverEntry } = (r ?? {}) as { name?: unknown; serverEntry?: unknown };
    if (typeof name !== 'string' || typeof serverEntry !== 'string') continue;
    const url = resolveDeployUrl(serverEntry, origin);
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    if (!allowed.includes(new URL(url).origin)) {
      console.error(
        `[server] ${name}: server entry ${url} is not on an allowed origin: rendered on the client`,
      );
      continue;
    }
    out.set(name as RemoteName, url);
  }
  return out;
}

let cached: DeployFiles | null = null;

/** The deploy files, parsed again only when one changed. Throws while one is missing or invalid. */
export function readDeployFiles(dir: string, origin: string, allowed: string[]): DeployFiles {
  const configFile = path.join(dir, 'runtime-config.json');
  const remotesFile = path.join(dir, 'remotes.json');
  const version = `${stamp(configFile)}|${stamp(remotesFile)}`;
  if (cached?.version === version) return cached;
  const rawConfig = readJson(configFile);
  const rawRemotes = readJson(remotesFile);
  const configs = new Map<string, RuntimeConfig>();
  const configFor = (pageOrigin: string): RuntimeConfig => {
    let config = configs.get(pageOrigin);
    if (!config) {
      config = v.parse(RuntimeConfigSchema, resolveConfigHosts(rawConfig, pageOrigin));
      configs.set(pageOrigin, config);
    }
    return config;
  };
  configFor(origin); // invalid → throws now
  const remotes = v.parse(RemotesManifestSchema, resolveManifestEntries(rawRemotes, origin)).remotes;
  cached = { version, configFor, remotes, serverEntries: serverEntriesOf(rawRemotes, origin, allowed) };
  return cached;
}
