#!/usr/bin/env node
// A static server for one built Hearth container, with the headers of the nginx configuration (policy.mjs):
//
//   node deploy/node/serve.mjs --role remote --dist remote-listings/dist --port 3001 [--host 127.0.0.1]
//   node deploy/node/serve.mjs --role shell --dist shell/dist --deploy-dir <dir> --port 3000
//
// --csp <file.json>: extra CSP sources (the "csp" object of an nginx deploy description). Without it, the local
// default: a non-production shell may load remotes from any loopback origin (`?remote.<name>=<url>` overrides).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCAL_CSP } from '../nginx/policy.mjs';
import { createStaticHandler } from './static-handler.mjs';

/**
 * Starts the server; resolves once it listens.
 * @param {{ role: 'shell'|'remote', dist: string, port: number, host?: string, deployDir?: string,
 *           csp?: import('../nginx/policy.mjs').CspOptions, label?: string }} opts
 */
export function serve({ role, dist, port, host, deployDir, csp = LOCAL_CSP, label = role }) {
  const server = http.createServer(createStaticHandler({ root: dist, role, deployDir, csp }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      console.log(
        `[${label}] serving ${dist} on ${host ?? 'all interfaces'}:${port}${deployDir ? ` (deploy dir ${deployDir})` : ''}`,
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
    },
  });
  if (!['shell', 'remote'].includes(values.role) || !values.port) {
    console.error(
      'usage: serve.mjs --role shell|remote --dist <dir> --port <port> [--host <addr>] [--deploy-dir <dir>] [--csp <file.json>]',
    );
    process.exit(2);
  }
  const dist = path.resolve(values.dist);
  if (!fs.existsSync(dist)) {
    console.error(`[serve] ${dist} not found: build the package first.`);
    process.exit(1);
  }
  const csp = values.csp ? JSON.parse(fs.readFileSync(values.csp, 'utf8')) : LOCAL_CSP;
  const server = await serve({
    role: values.role,
    dist,
    port: Number(values.port),
    host: values.host,
    deployDir: values['deploy-dir'] ? path.resolve(values['deploy-dir']) : undefined,
    csp,
  });
  stopOnSignals(server);
}

// Run as a script (also through a symlink: Node resolves the module's own path).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
