/** Links and redirects coming from data are http(s) only. */
export function safeHttpUrl(
  raw: string | null | undefined,
  options: { allowedHosts?: readonly string[] } = {},
): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (options.allowedHosts && !options.allowedHosts.some((h) => url.host === h || url.hostname === h))
    return null;
  return url.href;
}

/** Agent websites: add https:// when there is no scheme, then apply the http(s) guard. */
export function withHttpsScheme(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim();
  return safeHttpUrl(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
}

/** Hosts of a set of configured base URLs (for redirect guards). */
export function hostsOf(urls: readonly string[]): string[] {
  return urls.flatMap((u) => {
    try {
      return [new URL(u).host];
    } catch {
      return [];
    }
  });
}
