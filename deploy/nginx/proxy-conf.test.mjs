/* global describe, it, expect, beforeAll, afterAll */
// HTTPS + HTTP/2 server blocks (`tls`) and the reverse proxy block: their text (pure), and — when nginx and openssl
// are installed — `nginx -t` on what render.mjs writes for a TLS description.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverBlock } from './nginx-conf.mjs';
import { proxyBlock } from './proxy-conf.mjs';
import { makeTestCertificate, nginxCheck, nginxToolsPresent, runRender, writeTestFile } from './testing.mjs';

const CSP = "default-src 'self'";
const TLS = { certificate: '/etc/hearth/tls/cert.pem', key: '/etc/hearth/tls/key.pem' };

describe('serverBlock with tls', () => {
  const base = { role: 'shell', name: 'shell', listen: '127.0.0.1:3000', root: '/srv/x', documentCsp: CSP };

  it('listens with ssl and http2 (nginx 1.22 syntax) and names the certificate', () => {
    const text = serverBlock({ ...base, tls: TLS });
    expect(text).toMatch(/^ {4}listen 127\.0\.0\.1:3000 ssl http2;$/m);
    expect(text).toMatch(/^ {4}ssl_certificate \/etc\/hearth\/tls\/cert\.pem;$/m);
    expect(text).toMatch(/^ {4}ssl_certificate_key \/etc\/hearth\/tls\/key\.pem;$/m);
    expect(text).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(text).not.toContain('http2 on;');
    // A listen that names a flag already does not get it twice.
    expect(serverBlock({ ...base, listen: '443 ssl', tls: TLS })).toMatch(/^ {4}listen 443 ssl http2;$/m);
  });

  it('without tls: plain HTTP, no certificate', () => {
    const text = serverBlock(base);
    expect(text).toMatch(/^ {4}listen 127\.0\.0\.1:3000;$/m);
    expect(text).not.toContain('ssl');
  });

  it('refuses certificate paths that are relative or would break the configuration', () => {
    expect(() => serverBlock({ ...base, tls: { ...TLS, certificate: 'cert.pem' } })).toThrow(
      /unusable tls\.certificate/,
    );
    expect(() => serverBlock({ ...base, tls: { ...TLS, key: '/k.pem; include /x' } })).toThrow(
      /unusable tls\.key/,
    );
    expect(() => serverBlock({ ...base, tls: { certificate: TLS.certificate } })).toThrow(
      /unusable tls\.key/,
    );
  });
});

describe('proxyBlock', () => {
  const text = proxyBlock({
    name: 'sandbox',
    listen: '127.0.0.1:4000',
    upstream: 'http://127.0.0.1:4100',
    tls: TLS,
  });

  it('passes everything to the upstream over HTTP/1.1, Host kept, unbuffered', () => {
    expect(text).toMatch(/^ {4}listen 127\.0\.0\.1:4000 ssl http2;$/m);
    expect(text).toContain('ssl_certificate /etc/hearth/tls/cert.pem;');
    expect(text).toContain('proxy_pass http://127.0.0.1:4100;');
    expect(text).toContain('proxy_http_version 1.1;');
    expect(text).toContain('proxy_set_header Host $http_host;');
    expect(text).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(text).toContain('proxy_buffering off;');
    // HSTS of its own (the upstream's hidden).
    expect(text).toContain('proxy_hide_header Strict-Transport-Security;');
    expect(text).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
  });

  it('plain HTTP without tls', () => {
    const plain = proxyBlock({ name: 'api', listen: 8080, upstream: 'http://[::1]:9000' });
    expect(plain).toMatch(/^ {4}listen 8080;$/m);
    expect(plain).not.toContain('ssl');
    expect(plain).not.toContain('Strict-Transport-Security');
  });

  it('refuses values that would break the configuration', () => {
    const base = { name: 'sandbox', listen: 4000, upstream: 'http://127.0.0.1:4100' };
    expect(() => proxyBlock({ ...base, upstream: 'http://127.0.0.1:4100/x; evil' })).toThrow(
      /unusable upstream/,
    );
    expect(() => proxyBlock({ ...base, upstream: 'https://127.0.0.1:4100' })).toThrow(/unusable upstream/);
    expect(() => proxyBlock({ ...base, listen: '4000; evil' })).toThrow(/unusable listen/);
    expect(() => proxyBlock({ ...base, name: 'a\nserver {' })).toThrow(/unusable name/);
    expect(() => proxyBlock({ ...base, tls: { ...TLS, key: 'key.pem' } })).toThrow(/unusable tls\.key/);
  });
});

// render.mjs with `tls` on a shell and a remote plus a TLS proxy; nginx checks the result (it loads the certificate).
describe('render.mjs with tls', () => {
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-render-tls-'));
    const write = (rel, value) => writeTestFile(dir, rel, value);
    write('deploy/runtime-config.json', { hosts: { cmis: 'https://127.0.0.1:4000/cmis' } });
    write('deploy/remotes.json', {
      remotes: [{ name: 'remote_listings', entry: 'https://127.0.0.1:3001/mf-manifest.json', contract: 1 }],
    });
    write('shell/dist/index.html', '<!doctype html>');
    write('remote-listings/dist/remoteEntry.js', '');
    const tls = { certificate: 'tls/cert.pem', key: 'tls/key.pem' };
    write('description.json', {
      shell: { listen: 3000, root: 'shell/dist', deployDir: 'deploy', tls },
      remotes: [{ name: 'remote_listings', root: 'remote-listings/dist', tls }],
      proxies: [{ name: 'sandbox', listen: '127.0.0.1:4000', upstream: 'http://127.0.0.1:4100', tls }],
      nginx: { prefix: 'run' },
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes TLS server blocks and the proxy, the CSP built from the https deploy files', () => {
    const run = runRender(dir);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const labels = ['shell', 'remote_listings', 'sandbox'];
    expect(
      run.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(/\s+/)[0]),
    ).toEqual(labels);
    const read = (label) => fs.readFileSync(path.join(dir, 'conf', `${label}.server.conf`), 'utf8');
    expect(read('shell')).toContain(`ssl_certificate ${path.join(dir, 'tls/cert.pem')};`);
    expect(read('shell')).toContain("script-src 'self' https://127.0.0.1:3001 ");
    expect(read('remote_listings')).toMatch(/^ {4}listen 3001 ssl http2;$/m);
    expect(read('sandbox')).toContain('proxy_pass http://127.0.0.1:4100;');

    if (!nginxToolsPresent()) return; // no nginx or openssl here: the text checks above are all we can do.
    expect(makeTestCertificate(dir).status).toBe(0);
    for (const label of labels) {
      const check = nginxCheck(dir, label);
      expect([label, check.status, check.stderr]).toEqual([label, 0, '']);
    }
  });
});
