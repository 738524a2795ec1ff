/* global describe, it, expect, beforeAll, afterAll */
// The rendered configuration: its text (pure), and — when nginx is installed — `nginx -t` on what render.mjs writes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mainConf, serverBlock } from './nginx-conf.mjs';
import { locationsOf, runRender, writeTestFile } from './testing.mjs';

const CSP = "default-src 'self'; script-src 'self' https://listings.example.com; object-src 'none'";

const locations = locationsOf;

describe('serverBlock', () => {
  const shell = serverBlock({
    role: 'shell',
    name: 'shell',
    listen: 80,
    root: '/srv/hearth/shell',
    deployDir: '/srv/hearth/deploy',
    documentCsp: CSP,
    brotli: true,
  });
  const remote = serverBlock({
    role: 'remote',
    name: 'remote_listings',
    listen: '127.0.0.1:3001',
    root: '/srv/hearth/remote-listings',
    documentCsp: CSP,
  });

  it('serves precompressed copies, brotli only when asked', () => {
    expect(shell).toContain('gzip_static on;');
    expect(shell).toContain('brotli_static on;');
    expect(remote).toContain('gzip_static on;');
    expect(remote).not.toContain('brotli');
  });

  it('shell: deploy files from the deploy dir, never stored, compressed per request', () => {
    const loc = locations(shell);
    for (const file of ['= /runtime-config.json', '= /remotes.json']) {
      expect(loc[file]).toContain('root /srv/hearth/deploy;');
      expect(loc[file]).toContain('add_header Cache-Control "no-store" always;');
      expect(loc[file]).toContain('gzip on;');
      expect(loc[file]).toContain('gzip_types application/json;');
      // Never a precompressed copy: after an edit it would be the stale file.
      expect(loc[file]).toContain('gzip_static off;');
      expect(loc[file]).toContain('brotli_static off;');
    }
    expect(locations(remote)['= /runtime-config.json']).toBeUndefined();
  });

  it('documents carry the permissions and opener policies; other answers do not', () => {
    const loc = locations(shell);
    for (const match of ['= /index.html', '/']) {
      expect(loc[match]).toContain(
        'add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=()" always;',
      );
      expect(loc[match]).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    }
    expect(loc['= /remotes.json']).not.toContain('Permissions-Policy');
    expect(loc['/assets/']).not.toContain('Cross-Origin-Opener-Policy');
  });

  it('HSTS on every answer of a TLS server only (its value configurable, or none)', () => {
    const base = { role: 'remote', name: 'r', listen: 443, root: '/srv/r', documentCsp: CSP };
    const tls = { certificate: '/c.pem', key: '/k.pem' };
    expect(serverBlock(base)).not.toContain('Strict-Transport-Security');
    const secure = serverBlock({ ...base, tls });
    const hsts = 'add_header Strict-Transport-Security "max-age=31536000" always;';
    for (const body of Object.values(locations(secure))) expect(body).toContain(hsts);
    // The server-level headers of the preflight answer too.
    expect(secure.split(hsts)).toHaveLength(Object.keys(locations(secure)).length + 2);
    expect(serverBlock({ ...base, tls, hsts: 'max-age=63072000; includeSubDomains' })).toContain(
      'Strict-Transport-Security "max-age=63072000; includeSubDomains"',
    );
    expect(serverBlock({ ...base, tls, hsts: false })).not.toContain('Strict-Transport-Security');
    expect(() => serverBlock({ ...base, tls, hsts: 'max-age=1; evil' })).toThrow(/unusable hsts/);
  });

  it('shell: history routes fall back to index.html, files never do', () => {
    const loc = locations(shell);
    expect(loc['/']).toContain('try_files $uri /index.html;');
    expect(loc['/']).toContain(`add_header Content-Security-Policy "${CSP}" always;`);
    expect(loc['= /index.html']).toContain(`add_header Content-Security-Policy "${CSP}" always;`);
    expect(loc['= /index.html']).toContain('add_header Cache-Control "no-cache" always;');
    expect(loc['~* "\\.[a-z0-9]+$"']).toContain('try_files $uri =404;');
    expect(loc['/assets/']).toContain('try_files $uri =404;');
    expect(shell).toContain('error_page 404 /__hearth_404;');
    expect(loc['= /__hearth_404']).toContain('return 404 "Not found\\n";');
  });

  it('hashed assets are immutable; every location has the security headers', () => {
    const loc = locations(shell);
    expect(loc['~* "\\.[0-9a-f]{8}\\.[a-z0-9]+(\\.map)?$"']).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    for (const [match, body] of Object.entries(loc)) {
      expect([match, body.includes('add_header X-Content-Type-Options "nosniff" always;')]).toEqual([
        match,
        true,
      ]);
      expect(body).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
      expect(body).toContain('add_header Content-Security-Policy');
      expect(body).not.toContain('Access-Control-Allow-Origin');
    }
  });

  it('remote: CORS everywhere, a preflight answer, no history fallback', () => {
    const loc = locations(remote);
    for (const body of Object.values(loc))
      expect(body).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(remote).toContain('if ($request_method = OPTIONS) {');
    expect(loc['/']).toContain('try_files $uri $uri/ =404;');
    expect(remote).not.toContain('/index.html;');
    expect(remote).not.toContain('runtime-config.json');
  });

  it('refuses values that would break the configuration', () => {
    const base = { role: 'shell', name: 's', listen: 80, root: '/srv/x', documentCsp: CSP };
    expect(() => serverBlock({ ...base, root: '/srv/x; include /etc/passwd' })).toThrow(/unusable root/);
    expect(() => serverBlock({ ...base, listen: '80; evil' })).toThrow(/unusable listen/);
    expect(() => serverBlock({ ...base, documentCsp: 'default-src "x"' })).toThrow(/unusable header/);
    expect(() => serverBlock({ ...base, documentCsp: "img-src 'self' $host" })).toThrow(/unusable header/);
    expect(() => serverBlock({ ...base, role: 'other' })).toThrow(/unknown role/);
  });
});

