/* global describe, it, expect, beforeAll, afterAll */
// The Node servers and the deploy files (ADR 0020): an edited remotes.json is what identity, gzip and br requests
// get, even with a stale precompressed copy beside it; and what a server refuses to start with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { checkServe } from './serve.mjs';
import { createStaticHandler } from './static-handler.mjs';
import { getJsonAs } from '../nginx/testing.mjs';

const OLD = { remotes: [{ name: 'remote_listings', entry: 'https://old.example.com/mf-manifest.json' }] };
const NEW = { remotes: [{ name: 'remote_listings', entry: 'https://new.example.com/mf-manifest.json' }] };
const PRODUCTION_BUILD = { production: true, overrides: false, harness: false };

let dir;
let server;
const write = (rel, body) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(
    path.join(dir, rel),
    typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  );
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-node-deploy-'));
  write('dist/index.html', '<!doctype html>');
  write('dist/runtime-config.json', { hosts: {} });
  write('dist/remotes.json', OLD);
  // Stale copies beside the file (an old build's): the previous content.
  write('dist/remotes.json.gz', zlib.gzipSync(JSON.stringify(OLD)));
  write('dist/remotes.json.br', zlib.brotliCompressSync(JSON.stringify(OLD)));
  server = http.createServer(createStaticHandler({ root: path.join(dir, 'dist'), role: 'shell' }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('deploy files on the Node handler', () => {
  it('an edited remotes.json is what identity, gzip and br requests get', async () => {
    write('dist/remotes.json', NEW);
    const sent = {};
    for (const encoding of [null, 'gzip', 'br', 'br, gzip']) {
      const res = await getJsonAs(
        { host: '127.0.0.1', port: server.address().port, path: '/remotes.json' },
        encoding,
      );
      expect([encoding, res.status, res.json]).toEqual([encoding, 200, NEW]);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toBe('Accept-Encoding');
      sent[encoding] = res.sent;
    }
    // Identity as asked; gzip compressed per request (of the edit); never the stale .br copy.
    expect(sent).toEqual({ null: null, gzip: 'gzip', br: null, 'br, gzip': 'gzip' });
  });
});

describe('checkServe', () => {
  const dist = () => path.join(dir, 'dist');

  it('refuses a shell deploy folder that holds a precompressed copy of a deploy file', () => {
    expect(() => checkServe({ role: 'shell', dist: dist() })).toThrow(
      /precompressed copies of deploy files \(remotes\.json\.gz, remotes\.json\.br\)/,
    );
    // The remotes have no deploy files.
    expect(() => checkServe({ role: 'remote', dist: dist() })).not.toThrow();
    write('deploy/remotes.json', NEW);
    expect(() =>
      checkServe({ role: 'shell', dist: dist(), deployDir: path.join(dir, 'deploy') }),
    ).not.toThrow();
  });

  it('a production deploy: a production build only, and no override origin', () => {
    const opts = { role: 'remote', dist: dist(), production: true };
    expect(() => checkServe(opts)).toThrow(/is not a production build: it has no readable build-info\.json/);
    write('dist/build-info.json', { ...PRODUCTION_BUILD, production: false, overrides: true });
    expect(() => checkServe(opts)).toThrow(/not a production build: .*"overrides":true/);
    expect(() => checkServe({ ...opts, production: false })).not.toThrow();
    write('dist/build-info.json', PRODUCTION_BUILD);
    expect(() => checkServe(opts)).not.toThrow();
    expect(() => checkServe({ ...opts, csp: { overrideOrigins: ['http://localhost:*'] } })).toThrow(
      /no override origins/,
    );
  });
});
