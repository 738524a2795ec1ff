// The monolith build's stand-in for shell/src/federation/early-preload.ts: remotes.json is still read early (it
// holds the route ownership table), but there is no remote entry to preload.
import { REMOTES_MANIFEST_URL } from '../../../shell/src/federation/early-constants';

let early: Promise<Response> | null = null;

export function startEarlyPreload(): void {
  early = fetch(REMOTES_MANIFEST_URL, { credentials: 'same-origin', cache: 'no-store' });
}

export function takeEarlyRemotesResponse(): Promise<Response> | null {
  const e = early;
  early = null;
  return e;
}
