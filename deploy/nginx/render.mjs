#!/usr/bin/env node
// Renders one nginx configuration per Hearth container (the shell, each remote) from a deploy description and the
// shell's deploy files (runtime-config.json, remotes.json): the Content-Security-Policy is built from the hosts they
// name. Re-render (and `nginx -s reload`) whenever a deploy changes those files' hosts or a remote's origin.
//
//   node deploy/nginx/render.mjs --deploy deploy/nginx/deploy.example.json --out /etc/hearth/nginx
//
// For each container <label> it writes:
//   <out>/<label>.server.conf   the `server { … }` block (for /etc/nginx/conf.d/ on a host that runs nginx already)
//   <out>/<label>.nginx.conf    a complete nginx.conf that runs that block alone:
//                               nginx -c <out>/<label>.nginx.conf -p <prefix>/<label> -e stderr
//
// The description (paths relative to its own file; see deploy.example.json and docs/adr/0010):
//   { "production": true,
//     "shell":   { "listen": 80, "root": "shell/dist", "deployDir": "deploy", "serverName": "_",
//                  "renderers"?: ["http://127.0.0.1:3100"], "pageCache"?: false | { "path", "maxSize", … } },
//     "remotes": [{ "name": "remote_listings", "listen": 80, "root": "remote-listings/dist", "label"?: "…" }, …],
//     "csp":     { "img": [], "media": [], "connect": [], "overrideOrigins": [], "styleInline": false, … },
//     "proxies": [{ "name": "sandbox", "listen": 443, "upstream": "http://127.0.0.1:4100" }, …],
//     "gateway": { "api": "http://127.0.0.1:4100", "remotes": { "remote_listings": "https://127.0.0.1:3001", … },
//                  "verifyUpstreamTls": true, "trustedCertificate": "/etc/ssl/certs/ca-certificates.crt" },
//     "hsts":    "max-age=31536000; includeSubDomains",
//     "nginx":   { "brotli": "auto", "prefix": "run", "mimeTypes": "/etc/nginx/mime.types", "user": null,
//                  "daemon": false, "accessLog": null } }
// `"production": true` (a deploy users reach) refuses any dist whose build-info.json is not a production build
// (`pnpm build:production`; `npm start` / `npm test` build a shell that accepts `?remote.<name>=` overrides into the
// same shell/dist) and any override origin in "csp". Every deploy refuses a deploy directory that holds a
// precompressed copy of a deploy file (build-check.mjs, ADR 0020). "hsts": the Strict-Transport-Security of the TLS
// servers (default policy.mjs HSTS; false: none).
// A remote without "listen" listens on the port of its entry URL in remotes.json. The shell, a remote or a proxy
// with "tls": { "certificate": "…", "key": "…" } (PEM files) serves HTTPS with HTTP/2. A proxy (role `proxy`,
// proxy-conf.mjs) passes every request to a plain-HTTP upstream, e.g. a TLS front of an API. The optional `gateway`
// (gateway-conf.mjs; one origin per site, ADR 0017) adds to the shell's server block `location ^~ /api/` (the API)
// and `location ^~ /mf/<remote name>/` (each remote), proxied to those origins, so that the deploy files may name
// them root-relative (`/api/cmis`, `/mf/remote_listings/mf-manifest.json`); such URLs must have a gateway route.
// The optional shell `renderers` (renderer-conf.mjs; issue 29, ADR 0034): `/` and the history routes are proxied to
// the shell's server renderers (`shell/dist/server/server.js`), falling back to the static index.html; without
// them, every page is the static index.html. With renderers, nginx caches their pages as their Cache-Control allows
// (page-cache-conf.mjs, ADR 0036), under <prefix>/<label>/page-cache unless "pageCache" says otherwise; its key holds
// the deploy files' digest, so a re-render and reload after a deploy starts from an empty cache.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assertNoPrecompressedDeployFiles, assertProductionBuild } from './build-check.mjs';
import { checkDeployUrls, checkGateway } from './gateway-check.mjs';
import { mainConf, serverBlock } from './nginx-conf.mjs';
import { checkPageCache } from './page-cache-conf.mjs';
import { pageCsp, serializeCsp } from './policy.mjs';
import { proxyBlock } from './proxy-conf.mjs';

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function readJson(file, { optional = false } = {}) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if (optional && err.code === 'ENOENT') return null;
    throw new Error(`[render] cannot read ${file}: ${err.message}`);
  }
}

