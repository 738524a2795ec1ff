// The gateway of a shell's server block: one origin per site (ADR 0017). The shell's own nginx also serves the API
// under /api/ and each remote under /mf/<remote name>/, proxied to their upstreams, so that a first visit opens one
// connection (DNS + TCP + TLS) instead of one per origin, and the deploy files name them root-relative
// (runtime-config.json `hosts.cmis: "/api/cmis"`, remotes.json `entry: "/mf/remote_listings/mf-manifest.json"`).
// Pure (no I/O): render.mjs checks the description's `gateway` and the deploy files' URLs (gateway-check.mjs);
// serverBlock() (nginx-conf.mjs) writes the upstreams and locations of the checked gateway with these functions.
//
//   "gateway": {
//     "api": "http://127.0.0.1:4100",                    location ^~ /api/ → the API, the /api prefix stripped
//     "remotes": { "remote_listings": "https://listings.internal:443", … },
//                                                        location ^~ /mf/remote_listings/ → that remote's server
//     "verifyUpstreamTls": true,                         https upstreams: verify their certificate (default true)
//     "trustedCertificate": "/etc/ssl/certs/ca-certificates.crt",   the CAs they are verified with (the default)
//     "maxBodySize": "64m"                               client_max_body_size of /api/ (uploads; default 64m)
//   }
//
// The proxied responses keep the upstream's headers, with these exceptions (the shell's server level has no
// add_header they could inherit: nginx-conf.mjs puts every header in a location):
// - /api/: `X-Content-Type-Options: nosniff` and `Content-Security-Policy: default-src 'none'; …` (policy.mjs
//   API_HEADERS) replace whatever the API sends: its JSON and files run nothing and are never sniffed (ADR 0020);
// - on a TLS server, every gateway answer carries the server's Strict-Transport-Security (the upstream's is hidden).
// The remotes' servers send their own Cache-Control, CSP and precompressed files (Accept-Encoding is passed
// through); the API's JSON may come uncompressed.
// (No import of nginx-conf.mjs, which imports this module: no cycles.)
import { API_PREFIX, REMOTES_PREFIX } from './gateway-check.mjs';
import { API_HEADERS } from './policy.mjs';

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

/** `proxy_hide_header` + `add_header … always` lines that replace the upstream's value of each header. */
function replaceHeaders(headers) {
  return headers.flatMap(([name, value]) => [
    `proxy_hide_header ${name};`,
    `add_header ${name} "${value}" always;`,
  ]);
}

/**
 * The gateway's `location` blocks of a checked gateway: the upstream's headers pass through, except those of
 * replaceHeaders (API_HEADERS on /api/; `hsts`: nginx-conf.mjs hstsHeaders of a TLS server, on every location).
 * @param {string} label
 * @param {ReturnType<typeof import('./gateway-check.mjs').checkGateway>} gateway
 * @param {{ hsts?: [string, string][] }} [opts]
 */
export function gatewayLocations(label, gateway, { hsts = [] } = {}) {
  const I = '        ';
  // `charset off`: the upstream's Content-Type as it is (the server's `charset` would add one).
  const block = (match, lines) =>
    `    location ^~ ${match} {\n${[...lines, 'charset off;'].map((l) => `${I}${l}`).join('\n')}\n    }`;
  const locations = [];
  if (gateway.api)
    locations.push(
      block(API_PREFIX, [
        ...replaceHeaders([...API_HEADERS, ...hsts]),
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
    locations.push(
      block(prefix, [...replaceHeaders(hsts), ...upstreamLines(label, remote.name, remote, gateway, prefix)]),
    );
  }
  locations[0] =
    `    # The gateway (one origin per site): proxied, with the upstream's own response headers (but for the API's\n` +
    `    # nosniff and CSP, and HSTS with TLS).\n${locations[0]}`;
  return locations;
}
