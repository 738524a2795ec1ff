// The gateway's checks (one origin per site, ADR 0017; rendered by gateway-conf.mjs): the deploy description's
// `gateway` (checkGateway) and the deploy files' URLs against it (checkDeployUrls). Pure (no I/O).
// Every upstream is an http(s) origin (scheme, host, optional port: no path, query or credentials); a remote's name
// is one of remotes.json (or of the description's remotes).
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
