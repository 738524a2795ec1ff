// Test support for the renderer's tests (not a test itself): a real `nginx -t` on rendered configurations.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderDeploy } from './render.mjs';

/** Whether nginx and openssl are on this machine (else the tests keep to their text checks). */
export function nginxToolsPresent() {
  return ['nginx', 'openssl'].every((t) => !spawnSync(t, ['version'], { encoding: 'utf8' }).error);
}

/** A one-day self-signed certificate for localhost in `<dir>/tls/{cert,key}.pem`; the openssl run's result. */
export function makeTestCertificate(dir) {
  fs.mkdirSync(path.join(dir, 'tls'), { recursive: true });
  return spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-keyout', path.join(dir, 'tls/key.pem'), '-out', path.join(dir, 'tls/cert.pem')],
    ],
    { encoding: 'utf8' },
  );
}

/** `nginx -t` on the rendered `<dir>/conf/<label>.nginx.conf` (its own prefix `<dir>/run/<label>`). */
export function nginxCheck(dir, label) {
  return spawnSync(
    'nginx',
    [
      ...['-t', '-q', '-c', path.join(dir, 'conf', `${label}.nginx.conf`)],
      ...['-p', path.join(dir, 'run', label), '-e', 'stderr'],
    ],
    { encoding: 'utf8' },
  );
}

/** Writes `value` (text, or JSON) to `<dir>/<rel>`, its folders made. */
export function writeTestFile(dir, rel, value) {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), typeof value === 'string' ? value : JSON.stringify(value));
}

/** render.mjs run as the CLI it is (an ES module) on `<dir>/description.json`, its output in `<dir>/conf`. */
export function runRender(dir) {
  return spawnSync(
    process.execPath,
    [
      path.join(path.dirname(new URL(import.meta.url).pathname), 'render.mjs'),
      ...['--deploy', path.join(dir, 'description.json'), '--out', 'conf'],
    ],
    { encoding: 'utf8', cwd: dir },
  );
}

/** The `location … { … }` blocks of a rendered server block, by their match. */
export function locationsOf(text) {
  const found = {};
  for (const m of text.matchAll(/^ {4}location (.+?) \{\n([\s\S]*?)^ {4}\}/gm)) found[m[1]] = m[2];
  return found;
}

/**
 * A raw GET of a JSON file with this Accept-Encoding, or none (nothing decoded by the client): the status, the
 * headers, the encoding sent and the decoded JSON. `target`: a URL, or `http.get` options ({ host, port, path }).
 */
export function getJsonAs(target, encoding) {
  return new Promise((resolve, reject) => {
    const headers = encoding ? { 'Accept-Encoding': encoding } : {};
    const options = typeof target === 'string' ? { headers } : { ...target, headers };
    const request = typeof target === 'string' ? http.get(target, options, done) : http.get(options, done);
    request.on('error', reject);
    function done(res) {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const sent = res.headers['content-encoding'] ?? null;
        const body =
          sent === 'gzip' ? zlib.gunzipSync(raw) : sent === 'br' ? zlib.brotliDecompressSync(raw) : raw;
        resolve({
          status: res.statusCode,
          headers: res.headers,
          sent,
          json: JSON.parse(body.toString('utf8')),
        });
      });
    }
  });
}

/** A request with a Host header (and `headers`) to 127.0.0.1:`port`: status, headers, body (as text, gunzipped). */
export function requestLocal(port, pathname, { method = 'GET', host = 'lily.localhost', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers: { host, ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        // A gzipped answer (asked for with accept-encoding) is read as its text; its headers still say gzip.
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzipped = res.headers['content-encoding'] === 'gzip';
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: String(gzipped ? zlib.gunzipSync(raw) : raw),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Listens on a free port of 127.0.0.1; resolves to it. */
export function listenLocal(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** A free port of 127.0.0.1 (listened on, then closed). */
async function freeLocalPort() {
  const probe = http.createServer();
  const port = await listenLocal(probe);
  await new Promise((r) => probe.close(r));
  return port;
}

/** Starts nginx on a rendered container (`{ mainFile, prefix }`); resolves to the child once `port` answers. */
async function startTestNginx(rendered, port) {
  const nginx = spawn('nginx', ['-c', rendered.mainFile, '-p', rendered.prefix, '-e', 'stderr'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (
      await requestLocal(port, '/index.html').then(
        () => true,
        () => false,
      )
    )
      return nginx;
    await new Promise((r) => setTimeout(r, 50));
  }
  nginx.kill('SIGTERM');
  throw new Error('nginx did not start');
}

/**
 * A real nginx (the shell's rendered configuration, the static page `<title>static</title>`) in front of a stand-in
 * renderer answering with `handler`, on free ports of 127.0.0.1. `stop()` ends both and removes the folder.
 */
export async function startRendererFront(handler, { label = 'front' } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hearth-${label}-`));
  writeTestFile(dir, 'dist/index.html', '<!doctype html><title>static</title>');
  writeTestFile(dir, 'dist/main.1a2b3c4d.js', 'console.log(1)');
  writeTestFile(dir, 'dist/runtime-config.json', { hosts: {} });
  writeTestFile(dir, 'dist/remotes.json', { remotes: [] });
  const renderer = http.createServer(handler);
  const rendererPort = await listenLocal(renderer);
  const port = await freeLocalPort();
  const [container] = renderDeploy(
    {
      shell: { listen: `127.0.0.1:${port}`, root: 'dist', renderers: [`http://127.0.0.1:${rendererPort}`] },
      nginx: { prefix: 'run', brotli: false, user: process.getuid?.() === 0 ? 'root' : null },
    },
    { base: dir, out: 'conf' },
  );
  const nginx = await startTestNginx(container, port);
  return {
    dir,
    port,
    renderer,
    container,
    async stop() {
      nginx.kill('SIGTERM');
      if (renderer.listening) await new Promise((r) => renderer.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
