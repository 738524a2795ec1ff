#!/usr/bin/env node
// Static server for the built shell.
//
//   node server/serve.mjs [--port 3000] [--host <addr>] [--dist ./dist] [--deploy-dir <dir>]
//
// - /runtime-config.json and /remotes.json come from the deploy directory (--deploy-dir, env HEARTH_DEPLOY_DIR,
//   default: the dist folder), read fresh on every request with `cache-control: no-store`: editing remotes.json
//   switches a remote on the next reload, without rebuilding or restarting anything.
// - Everything else is served from dist. Hashed assets are cached immutably; index.html never.
// - History routes (no file extension) fall back to index.html. A missing *.json or asset path is a real 404:
//   never index.html, so clients cannot mistake HTML for JSON or JavaScript.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const here = path.dirname(fileURLToPath(import.meta.url));

export const DEPLOY_FILES = new Set(['/runtime-config.json', '/remotes.json']);

/** Paths that name a file (an extension in the last segment) or live under asset folders: never SPA-fallback. */
export function isAssetPath(pathname) {
  const last = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last) || pathname.startsWith('/assets/');
}

/**
 * @param {{ dist: string, deployDir: string }} opts
 * @returns {http.RequestListener}
 */
export function createHandler({ dist, deployDir }) {
  const statics = sirv(dist, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      if (pathname === '/index.html' || pathname.endsWith('.json'))
        res.setHeader('cache-control', 'no-cache');
      else if (/\.[0-9a-f]{8}\.(js|css)$/.test(pathname) || pathname.startsWith('/assets/')) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const sendIndex = async (res, method) => {
    try {
      const html = await fs.readFile(path.join(dist, 'index.html'));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(method === 'HEAD' ? undefined : html);
    } catch {
      notFound(res);
    }
  };

  return async (req, res) => {
    const method = req.method ?? 'GET';
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }

    if (DEPLOY_FILES.has(pathname)) {
      try {
        const body = await fs.readFile(path.join(deployDir, pathname.slice(1)));
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(method === 'HEAD' ? undefined : body);
      } catch {
        notFound(res, 'no-store');
      }
      return;
    }

    statics(req, res, () => {
      if (isAssetPath(pathname)) notFound(res);
      else void sendIndex(res, method);
    });
  };
}

function notFound(res, cache = 'no-cache') {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cache });
  res.end('Not found');
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string' },
      dist: { type: 'string', default: path.join(here, '..', 'dist') },
      'deploy-dir': { type: 'string', default: process.env.HEARTH_DEPLOY_DIR },
    },
  });
  const dist = path.resolve(values.dist);
  const deployDir = path.resolve(values['deploy-dir'] || dist);
  try {
    await fs.access(path.join(dist, 'index.html'));
  } catch {
    console.error(`[shell] ${dist}/index.html not found: run \`pnpm --filter @hearth/shell build\` first.`);
    process.exit(1);
  }
  const server = http.createServer(createHandler({ dist, deployDir }));
  server.listen(Number(values.port), values.host, () => {
    const where = values.host ?? 'all interfaces';
    console.log(`[shell] serving ${dist} on ${where}:${values.port} (deploy dir ${deployDir})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
