/* global describe, it, expect, beforeAll, afterAll */
// The shell's gateway (one origin per site, gateway-conf.mjs): its upstreams and locations rendered, and — when nginx and openssl are installed — `nginx -t` on what render.mjs writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TRUSTED_CERTIFICATE, checkGateway } from './gateway-check.mjs';
import { gatewayLocations, upstreamName } from './gateway-conf.mjs';
import { serverBlock } from './nginx-conf.mjs';
import {
  locationsOf,
  makeTestCertificate,
  nginxCheck,
  nginxToolsPresent,
  runRender,
  writeTestFile,
} from './testing.mjs';

const NAMES = ['remote_listings', 'remote_content'];
const GATEWAY = {
  api: 'http://127.0.0.1:4100',
  remotes: { remote_listings: 'https://127.0.0.1:3001', remote_content: 'http://content.internal' },
};

const locations = locationsOf;

describe('serverBlock with a gateway', () => {
  const base = {
    role: 'shell',
    name: 'shell',
    listen: 3000,
    root: '/srv/hearth/shell',
    documentCsp: "default-src 'self'",
    brotli: true,
  };
  const text = serverBlock({ ...base, gateway: checkGateway(GATEWAY, { remoteNames: NAMES }) });
  const loc = locations(text);

  it('declares one upstream per route, with keep-alive, before the server block', () => {
    const [upstreams] = text.split('server {');
    expect(upstreams).toContain(
      'upstream hearth_shell_api {\n    server 127.0.0.1:4100;\n    keepalive 16;\n}\n',
    );
    expect(upstreams).toContain('upstream hearth_shell_remote_listings {\n    server 127.0.0.1:3001;');
    expect(upstreams).toContain('upstream hearth_shell_remote_content {\n    server content.internal:80;');
    expect(upstreamName('monolith@3200', 'api')).toBe('hearth_monolith_3200_api');
  });

  it('/api/: the prefix stripped, HTTP/1.1 keep-alive, the forwarded headers, streamed', () => {
    const api = loc['^~ /api/'];
    expect(api).toContain('proxy_pass http://hearth_shell_api/;');
    expect(api).toContain('proxy_http_version 1.1;');
    expect(api).toContain('proxy_set_header Connection "";');
    expect(api).toContain('proxy_set_header Host 127.0.0.1:4100;');
    expect(api).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(api).toContain('proxy_set_header X-Forwarded-Host $http_host;');
    expect(api).toContain('proxy_set_header X-Forwarded-Prefix /api;');
    expect(api).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(api).toContain('proxy_redirect http://127.0.0.1:4100/ /api/;');
    expect(api).toContain('proxy_buffering off;');
    expect(api).toContain('client_max_body_size 64m;');
    expect(api).not.toContain('proxy_ssl');
  });

  it('/mf/<remote>/: its server, TLS with SNI and verification by default; Accept-Encoding passed through', () => {
    const listings = loc['^~ /mf/remote_listings/'];
    expect(listings).toContain('proxy_pass https://hearth_shell_remote_listings/;');
    expect(listings).toContain('proxy_set_header Host 127.0.0.1:3001;');
    expect(listings).toContain('proxy_ssl_server_name on;');
    expect(listings).toContain('proxy_ssl_name 127.0.0.1;');
    expect(listings).toContain('proxy_ssl_verify on;');
    expect(listings).toContain(`proxy_ssl_trusted_certificate ${DEFAULT_TRUSTED_CERTIFICATE};`);
    expect(listings).toContain('proxy_redirect https://127.0.0.1:3001/ /mf/remote_listings/;');
    expect(listings).not.toContain('X-Forwarded-Prefix');
    expect(text).not.toMatch(/Accept-Encoding/i);
    const content = loc['^~ /mf/remote_content/'];
    expect(content).toContain('proxy_pass http://hearth_shell_remote_content/;');
    expect(content).toContain('proxy_set_header Host content.internal;');
    expect(content).not.toContain('proxy_ssl');
  });

  it('verifyUpstreamTls: false turns verification off (the local self-signed remotes)', () => {
    const local = serverBlock({
      ...base,
      gateway: checkGateway({ ...GATEWAY, verifyUpstreamTls: false }, { remoteNames: NAMES }),
    });
    expect(locations(local)['^~ /mf/remote_listings/']).toContain('proxy_ssl_verify off;');
    expect(local).not.toContain('proxy_ssl_verify on;');
    expect(local).not.toContain('proxy_ssl_trusted_certificate');
  });

  it("the upstream's headers pass as they are, but for the API's nosniff and CSP; none at the server level", () => {
    for (const match of ['^~ /mf/remote_listings/', '^~ /mf/remote_content/']) {
      expect(loc[match]).not.toContain('add_header');
      expect(loc[match]).toContain('charset off;');
    }
    // The API's answers run nothing and are never sniffed, whatever the API sends.
    expect(loc['^~ /api/']).toContain('proxy_hide_header X-Content-Type-Options;');
    expect(loc['^~ /api/']).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(loc['^~ /api/']).toContain('proxy_hide_header Content-Security-Policy;');
    expect(loc['^~ /api/']).toContain(
      `add_header Content-Security-Policy "default-src 'none'; frame-ancestors 'none'" always;`,
    );
    expect(loc['^~ /api/'].match(/add_header/g)).toHaveLength(2);
    // Plain HTTP: no HSTS anywhere.
    expect(text).not.toContain('Strict-Transport-Security');
    const serverLevel = text.slice(text.indexOf('server {'), text.indexOf('    location '));
    expect(serverLevel).not.toMatch(/^\s*add_header/m);
    expect(serverLevel).not.toContain('proxy_intercept_errors');
    // The shell's own locations are unchanged.
    expect(loc['/']).toContain('try_files $uri /index.html;');
    expect(loc['= /index.html']).toContain('add_header Content-Security-Policy');
  });

  it('without a gateway: no upstream, no proxy; a remote has none', () => {
    const plain = serverBlock(base);
    expect(plain).not.toContain('upstream');
    expect(plain).not.toContain('proxy_pass');
    expect(() =>
      serverBlock({ ...base, role: 'remote', gateway: checkGateway(GATEWAY, { remoteNames: NAMES }) }),
    ).toThrow(/only the shell has a gateway/);
  });

  it('gatewayLocations: the api first, then the remotes in their order', () => {
    const matches = gatewayLocations('shell', checkGateway(GATEWAY, { remoteNames: NAMES })).map(
      (l) => /location (\S+ \S+)/.exec(l)[1],
    );
    expect(matches).toEqual(['^~ /api/', '^~ /mf/remote_listings/', '^~ /mf/remote_content/']);
  });
});

