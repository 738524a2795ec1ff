// The monolith build's stand-in for shell/src/startup/early-preload.ts: remotes.json is still read early (it
// holds the route ownership table), but there is no remote entry to preload.
import { REMOTES_MANIFEST_URL } from '../../../shell/src/startup/early-constants';

let early: Promise<Response> | null = null;

/** Starts remotes.json's request, for the bootstrap to take over, like the real one. */
export function startEarlyPreload(): void {
  early = fetch(REMOTES_MANIFEST_URL, { credentials: 'same-origin', cache: 'no-store' });
  early.catch(() => undefined);
}

export function takeEarlyRemotesResponse(): Promise<Response> | null {
  const e = early;
  early = null;
  return e;
}
