#!/usr/bin/env node
// A static file server for one built remote (what its `serve` script does with sirv-cli), run as a child
// process by platform.mjs so that a test can stop and restart it:
//   node e2e/platform/static-server.mjs --dir remote-listings/dist --port 3001 [--host 127.0.0.1]
import http from 'node:http';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: static-server.mjs --dir <dist> --port <port> [--host 127.0.0.1]');
  process.exit(2);
}

const serve = sirv(values.dir, { dev: false, etag: true, gzip: true, brotli: true });
/** Test knob: `POST /__delay?ms=N` makes every later answer wait N ms (a slow remote); `ms=0` clears it. */
let delayMs = 0;
const server = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url?.startsWith('/__delay')) {
    delayMs = Math.max(0, Number(new URL(req.url, 'http://x').searchParams.get('ms')) || 0);
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
    return;
  }
  if (delayMs > 0) {
    setTimeout(() => answer(req, res), delayMs);
    return;
  }
  answer(req, res);
});

function answer(req, res) {
  // Remotes are loaded cross-origin by the shell (and by overrides from any origin).
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  serve(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
}
server.listen(Number(values.port), values.host, () => {
  console.log(`serving ${values.dir} on http://${values.host}:${values.port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
