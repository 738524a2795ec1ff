/**
 * The native context values that identify the app user (coupons spec §3 "Shared context values"): the app appends
 * them to deep links. They are read once, kept in the tab (native-context.ts) and never left in a URL anyone sees or
 * shares. `language` is a context value too, but not identity: it stays (ADR 0023).
 */
export const IDENTITY_PARAMS = ['fjjUserId', 'appAuthCode', 'yonghuId'] as const;

/**
 * Personal data some pages take from the query (hybrid spec, delivery acceptance: userName, email and phone): the
 * page keeps them in its own URL, a shared link never carries them.
 */
export const PERSONAL_PARAMS = ['userName', 'email', 'phone'] as const;

const SHARE_DROPPED = new Set([...IDENTITY_PARAMS, ...PERSONAL_PARAMS].map((k) => k.toLowerCase()));
const IDENTITY_DROPPED = new Set(IDENTITY_PARAMS.map((k) => k.toLowerCase()));

function keyOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * `url` without the query parameters named in `dropped` (names compared case-insensitively). Everything else is
 * kept byte for byte: origin, path, the other parameters in their order and encoding, the hash.
 */
export function withoutParams(url: string, dropped: ReadonlySet<string>): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return url;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && !dropped.has(keyOf(pair)));
  return `${beforeHash.slice(0, queryAt)}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

/** `url` without the app user's identity (fjjUserId, appAuthCode, yonghuId): what the address bar keeps. */
export function withoutIdentity(url: string): string {
  return withoutParams(url, IDENTITY_DROPPED);
}

/**
 * The one canonical URL every share uses (share bar and its copied link, WeChat and DingTalk shares, a remote's own
 * share links): the page's URL (default: the current one) without the app user's identity and personal data.
 */
export function shareableUrl(url: string = window.location.href): string {
  return withoutParams(url, SHARE_DROPPED);
}
