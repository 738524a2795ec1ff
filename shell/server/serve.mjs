#!/usr/bin/env node
// Static server for the built shell (`npm start`, the e2e suite, `pnpm --filter @hearth/shell serve`).
//
//   node server/serve.mjs [--port 3000] [--host <addr>] [--dist ./dist] [--deploy-dir <dir>] [--csp <file.json>]
//                         [--production] [--renderer <http://host:port>]
//
// --production: a production deploy; refuses a dist that is not a production build (build-info.json) and any
// override origin (deploy/node/serve.mjs checkServe).
//
// Same behaviour and headers as the shell's nginx configuration (deploy/nginx/, docs/adr/0010): the handler is
// deploy/node/static-handler.mjs and every header comes from deploy/nginx/policy.mjs.
// - /runtime-config.json and /remotes.json come from the deploy directory (--deploy-dir, env HEARTH_DEPLOY_DIR,
//   default: the dist folder), read fresh on every request with `cache-control: no-store`: editing remotes.json
//   switches a remote on the next reload, without rebuilding or restarting anything. The page's
//   Content-Security-Policy is built from them on every request too.
// - Everything else is served from dist (precompressed .br/.gz when accepted). Hashed assets are cached
//   immutably; index.html, remoteEntry.js and mf-manifest.json are revalidated.
// - --renderer (env HEARTH_RENDERER_URL): the shell's server-rendering process (dist/server/server.js, issue 29,
//   docs/adr/0034): `/` and history routes are its rendered pages, plus the document headers; when it is down,
//   answers a 5xx or takes over 3 s, the static index.html below (deploy/node/render-proxy.mjs).
// - History routes (no file extension) fall back to index.html. A missing *.json or asset path is a real 404:
//   never index.html, so clients cannot mistake HTML for JSON or JavaScript.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serve, stopOnSignals } from '../../deploy/node/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string' },
      dist: { type: 'string', default: path.join(here, '..', 'dist') },
      'deploy-dir': { type: 'string', default: process.env.HEARTH_DEPLOY_DIR },
      csp: { type: 'string' },
      production: { type: 'boolean', default: false },
      renderer: { type: 'string', default: process.env.HEARTH_RENDERER_URL },
    },
  });
  const dist = path.resolve(values.dist);
  const deployDir = path.resolve(values['deploy-dir'] || dist);
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`[shell] ${dist}/index.html not found: run \`pnpm --filter @hearth/shell build\` first.`);
    process.exit(1);
  }
  const csp = values.csp ? JSON.parse(fs.readFileSync(values.csp, 'utf8')) : undefined;
  const server = await serve({
    role: 'shell',
    dist,
    deployDir,
    port: Number(values.port),
    host: values.host,
    csp,
    label: 'shell',
    production: values.production,
    renderer: values.renderer || undefined,
  }).catch((err) => {
    console.error(err.message ?? err);
    process.exit(1);
  });
  stopOnSignals(server);
}

// Run as a script (also through a symlink: Node resolves the module's own path).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