describe('mainConf', () => {
  it('runs one server alone: own pid, temp paths, the brotli module when given', () => {
    const text = mainConf({
      serverFile: '/x/shell.server.conf',
      prefix: '/run/hearth/shell',
      brotliModule: '/m.so',
    });
    expect(text).toMatch(/^load_module \/m\.so;$/m);
    expect(text).toContain('daemon off;');
    expect(text).toContain('pid /run/hearth/shell/nginx.pid;');
    expect(text).toContain('client_body_temp_path /run/hearth/shell/tmp/client_body;');
    expect(text).toContain('include /x/shell.server.conf;');
    expect(text).toContain('application/json map;');
  });
});

// render.mjs end to end (a child process: it is an ES module CLI), and nginx's own check of its output.
describe('render.mjs', () => {
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-render-'));
    const write = (rel, value) => writeTestFile(dir, rel, value);
    write('deploy/runtime-config.json', {
      hosts: { cmis: 'https://api.example.com/cmis', files: 'https://files.example.com' },
      mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      payment: { url: 'https://pay.example.net/hpp' },
    });
    write('deploy/remotes.json', {
      remotes: [{ name: 'remote_listings', entry: 'http://127.0.0.1:3001/mf-manifest.json', contract: 1 }],
    });
    write('shell/dist/index.html', '<!doctype html>');
    write('remote-listings/dist/remoteEntry.js', '');
    write('description.json', {
      shell: { listen: 3000, root: 'shell/dist', deployDir: 'deploy' },
      remotes: [{ name: 'remote_listings', root: 'remote-listings/dist' }],
      csp: { img: ['https://photos.example.com'] },
      nginx: { prefix: 'run' },
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes one server block and one nginx.conf per container, the CSP built from the deploy files', () => {
    const run = runRender(dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const conf = path.join(dir, 'conf');
    expect(fs.readdirSync(conf).sort()).toEqual([
      'remote_listings.nginx.conf',
      'remote_listings.server.conf',
      'shell.nginx.conf',
      'shell.server.conf',
    ]);
    const shell = fs.readFileSync(path.join(conf, 'shell.server.conf'), 'utf8');
    expect(shell).toContain(`root ${path.join(dir, 'shell/dist')};`);
    expect(shell).toContain(
      "script-src 'self' http://127.0.0.1:3001 https://res.wx.qq.com/open/js/jweixin-1.6.0.js https://g.alicdn.com/dingding/dingtalk-jsapi/2.10.3/dingtalk.open.js; style-src 'self' http://127.0.0.1:3001; img-src 'self' data: https://api.example.com https://files.example.com https://*.tiles.example.org http://127.0.0.1:3001 https://photos.example.com;",
    );
    // The remote listens on its entry's port in remotes.json.
    expect(fs.readFileSync(path.join(conf, 'remote_listings.server.conf'), 'utf8')).toContain('listen 3001;');

    const nginx = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
    if (nginx.error) return; // nginx is not installed here: the text checks above are all we can do.
    for (const file of ['shell.nginx.conf', 'remote_listings.nginx.conf']) {
      const check = spawnSync(
        'nginx',
        ['-t', '-q', '-c', path.join(conf, file), '-p', path.join(dir, 'run'), '-e', 'stderr'],
        { encoding: 'utf8' },
      );
      expect([file, check.status, check.stderr]).toEqual([file, 0, '']);
    }
  });
});
