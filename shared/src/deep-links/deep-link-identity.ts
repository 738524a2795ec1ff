import type { NativeContext } from '../stores/native-context-store';
import { IDENTITY_PARAMS, withoutIdentity } from './shareable-url';

// Pure (no singleton state): the shell's bootstrap runs it through `@hearth/shared/security`, the singleton's
// installNativeContext through a relative import; both meet in the tab's sessionStorage.

export type IdentityKey = (typeof IDENTITY_PARAMS)[number];
export type NativeIdentity = Partial<Pick<NativeContext, IdentityKey>>;

/** Where the tab keeps the identity its deep link carried (the app does not append it again on a reload). */
export const IDENTITY_STORAGE_KEY = 'hearth.nativeIdentity';

function tabStorage(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): Storage | null {
  try {
    return win?.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The identity a query string carries: null when it names none of the identity parameters (then the tab's remembered
 * identity stands), else its non-empty values (a deep link that names them is the app's word for this load, as it
 * was when the values stayed in the URL).
 */
export function identityInQuery(search: string): NativeIdentity | null {
  const params = new URLSearchParams(search);
  if (!IDENTITY_PARAMS.some((key) => params.has(key))) return null;
  const identity: NativeIdentity = {};
  for (const key of IDENTITY_PARAMS) {
    const value = params.get(key);
    if (value) identity[key] = value;
  }
  return identity;
}

/** Keeps a deep link's identity for the tab, replacing what an earlier deep link left. */
export function rememberIdentity(identity: NativeIdentity, storage: Storage | null = tabStorage()): void {
  try {
    storage?.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
  } catch {
    // Storage full or denied: the values still apply to this page; a reload then starts without them.
  }
}

/** The identity remembered for this tab ({} when none, or unreadable). */
export function rememberedIdentity(storage: Storage | null = tabStorage()): NativeIdentity {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(IDENTITY_STORAGE_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const identity: NativeIdentity = {};
  for (const key of IDENTITY_PARAMS) {
    const value: unknown = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) identity[key] = value;
  }
  return identity;
}

/**
 * Takes the identity parameters out of the address bar: remembers them for the tab, then replaces the history
 * entry's URL with the same URL without them (other parameters, hash and the entry's state kept). Runs before the
 * router is created (shell bootstrap; installNativeContext), so the router starts from the clean URL. Returns the
 * identity the URL carried (null when none).
 */
export function takeIdentityFromAddressBar(win: Window = window): NativeIdentity | null {
  const identity = identityInQuery(win.location.search);
  const current = win.location.href;
  const clean = withoutIdentity(current);
  if (identity) rememberIdentity(identity, tabStorage(win));
  if (clean !== current) {
    try {
      win.history.replaceState(win.history.state, '', clean);
    } catch (error) {
      console.warn('[hearth] could not take the identity out of the address bar', error);
    }
  }
  return identity;
}
