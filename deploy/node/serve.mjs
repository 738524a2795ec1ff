#!/usr/bin/env node
// A static server for one built Hearth container, with the headers of the nginx configuration (policy.mjs):
//
//   node deploy/node/serve.mjs --role remote --dist remote-listings/dist --port 3001 [--host 127.0.0.1]
//   node deploy/node/serve.mjs --role shell --dist shell/dist --deploy-dir <dir> --port 3000
//
// --csp <file.json>: extra CSP sources (the "csp" object of an nginx deploy description). Without it, the local
// default: a non-production shell may load remotes from any loopback origin (`?remote.<name>=<url>` overrides).
// --production: a production deploy (like `"production": true` in an nginx description): the dist must be a
// production build (its build-info.json, deploy/nginx/build-check.mjs), and no override origin is allowed.
// Every shell server refuses a deploy directory that holds a precompressed copy of a deploy file.
// --renderer <http://host:port> (shell): the server-rendering process (`shell/dist/server/server.js`, issue 29):
// `/` and history routes are its pages, the static index.html when it is down, errs or is slow (render-proxy.mjs).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assertNoPrecompressedDeployFiles, assertProductionBuild } from '../nginx/build-check.mjs';
import { LOCAL_CSP } from '../nginx/policy.mjs';
import { checkRendererUrl } from './render-proxy.mjs';
import { createStaticHandler } from './static-handler.mjs';

/**
 * The checks a server makes before it starts (throws): a production deploy serves a production build with no
 * override origin; a shell's deploy directory holds no precompressed copy of a deploy file.
 * @param {{ role: 'shell'|'remote', dist: string, deployDir?: string, production?: boolean,
 *           csp?: import('../nginx/policy.mjs').CspOptions, label?: string }} opts
 */
export function checkServe({ role, dist, deployDir, production = false, csp, label = role }) {
  if (production) {
    assertProductionBuild(dist, label);
    if (csp?.overrideOrigins?.length)
      throw new Error(`[${label}] a production deploy allows no override origins (csp.overrideOrigins)`);
  }
  if (role === 'shell') assertNoPrecompressedDeployFiles(deployDir ?? dist);
}

/**
 * Starts the server; resolves once it listens. `production`: see checkServe (its default CSP options are none,
 * not the local loopback override origins).
 * `renderer`: the shell's server-rendering process (an http origin), whose pages it serves.
 * @param {{ role: 'shell'|'remote', dist: string, port: number, host?: string, deployDir?: string,
 *           csp?: import('../nginx/policy.mjs').CspOptions, label?: string, production?: boolean,
 *           renderer?: string }} opts
 */
export function serve({
  role,
  dist,
  port,
  host,
  deployDir,
  production = false,
  csp,
  label = role,
  renderer,
}) {
  csp ??= production ? {} : LOCAL_CSP;
  checkServe({ role, dist, deployDir, production, csp, label });
  if (renderer && role !== 'shell') throw new Error(`[${label}] only the shell has a renderer`);
  if (renderer) renderer = checkRendererUrl(renderer);
  const server = http.createServer(createStaticHandler({ root: dist, role, deployDir, csp, renderer }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      console.log(
        `[${label}] serving ${dist} on ${host ?? 'all interfaces'}:${port}${deployDir ? ` (deploy dir ${deployDir})` : ''}${renderer ? `, pages rendered by ${renderer}` : ''}`,
      );
      resolve(server);
    });
  });
}

/** Closes the server on SIGTERM/SIGINT, then exits. */
export function stopOnSignals(server) {
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function main() {
  const { values } = parseArgs({
    options: {
      role: { type: 'string', default: 'remote' },
      dist: { type: 'string', default: 'dist' },
      port: { type: 'string', default: process.env.PORT },
      host: { type: 'string' },
      'deploy-dir': { type: 'string' },
      csp: { type: 'string' },
      production: { type: 'boolean', default: false },
      renderer: { type: 'string' },
    },
  });
  if (!['shell', 'remote'].includes(values.role) || !values.port) {
    console.error(
      'usage: serve.mjs --role shell|remote --dist <dir> --port <port> [--host <addr>] [--deploy-dir <dir>] [--csp <file.json>] [--production] [--renderer <url>]',
    );
    process.exit(2);
  }
  const dist = path.resolve(values.dist);
  if (!fs.existsSync(dist)) {
    console.error(`[serve] ${dist} not found: build the package first.`);
    process.exit(1);
  }
  const csp = values.csp ? JSON.parse(fs.readFileSync(values.csp, 'utf8')) : undefined;
  const server = await serve({
    role: values.role,
    dist,
    port: Number(values.port),
    host: values.host,
    deployDir: values['deploy-dir'] ? path.resolve(values['deploy-dir']) : undefined,
    csp,
    production: values.production,
    renderer: values.renderer,
  });
  stopOnSignals(server);
}

// Run as a script (also through a symlink: Node resolves the module's own path).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))
  main().catch((err) => {
    console.error(err.message ?? err);
    process.exit(1);
  });
