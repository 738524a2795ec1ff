/**
 * Only local pages may call the sandbox: the CORS origins it allows are http(s) origins on a loopback address
 * (127.0.0.0/8, [::1]) or on `localhost` / `*.localhost` (any port). Anything else, `null` and a missing origin get no
 * CORS header at all, so a page on another site cannot read the sandbox's answers.
 */
const LOOPBACK_V4 = /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const LOCALHOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*localhost$/;

/** The origin itself when it is a local page's, else null. */
export function localOrigin(origin: string | undefined): string | null {
  if (!origin || origin === 'null') return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // An origin is scheme://host[:port] and nothing else (the browser's header is echoed as it came).
  if (origin.endsWith('/') || url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    return null;
  const host = url.hostname;
  return host === '[::1]' || LOOPBACK_V4.test(host) || LOCALHOST.test(host) ? origin : null;
}
