// CSP source expressions from data (deploy/nginx/policy.mjs builds the policies with them): what may stand in a
// header, a configured URL's origin as a source, a script file as a source, root-relative and protocol-relative URLs.

const KEYWORDS = new Set([
  "'self'",
  "'none'",
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'strict-dynamic'",
  "'wasm-unsafe-eval'",
]);

/** A CSP source expression we accept from data: a keyword, a scheme (`data:`), or an origin (wildcards allowed). */
const SOURCE = /^(?:[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9.-]+(?::(?:\d+|\*))?)$/i;

/** One file on one origin (`https://res.wx.qq.com/open/js/jweixin-1.6.0.js`): no query, no `;`, `,`, quotes or spaces. */
const FILE_SOURCE = /^https?:\/\/[a-z0-9.-]+(?::\d+)?\/[\w\-.~%!$&*+=:@/]*$/i;

/** Throws on anything that is not a plain source expression (no `;`, `,`, spaces or quotes can reach the header). */
export function checkSource(source) {
  if (
    typeof source !== 'string' ||
    !(KEYWORDS.has(source) || SOURCE.test(source) || FILE_SOURCE.test(source))
  )
    throw new Error(`[csp] not a CSP source expression: ${JSON.stringify(source)}`);
  return source;
}

/**
 * A root-relative URL (`/api/cmis`, `/mf/remote_listings/mf-manifest.json`): one leading slash, never `//host` or
 * `/\host` (those name another host). A deploy file's hosts and remote entries may be root-relative: the browser
 * resolves them against the page's origin, whose gateway serves them (one origin per site, ADR 0017; the shell's
 * gateway: deploy/nginx/gateway-conf.mjs).
 */
export const ROOT_RELATIVE = /^\/(?![/\\])/;

export function isRootRelative(url) {
  return typeof url === 'string' && ROOT_RELATIVE.test(url);
}

/** `//host/…` or `/\host/…`: a URL on another host whose scheme is the page's (not accepted in deploy files). */
export function isProtocolRelative(url) {
  return typeof url === 'string' && /^\/[/\\]/.test(url);
}

/**
 * The origin of a configured URL, as a CSP source. Template URLs (map tiles: `https://{s}.tile.example.com/{z}/…`)
 * become a wildcard on the templated labels: `https://*.tile.example.com`. A root-relative URL (`/api/cmis`) is the
 * page's own origin: `'self'`. Returns null for anything else (a non-http(s) URL, a protocol-relative one).
 */
export function originOf(url) {
  if (isRootRelative(url)) return "'self'";
  const match = /^(https?):\/\/([^/?#]+)/i.exec(String(url ?? '').trim());
  if (!match) return null;
  const scheme = match[1].toLowerCase();
  let authority = match[2].replace(/^[^@]*@/, '');
  if (authority.includes('{')) {
    const [host, port] = authority.split(/:(?=[^:]*$)/);
    const labels = host.split('.');
    const lastTemplated = labels.map((l) => l.includes('{')).lastIndexOf(true);
    authority = ['*', ...labels.slice(lastTemplated + 1)].join('.') + (port ? `:${port}` : '');
    return checkSource(`${scheme}://${authority.toLowerCase()}`);
  }
  try {
    return checkSource(new URL(`${scheme}://${authority}`).origin);
  } catch {
    return null;
  }
}

/**
 * A script's URL as a CSP source that allows that one file (`https://res.wx.qq.com/open/js/jweixin-1.6.0.js`), not
 * its whole origin: a CDN serves anyone's files. The query and fragment are dropped (CSP matches paths only); a
 * root-relative URL is the page's own origin, `'self'`. Returns null for anything else.
 */
export function fileSourceOf(url) {
  if (isRootRelative(url)) return "'self'";
  let parsed;
  try {
    parsed = new URL(String(url ?? '').trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) return null;
  const source = `${parsed.origin}${parsed.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C')}`;
  return FILE_SOURCE.test(source) ? source : null;
}

/** The runtime config's defaults of `wechatSdkUrl` / `dingtalkSdkUrl` (shared/src/config/runtime-config-schema.ts). */
export const DEFAULT_SDK_URLS = {
  wechat: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
  dingtalk: 'https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js',
};