// render.mjs with a gateway, root-relative deploy files and TLS everywhere; nginx checks the result.
describe('render.mjs with a gateway', () => {
  let dir;
  const write = (rel, value) => writeTestFile(dir, rel, value);
  const render = (description) => {
    write('description.json', description);
    return runRender(dir);
  };
  const tls = { certificate: 'tls/cert.pem', key: 'tls/key.pem' };
  const description = {
    shell: { listen: '127.0.0.1:3000', root: 'shell/dist', deployDir: 'deploy', tls },
    remotes: [{ name: 'remote_listings', root: 'remote-listings/dist', tls }],
    gateway: {
      api: 'http://127.0.0.1:4100',
      remotes: { remote_listings: 'https://127.0.0.1:3001' },
      verifyUpstreamTls: false,
    },
    nginx: { prefix: 'run' },
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-render-gateway-'));
    write('deploy/runtime-config.json', {
      hosts: { cmis: '/api/cmis', files: '/api/files' },
      adminUrl: 'https://127.0.0.1:4000/admin',
      payment: { url: 'https://127.0.0.1:4000/trade/payment' },
    });
    write('deploy/remotes.json', {
      remotes: [{ name: 'remote_listings', entry: '/mf/remote_listings/mf-manifest.json', contract: 2 }],
    });
    write('shell/dist/index.html', '<!doctype html>');
    write('remote-listings/dist/remoteEntry.js', '');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("renders the gateway into the shell's block; the CSP is 'self'; the remote listens on its upstream's port", () => {
    const run = render(description);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const read = (label) => fs.readFileSync(path.join(dir, 'conf', `${label}.server.conf`), 'utf8');
    const shell = read('shell');
    expect(shell).toContain('location ^~ /api/ {');
    expect(shell).toContain('location ^~ /mf/remote_listings/ {');
    expect(shell).toContain('proxy_ssl_verify off;');
    expect(shell).toContain(
      "script-src 'self' https://res.wx.qq.com/open/js/jweixin-1.6.0.js https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js;",
    );
    // TLS: HSTS on every answer, the gateway's too (the upstream's own hidden).
    const shellLocations = locations(shell);
    for (const [match, body] of Object.entries(shellLocations))
      expect([match, body]).toEqual([
        match,
        expect.stringContaining('add_header Strict-Transport-Security "max-age=31536000" always;'),
      ]);
    expect(shellLocations['^~ /mf/remote_listings/']).toContain(
      'proxy_hide_header Strict-Transport-Security;',
    );
    expect(read('remote_listings')).toContain(
      'add_header Strict-Transport-Security "max-age=31536000" always;',
    );
    expect(shell).toContain("connect-src 'self' https://res.wx.qq.com https://g.alicdn.com;");
    expect(shell).toContain("form-action 'self' https://127.0.0.1:4000;");
    expect(read('remote_listings')).toMatch(/^ {4}listen 3001 ssl http2;$/m);
    expect(read('remote_listings')).not.toContain('upstream');

    if (!nginxToolsPresent()) return; // no nginx or openssl here: the text checks above are all we can do.
    expect(makeTestCertificate(dir).status).toBe(0);
    for (const label of ['shell', 'remote_listings']) {
      const check = nginxCheck(dir, label);
      expect([label, check.status, check.stderr]).toEqual([label, 0, '']);
    }
    // Verification on, against a CA file of the deploy (here the self-signed certificate itself).
    const verified = render({
      ...description,
      gateway: { ...description.gateway, verifyUpstreamTls: true, trustedCertificate: 'tls/cert.pem' },
    });
    expect([verified.status, verified.stderr]).toEqual([0, '']);
    expect(read('shell')).toContain(`proxy_ssl_trusted_certificate ${path.join(dir, 'tls/cert.pem')};`);
    const check = nginxCheck(dir, 'shell');
    expect([check.status, check.stderr]).toEqual([0, '']);
  });

  it('refuses a gateway it cannot serve, and root-relative deploy files without one', () => {
    const bad = render({ ...description, gateway: { api: 'http://127.0.0.1:4100/api' } });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(
      /\[render\] gateway\.api: "http:\/\/127\.0\.0\.1:4100\/api" is not an http\(s\) origin/,
    );
    const none = render({ ...description, gateway: undefined });
    expect(none.status).toBe(1);
    expect(none.stderr).toMatch(/hosts\.cmis is "\/api\/cmis", but the deploy has no gateway\.api/);
    const orphan = render({ remotes: description.remotes, gateway: description.gateway });
    expect(orphan.status).toBe(1);
    expect(orphan.stderr).toMatch(/a gateway needs a shell/);
  });
});
