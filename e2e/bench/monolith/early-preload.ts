// The monolith build's stand-in for shell/src/startup/early-preload.ts: remotes.json is still read early (it
// holds the route ownership table), but there is no remote entry to preload.
import { REMOTES_MANIFEST_URL } from '../../../shell/src/startup/early-constants';

let early: Promise<Response> | null = null;

/** Resolves to remotes.json as received (null when unreadable), like the real one (the early site requests). */
export function startEarlyPreload(): Promise<unknown> {
  early = fetch(REMOTES_MANIFEST_URL, { credentials: 'same-origin', cache: 'no-store' });
  return early.then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null)).catch(() => null);
}

export function takeEarlyRemotesResponse(): Promise<Response> | null {
  const e = early;
  early = null;
  return e;
}
