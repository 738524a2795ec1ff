/* global describe, it, expect, beforeAll, afterAll */
// The Node static handler sends what the nginx configuration sends (both take their headers from policy.mjs).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createStaticHandler } from './static-handler.mjs';

let dir;
const servers = {};

function write(rel, body) {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

function listen(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A raw request (no decompression): status, headers, body text. */
function request(server, pathname, { method = 'GET', headers = {} } = {}) {
  const { port } = server.address();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-static-'));
  write('shell/index.html', '<!doctype html><title>shell</title>');
  write('shell/main.1a2b3c4d.js', 'console.log(1)');
  write('shell/main.1a2b3c4d.js.br', 'BR');
  write('shell/main.1a2b3c4d.js.gz', 'GZ');
  write('shell/mf-manifest.json', '{}');
  write('shell/.secret', 'no');
  write(
    'deploy/runtime-config.json',
    JSON.stringify({ hosts: { cmis: 'https://api.example.com/cmis', files: 'https://files.example.com' } }),
  );
  write(
    'deploy/remotes.json',
    JSON.stringify({
      remotes: [{ name: 'remote_listings', entry: 'https://listings.example.com/mf-manifest.json' }],
    }),
  );
  write('remote/index.html', '<!doctype html><title>harness</title>');
  write('remote/remoteEntry.js', 'var remote_listings;');
  write('remote/remoteEntry.js.gz', 'GZ');
  write(
    'remote/runtime-config.json',
    JSON.stringify({ hosts: { cmis: 'https://harness.example.com/cmis' } }),
  );
  servers.shell = await listen(
    createStaticHandler({
      root: path.join(dir, 'shell'),
      role: 'shell',
      deployDir: path.join(dir, 'deploy'),
    }),
  );
  servers.remote = await listen(createStaticHandler({ root: path.join(dir, 'remote'), role: 'remote' }));
});

afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => new Promise((r) => s.close(r))));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('shell', () => {
  it('answers a history route with index.html and the page policy built from the deploy files', async () => {
    const res = await request(servers.shell, '/hybrid/vendor/accounting/customer/SO0042?ltype=1');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(
      /script-src 'self' https:\/\/listings\.example\.com https:\/\/res\.wx\.qq\.com\/open\/js\/jweixin-1\.6\.0\.js https:\/\/g\.alicdn\.com\/\S+\/dingtalk\.open\.js;/,
    );
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    // The app's pages are noindex (issue 30 §2); the public ones are not.
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect((await request(servers.shell, '/listings?ltype=1')).headers['x-robots-tag']).toBeUndefined();
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com https:\/\/files\.example\.com/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('re-reads remotes.json: a switched remote is allowed on the next page', async () => {
    const file = path.join(dir, 'deploy/remotes.json');
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, before.replace('listings.example.com', 'listings-b.example.com'));
    try {
      const res = await request(servers.shell, '/listings');
      expect(res.headers['content-security-policy']).toContain('https://listings-b.example.com');
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it('sends the deploy files never-stored, and a 404 when one is missing', async () => {
    const res = await request(servers.shell, '/runtime-config.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('sends the precompressed copy the client accepts, immutable', async () => {
    const br = await request(servers.shell, '/main.1a2b3c4d.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect([br.status, br.body, br.headers['content-encoding'], br.headers.vary]).toEqual([
      200,
      'BR',
      'br',
      'Accept-Encoding',
    ]);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const gz = await request(servers.shell, '/main.1a2b3c4d.js', {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect([gz.body, gz.headers['content-encoding']]).toEqual(['GZ', 'gzip']);
    const plain = await request(servers.shell, '/main.1a2b3c4d.js');
    expect([plain.body, plain.headers['content-encoding']]).toEqual(['console.log(1)', undefined]);
  });

  it('revalidates with the ETag', async () => {
    const first = await request(servers.shell, '/mf-manifest.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await request(servers.shell, '/mf-manifest.json', {
      headers: { 'if-none-match': first.headers.etag },
    });
    expect([again.status, again.body]).toEqual([304, '']);
  });

  it.each(['/nope.js', '/nope.json', '/x/y.png', '/assets/font', '/.secret', '/../deploy/remotes.json'])(
    '%s is a plain 404, never index.html',
    async (pathname) => {
      const res = await request(servers.shell, pathname);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe('Not found\n');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await request(servers.shell, '/listings', { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([200, '']);
    const post = await request(servers.shell, '/listings', { method: 'POST' });
    expect(post.status).toBe(405);
  });
});

describe('remote', () => {
  it('sends remoteEntry.js revalidated, with CORS', async () => {
    const res = await request(servers.remote, '/remoteEntry.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a preflight', async () => {
    const res = await request(servers.remote, '/remoteEntry.js', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  });

  it('serves its harness at / with a policy from its own runtime config; no history routes', async () => {
    const home = await request(servers.remote, '/');
    expect(home.body).toContain('harness');
    expect(home.headers['content-security-policy']).toMatch(
      /script-src 'self'; .*connect-src 'self' https:\/\/harness\.example\.com;/,
    );
    expect((await request(servers.remote, '/listings')).status).toBe(404);
    // Its runtime-config.json is a build output, not a deploy file.
    expect((await request(servers.remote, '/runtime-config.json')).headers['cache-control']).toBe('no-cache');
  });
});