/** The deploy files' digest (12 hex digits): a new deploy, new page cache keys. */
function deployDigest(deployDir) {
  const hash = crypto.createHash('sha256');
  for (const file of ['runtime-config.json', 'remotes.json'])
    hash.update(fs.readFileSync(path.join(deployDir, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

function portOf(url) {
  try {
    const u = new URL(url);
    return u.port || (u.protocol === 'https:' ? '443' : '80');
  } catch {
    return null;
  }
}

/** `brotli: "auto"` → the module's path when it is installed; `true` → it must be; `false` → none. */
function brotliModule(setting = 'auto', modulePath = BROTLI_MODULE) {
  if (setting === false || setting === 'off') return null;
  if (fs.existsSync(modulePath)) return modulePath;
  if (setting === true || setting === 'on')
    throw new Error(
      `[render] brotli is on but ${modulePath} is missing (apt-get install libnginx-mod-http-brotli-static)`,
    );
  return null;
}

/**
 * Renders every container of a description (already parsed; `base` resolves its relative paths).
 * @returns {{ label: string, role: 'shell'|'remote'|'proxy', listen: string, serverFile: string, mainFile: string,
 *             prefix: string, csp: string | null, pageCache: string | null }[]}
 */
export function renderDeploy(description, { base = process.cwd(), out }) {
  const abs = (p) => path.resolve(base, p);
  const tlsOf = ({ tls }) => {
    if (tls && !(tls.certificate && tls.key)) throw new Error('[render] tls needs a certificate and a key');
    return tls ? { certificate: abs(tls.certificate), key: abs(tls.key) } : undefined;
  };
  if (!out) throw new Error('[render] out is required');
  out = abs(out);
  const nginx = description.nginx ?? {};
  const module = brotliModule(nginx.brotli, nginx.brotliModule);
  const prefixRoot = abs(nginx.prefix ?? path.join(out, 'run'));
  const prefixOf = (label) => path.join(prefixRoot, label.replace(/[^\w.-]+/g, '-'));
  const containers = [];
  const production = description.production === true;
  if (production && description.csp?.overrideOrigins?.length)
    throw new Error('[render] a production deploy allows no override origins (csp.overrideOrigins)');
  /** A production deploy serves production builds only. */
  const checkBuild = (root, label) => production && assertProductionBuild(root, label);

  const shell = description.shell;
  let remotesJson = null;
  let gateway = null;
  if (description.gateway != null && !shell) throw new Error('[render] a gateway needs a shell to serve it');
  if (shell) {
    const root = abs(shell.root);
    const deployDir = abs(shell.deployDir ?? shell.root);
    checkBuild(root, shell.label ?? 'shell');
    assertNoPrecompressedDeployFiles(deployDir);
    const config = readJson(path.join(deployDir, 'runtime-config.json'));
    remotesJson = readJson(path.join(deployDir, 'remotes.json'));
    const remoteNames = [
      ...(remotesJson?.remotes ?? []).map((r) => r?.name),
      ...(description.remotes ?? []).map((r) => r?.name),
    ].filter((n) => typeof n === 'string');
    gateway = checkGateway(description.gateway, { remoteNames, resolvePath: abs });
    checkDeployUrls({ config, remotes: remotesJson, gateway });
    const label = shell.label ?? 'shell';
    const pageCache = checkPageCache(shell.pageCache, {
      renderers: shell.renderers,
      defaultPath: path.join(prefixOf(label), 'page-cache'),
      generation: deployDigest(deployDir),
    });
    containers.push({
      label,
      role: 'shell',
      listen: String(shell.listen ?? 80),
      root,
      deployDir,
      serverName: shell.serverName,
      tls: tlsOf(shell),
      gateway,
      renderers: shell.renderers,
      pageCache: pageCache && { ...pageCache, path: abs(pageCache.path) },
      csp: serializeCsp(pageCsp({ role: 'shell', config, remotes: remotesJson, csp: description.csp })),
    });
  }
  for (const remote of description.remotes ?? []) {
    if (!remote.name || !remote.root) throw new Error('[render] every remote needs a name and a root');
    const root = abs(remote.root);
    checkBuild(root, remote.label ?? remote.name);
    const entry = remotesJson?.remotes?.find((r) => r.name === remote.name)?.entry;
    // A root-relative entry (/mf/<name>/…) is the gateway's: the remote listens on its gateway upstream's port.
    const upstream = gateway?.remotes.find((r) => r.name === remote.name)?.url;
    const listen = remote.listen ?? ((entry && portOf(entry)) || (upstream && portOf(upstream)));
    if (!listen)
      throw new Error(
        `[render] ${remote.name}: no listen, and no absolute entry in remotes.json or gateway upstream to take it from`,
      );
    // The harness page (index.html) of a remote talks to the hosts of its own runtime-config.json.
    const config = readJson(path.join(root, 'runtime-config.json'), { optional: true });
    containers.push({
      label: remote.label ?? remote.name,
      role: 'remote',
      listen: String(listen),
      root,
      serverName: remote.serverName,
      tls: tlsOf(remote),
      csp: serializeCsp(pageCsp({ role: 'remote', config, csp: description.csp })),
    });
  }
  for (const proxy of description.proxies ?? []) {
    if (!proxy.name || !proxy.listen || !proxy.upstream)
      throw new Error('[render] every proxy needs a name, a listen and an upstream');
    containers.push({
      label: proxy.label ?? proxy.name,
      role: 'proxy',
      listen: String(proxy.listen),
      upstream: proxy.upstream,
      serverName: proxy.serverName,
      tls: tlsOf(proxy),
      csp: null,
    });
  }

  fs.mkdirSync(out, { recursive: true });
  return containers.map((c) => {
    const file = c.label.replace(/[^\w.-]+/g, '-');
    const serverFile = path.join(out, `${file}.server.conf`);
    const mainFile = path.join(out, `${file}.nginx.conf`);
    const prefix = prefixOf(c.label);
    fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
    if (c.pageCache) fs.mkdirSync(c.pageCache.path, { recursive: true });
    fs.writeFileSync(
      serverFile,
      c.role === 'proxy'
        ? proxyBlock({
            name: c.label,
            listen: c.listen,
            upstream: c.upstream,
            serverName: c.serverName,
            tls: c.tls,
            hsts: description.hsts,
          })
        : serverBlock({
            role: c.role,
            name: c.label,
            listen: c.listen,
            root: c.root,
            deployDir: c.deployDir,
            serverName: c.serverName,
            documentCsp: c.csp,
            brotli: Boolean(module),
            tls: c.tls,
            hsts: description.hsts,
            gateway: c.gateway,
            renderers: c.renderers,
            pageCache: c.pageCache,
          }),
    );
    fs.writeFileSync(
      mainFile,
      mainConf({
        serverFile,
        prefix,
        mimeTypes: nginx.mimeTypes,
        brotliModule: module,
        daemon: nginx.daemon ?? false,
        user: nginx.user ?? null,
        errorLog: nginx.errorLog,
        accessLog: nginx.accessLog,
      }),
    );
    const cache = c.pageCache?.path ?? null;
    return {
      label: c.label,
      role: c.role,
      listen: c.listen,
      serverFile,
      mainFile,
      prefix,
      csp: c.csp,
      pageCache: cache,
    };
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      deploy: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || !values.deploy || !values.out) {
    console.log('usage: node deploy/nginx/render.mjs --deploy <description.json> --out <dir>');
    process.exit(values.help ? 0 : 2);
  }
  const file = path.resolve(values.deploy);
  const rendered = renderDeploy(readJson(file), { base: path.dirname(file), out: values.out });
  for (const r of rendered)
    console.log(`${r.label.padEnd(24)} listen ${r.listen.padEnd(16)} nginx -c ${r.mainFile} -p ${r.prefix}`);
}

// Run as a script (also through a symlink: Node resolves the module's own path).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message ?? err);
    process.exit(1);
  });
}
