import type { RemoteName } from '@hearth/shared';
import type { EffectiveRemote, RemoteOverrides } from './overrides';

/**
 * The remotes in force for this page load: remotes.json entries with overrides applied (see start-federation.ts).
 * Module state on purpose: it is written at start-up and on Retry, read by the loader and the override badge.
 */
let remotes = new Map<RemoteName, EffectiveRemote>();
let overrides: RemoteOverrides = {};
let manifestError: unknown = null;

export function setEffectiveRemotes(list: EffectiveRemote[]): void {
  remotes = new Map(list.map((r) => [r.name, r]));
  manifestError = null;
}

export function updateEffectiveRemote(remote: EffectiveRemote): void {
  remotes.set(remote.name, remote);
}

export function getEffectiveRemote(name: RemoteName): EffectiveRemote | undefined {
  return remotes.get(name);
}

export function getEffectiveRemotes(): EffectiveRemote[] {
  return [...remotes.values()];
}

export function setActiveOverrides(value: RemoteOverrides): void {
  overrides = { ...value };
}

export function getActiveOverrides(): RemoteOverrides {
  return overrides;
}

/** remotes.json could not be read at start-up (every remote slot shows its fallback; Retry reads it again). */
export function setManifestError(error: unknown): void {
  manifestError = error;
}

export function getManifestError(): unknown {
  return manifestError;
}

/** Tests only. */
export function resetRegistry(): void {
  remotes = new Map();
  overrides = {};
  manifestError = null;
}
