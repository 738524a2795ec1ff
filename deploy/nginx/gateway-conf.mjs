// The gateway of a shell's server block: one origin per site (ADR 0017). The shell's own nginx also serves the API
// under /api/ and each remote under /mf/<remote name>/, proxied to their upstreams, so that a first visit opens one
// connection (DNS + TCP + TLS) instead of one per origin, and the deploy files name them root-relative
// (runtime-config.json `hosts.cmis: "/api/cmis"`, remotes.json `entry: "/mf/remote_listings/mf-manifest.json"`).
// Pure (no I/O): render.mjs checks the description's `gateway` (checkGateway) and the deploy files' URLs against it
// (checkDeployUrls); serverBlock() (nginx-conf.mjs) writes the upstreams and locations of the checked gateway.
//
//   "gateway": {
//     "api": "http://127.0.0.1:4100",                    location ^~ /api/ → the API, the /api prefix stripped
//     "remotes": { "remote_listings": "https://listings.internal:443", … },
//                                                        location ^~ /mf/remote_listings/ → that remote's server
//     "verifyUpstreamTls": true,                         https upstreams: verify their certificate (default true)
//     "trustedCertificate": "/etc/ssl/certs/ca-certificates.crt",   the CAs they are verified with (the default)
//     "maxBodySize": "64m"                               client_max_body_size of /api/ (uploads; default 64m)
//   }
// Every upstream is an http(s) origin (scheme, host, optional port: no path, query or credentials); a remote's name
// is one of remotes.json (or of the description's remotes).
//
// The proxied responses keep the upstream's headers: these locations add none, and the shell's server level has no
// add_header they could inherit (nginx-conf.mjs puts every header in a location). The remotes' servers send their
// own Cache-Control, CSP and precompressed files (Accept-Encoding is passed through); the API's JSON may come
// uncompressed.
// (No import of nginx-conf.mjs, which imports this module: no cycles.)
import { isProtocolRelative, isRootRelative } from './policy.mjs';

/** The gateway's path prefixes on the shell's origin. */
export const API_PREFIX = '/api/';
export const REMOTES_PREFIX = '/mf/';
/** Debian's CA bundle (package ca-certificates): what an https upstream is verified with by default. */
export const DEFAULT_TRUSTED_CERTIFICATE = '/etc/ssl/certs/ca-certificates.crt';

const KEYS = ['api', 'remotes', 'verifyUpstreamTls', 'trustedCertificate', 'maxBodySize'];
/** A remote's container name (remote_listings): also a path segment and part of an upstream name. */
const REMOTE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const ORIGIN = new RegExp(`^(https?)://(\\[[0-9a-f:.]+\\]|${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?/?$`, 'i');

const fail = (message) => {
  throw new Error(`[render] ${message}`);
};

/**
 * `https://127.0.0.1:3001` → `{ scheme, host, port, authority, server }`: an http(s) origin, nothing else (a
 * trailing slash is allowed). `authority`: the Host header the upstream gets; `server`: its upstream address.
 */
export function checkOrigin(value, what) {
  const match = typeof value === 'string' ? ORIGIN.exec(value) : null;
  const port = match?.[3] === undefined ? undefined : Number(match[3]);
  if (!match || (port !== undefined && (port < 1 || port > 65535)))
    fail(
      `${what}: ${JSON.stringify(value)} is not an http(s) origin (scheme://host[:port]; no path, query or credentials)`,
    );
  const scheme = match[1].toLowerCase();
  const host = match[2].toLowerCase();
  return {
    url: `${scheme}://${port === undefined ? host : `${host}:${port}`}`,
    scheme,
    host,
    authority: port === undefined ? host : `${host}:${port}`,
    server: `${host}:${port ?? (scheme === 'https' ? 443 : 80)}`,
  };
}

/**
 * The description's `gateway`, checked (null when there is none).
 * @param {unknown} gateway
 * @param {{ remoteNames: Iterable<string>, resolvePath?: (p: string) => string }} opts the remotes it may name;
 *   resolvePath makes trustedCertificate absolute (the description's directory)
 * @returns {null | { api: ReturnType<typeof checkOrigin> | null, remotes: ({ name: string } & ReturnType<typeof
 *   checkOrigin>)[], verifyUpstreamTls: boolean, trustedCertificate: string, maxBodySize: string }}
 */
