import pkg from '../../package.json';

/**
 * The semver of `@hearth/shared` (its package.json). The singleton's major is the shell <-> remote contract major:
 * a breaking change to the singleton's exports, the event map or the stores is a new major.
 */
export const SHARED_VERSION: string = pkg.version;

/** `[major, minor, patch]` of a `x.y.z` version (pre-release and build tags ignored); null when malformed. */
export function parseVersion(version: string): [number, number, number] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** The contract major the shell and the remotes must share. */
export const CONTRACT_MAJOR: number = parseVersion(SHARED_VERSION)?.[0] ?? 0;

/**
 * Whether a singleton at `provided` can run code built against `required`: same major, and not older
 * (a remote built against 1.4.0 may use exports that 1.3.x does not have).
 */
export function singletonSatisfies(provided: string, required: string): boolean {
  const p = parseVersion(provided);
  const r = parseVersion(required);
  if (!p || !r || p[0] !== r[0]) return false;
  return p[1] !== r[1] ? p[1] > r[1] : p[2] >= r[2];
}
