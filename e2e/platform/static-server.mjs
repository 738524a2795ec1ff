#!/usr/bin/env node
// A static file server for one built remote (the same handler and headers as its `serve` script and as nginx),
// run as a child process by platform.mjs so that a test can stop and restart it:
//   node e2e/platform/static-server.mjs --dir remote-listings/dist --port 3001 [--host 127.0.0.1]
import http from 'node:http';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { createStaticHandler } from '../../deploy/node/static-handler.mjs';

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

// The remotes' header policy (deploy/nginx/policy.mjs): CORS, Cache-Control, CSP, nosniff; precompressed files.
const serve = createStaticHandler({ root: path.resolve(values.dir), role: 'remote' });
const server = http.createServer((req, res) => void serve(req, res));
server.listen(Number(values.port), values.host, () => {
  console.log(`serving ${values.dir} on http://${values.host}:${values.port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