export function checkGateway(gateway, { remoteNames, resolvePath = (p) => p }) {
  if (gateway === undefined || gateway === null) return null;
  if (typeof gateway !== 'object' || Array.isArray(gateway))
    fail('gateway must be an object: { "api"?: origin, "remotes"?: { <remote name>: origin } }');
  const unknown = Object.keys(gateway).filter((k) => !KEYS.includes(k));
  if (unknown.length) fail(`gateway: unknown key(s) ${unknown.join(', ')} (known: ${KEYS.join(', ')})`);

  const api = gateway.api === undefined ? null : checkOrigin(gateway.api, 'gateway.api');
  const remotesValue = gateway.remotes ?? {};
  if (typeof remotesValue !== 'object' || Array.isArray(remotesValue))
    fail('gateway.remotes must be an object: { <remote name>: origin }');
  const known = new Set(remoteNames);
  const remotes = Object.entries(remotesValue).map(([name, origin]) => {
    if (!REMOTE_NAME.test(name) || !known.has(name))
      fail(
        `gateway.remotes: ${JSON.stringify(name)} is not a remote of this deploy (known: ${[...known].join(', ') || 'none'})`,
      );
    return { name, ...checkOrigin(origin, `gateway.remotes.${name}`) };
  });
  if (!api && !remotes.length) fail('gateway: neither an api nor any remotes to serve');

  const verify = gateway.verifyUpstreamTls ?? true;
  if (typeof verify !== 'boolean') fail('gateway.verifyUpstreamTls must be true or false');
  const certificate = gateway.trustedCertificate ?? DEFAULT_TRUSTED_CERTIFICATE;
  if (typeof certificate !== 'string' || !certificate || /[\s"';{}$]/.test(certificate))
    fail(`gateway.trustedCertificate: unusable path ${JSON.stringify(certificate)}`);
  const trustedCertificate = resolvePath(certificate);
  const maxBodySize = String(gateway.maxBodySize ?? '64m');
  if (!/^\d+[kmg]?$/i.test(maxBodySize))
    fail(`gateway.maxBodySize: ${JSON.stringify(gateway.maxBodySize)} is not a size (e.g. 64m)`);
  return { api, remotes, verifyUpstreamTls: verify, trustedCertificate, maxBodySize };
}

/**
 * Checks the deploy files' URLs against the gateway (null: none): a root-relative host must be under /api/ and
 * needs `gateway.api`; a root-relative entry must be under /mf/<name>/ with `gateway.remotes.<name>`; a
 * protocol-relative URL (`//host/…`) is refused; with a gateway, no remote may claim a path under /api or /mf.
 * @param {{ config?: object | null, remotes?: { remotes?: object[] } | null, gateway: ReturnType<typeof checkGateway> }} input
 */
export function checkDeployUrls({ config, remotes, gateway }) {
  const urls = [
    ...Object.entries(config?.hosts ?? {}).map(([key, url]) => ({
      what: `runtime-config.json hosts.${key}`,
      url,
    })),
    ...(remotes?.remotes ?? []).map((r) => ({ what: `remotes.json ${r?.name} entry`, url: r?.entry })),
  ];
  for (const { what, url } of urls) {
    if (isProtocolRelative(url))
      fail(`${what}: ${JSON.stringify(url)} is protocol-relative: use an absolute https:// URL or a /path`);
  }
  for (const [key, url] of Object.entries(config?.hosts ?? {})) {
    if (!isRootRelative(url)) continue;
    if (!url.startsWith(API_PREFIX))
      fail(
        `runtime-config.json hosts.${key}: ${JSON.stringify(url)} is root-relative but not under ${API_PREFIX}`,
      );
    if (!gateway?.api)
      fail(
        `runtime-config.json hosts.${key} is ${JSON.stringify(url)}, but the deploy has no gateway.api to serve it`,
      );
  }
  const routed = new Set((gateway?.remotes ?? []).map((r) => r.name));
  for (const remote of remotes?.remotes ?? []) {
    if (!isRootRelative(remote?.entry)) continue;
    const name = /^\/mf\/([^/]+)\/[^/]/.exec(remote.entry)?.[1];
    if (!name)
      fail(
        `remotes.json ${remote.name} entry: ${JSON.stringify(remote.entry)} is root-relative but not under ${REMOTES_PREFIX}<remote name>/`,
      );
    if (!routed.has(name))
      fail(
        `remotes.json ${remote.name} entry is ${JSON.stringify(remote.entry)}, but the deploy has no gateway.remotes.${name} to serve it`,
      );
  }
  if (!gateway) return;
  for (const remote of remotes?.remotes ?? [])
    for (const prefix of remote?.prefixes ?? []) {
      const p = typeof prefix === 'string' ? prefix : prefix?.path;
      if (/^\/(api|mf)(\/|$)/.test(String(p)))
        fail(`remotes.json ${remote.name} prefix ${JSON.stringify(p)}: /api and /mf are the gateway's`);
    }
}

/** The nginx name of one upstream of a container: `hearth_shell_api`, `hearth_shell_remote_listings`. */
export function upstreamName(label, key) {
  return `hearth_${`${label}_${key}`.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/**
 * The `upstream { … }` blocks of a checked gateway (http level: before the server block, in the same file), with
 * idle keep-alive connections to each.
 */
export function gatewayUpstreams(label, gateway) {
  const targets = [
    ...(gateway.api ? [['api', gateway.api]] : []),
    ...gateway.remotes.map((r) => [r.name, r]),
  ];
  return targets
    .map(
      ([key, origin]) =>
        `upstream ${upstreamName(label, key)} {\n    server ${origin.server};\n    keepalive 16;\n}\n`,
    )
    .join('');
}

/** The lines that talk to one upstream: HTTP/1.1 with keep-alive, its own Host, TLS when https. */
function upstreamLines(label, key, origin, gateway, prefix) {
  const lines = [
    `proxy_pass ${origin.scheme}://${upstreamName(label, key)}/;`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    `proxy_set_header Host ${origin.authority};`,
    // The upstream's own absolute redirects stay on this origin, under the prefix.
    `proxy_redirect ${origin.url}/ ${prefix};`,
  ];
  if (origin.scheme === 'https') {
    lines.push(
      'proxy_ssl_server_name on;',
      `proxy_ssl_name ${origin.host.replace(/^\[|\]$/g, '')};`,
      'proxy_ssl_protocols TLSv1.2 TLSv1.3;',
    );
    if (gateway.verifyUpstreamTls)
      lines.push(
        'proxy_ssl_verify on;',
        `proxy_ssl_trusted_certificate ${gateway.trustedCertificate};`,
        'proxy_ssl_verify_depth 4;',
      );
    else lines.push('proxy_ssl_verify off;');
  }
  return lines;
}

/** The gateway's `location` blocks of a checked gateway (no add_header: the upstream's headers pass through). */
export function gatewayLocations(label, gateway) {
  const I = '        ';
  // `charset off`: the upstream's Content-Type as it is (the server's `charset` would add one).
  const block = (match, lines) =>
    `    location ^~ ${match} {\n${[...lines, 'charset off;'].map((l) => `${I}${l}`).join('\n')}\n    }`;
  const locations = [];
  if (gateway.api)
    locations.push(
      block(API_PREFIX, [
        ...upstreamLines(label, 'api', gateway.api, gateway, API_PREFIX),
        // Where the API is public (the sandbox builds its file URLs from these: SANDBOX_TRUST_PROXY=1).
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_set_header X-Forwarded-Host $http_host;',
        `proxy_set_header X-Forwarded-Prefix ${API_PREFIX.replace(/\/$/, '')};`,
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        // Bodies and answers streamed, like the TLS proxy of proxy-conf.mjs.
        'proxy_buffering off;',
        'proxy_request_buffering off;',
        'proxy_read_timeout 300s;',
        `client_max_body_size ${gateway.maxBodySize};`,
      ]),
    );
  for (const remote of gateway.remotes) {
    const prefix = `${REMOTES_PREFIX}${remote.name}/`;
    locations.push(block(prefix, upstreamLines(label, remote.name, remote, gateway, prefix)));
  }
  locations[0] = `    # The gateway (one origin per site): proxied, with the upstream's own response headers.\n${locations[0]}`;
  return locations;
}
