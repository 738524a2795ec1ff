/* global describe, it, expect, beforeAll, afterAll */
// The deploy files on a real nginx (skipped where nginx is not installed): an edited remotes.json is what every
// browser gets (identity, gzip, br), even with a stale precompressed copy beside it; and what render.mjs refuses
// (a deploy folder holding such copies; a production deploy of a non-production build). ADR 0020.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderDeploy } from './render.mjs';
import { getJsonAs, nginxToolsPresent, writeTestFile } from './testing.mjs';

const OLD = {
  remotes: [{ name: 'remote_listings', entry: 'https://old.example.com/mf-manifest.json', contract: 1 }],
};
const NEW = {
  remotes: [{ name: 'remote_listings', entry: 'https://new.example.com/mf-manifest.json', contract: 1 }],
};
const PRODUCTION_BUILD = { production: true, overrides: false, harness: false };

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

describe('render.mjs refuses', () => {
  let dir;
  const write = (rel, value) => writeTestFile(dir, rel, value);
  const description = (extra = {}) => ({
    shell: { listen: 3000, root: 'shell/dist', deployDir: 'deploy' },
    remotes: [{ name: 'remote_listings', listen: 3001, root: 'remote/dist' }],
    nginx: { prefix: 'run', brotli: false },
    ...extra,
  });
  const render = (desc) => renderDeploy(desc, { base: dir, out: 'conf' });

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-render-refuse-'));
    write('deploy/runtime-config.json', { hosts: {} });
    write('deploy/remotes.json', OLD);
    write('shell/dist/index.html', '<!doctype html>');
    write('remote/dist/remoteEntry.js', '');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a deploy folder that holds a precompressed copy of a deploy file', () => {
    for (const copy of ['remotes.json.gz', 'runtime-config.json.br']) {
      write(`deploy/${copy}`, 'stale');
      expect(() => render(description())).toThrow(
        new RegExp(`precompressed copies of deploy files \\(${copy}\\)`),
      );
      fs.rmSync(path.join(dir, 'deploy', copy));
    }
    expect(() => render(description())).not.toThrow();
  });

  it('a production deploy of a build that is not a production one, or has no build-info.json', () => {
    const production = description({ production: true });
    expect(() => render(production)).toThrow(
      /shell: .* is not a production build: it has no readable build-info/,
    );
    write('shell/dist/build-info.json', { ...PRODUCTION_BUILD, production: false, overrides: true });
    expect(() => render(production)).toThrow(/"production":false,"overrides":true/);
    write('shell/dist/build-info.json', PRODUCTION_BUILD);
    // Each remote is checked too, a harness build is not a production one.
    write('remote/dist/build-info.json', { ...PRODUCTION_BUILD, production: false, harness: true });
    expect(() => render(production)).toThrow(/remote_listings: .* is not a production build/);
    write('remote/dist/build-info.json', PRODUCTION_BUILD);
    expect(() => render(production)).not.toThrow();
    // Override origins belong to local, non-production deploys.
    expect(() => render({ ...production, csp: { overrideOrigins: ['http://127.0.0.1:*'] } })).toThrow(
      /no override origins/,
    );
    // A non-production deploy (the e2e platform) serves any build.
    write('shell/dist/build-info.json', { ...PRODUCTION_BUILD, production: false, overrides: true });
    expect(() => render(description())).not.toThrow();
  });
});

describe.each(nginxToolsPresent() ? ['nginx'] : [])('deploy files on %s', () => {
  let dir;
  let nginx;
  let base;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-deploy-files-'));
    writeTestFile(dir, 'dist/index.html', '<!doctype html>');
    writeTestFile(dir, 'dist/runtime-config.json', { hosts: {} });
    writeTestFile(dir, 'dist/remotes.json', OLD);
    const port = await freePort();
    // The deploy folder is the dist itself (the default), as on a host that copies the deploy files into it.
    const [rendered] = renderDeploy(
      {
        shell: { listen: `127.0.0.1:${port}`, root: 'dist' },
        nginx: { prefix: 'run', brotli: 'auto', user: process.getuid?.() === 0 ? 'root' : null },
      },
      { base: dir, out: 'conf' },
    );
    // Copies made after the render (an old build's, a careless deploy script's) are the previous content.
    const old = `${JSON.stringify(OLD)}\n`;
    fs.writeFileSync(path.join(dir, 'dist/remotes.json.gz'), zlib.gzipSync(old));
    fs.writeFileSync(path.join(dir, 'dist/remotes.json.br'), zlib.brotliCompressSync(old));
    nginx = spawn('nginx', ['-c', rendered.mainFile, '-p', rendered.prefix, '-e', 'stderr'], {
      stdio: 'ignore',
    });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (
        await getJsonAs(`${base}/remotes.json`).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('nginx did not start');
  });
  afterAll(() => {
    nginx?.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an edited remotes.json is what identity, gzip and br requests get', async () => {
    fs.writeFileSync(path.join(dir, 'dist/remotes.json'), JSON.stringify(NEW));
    const sent = {};
    for (const encoding of [null, 'gzip', 'br', 'br, gzip']) {
      const res = await getJsonAs(`${base}/remotes.json`, encoding);
      expect([encoding, res.status, res.json]).toEqual([encoding, 200, NEW]);
      expect(res.headers['cache-control']).toBe('no-store');
      sent[encoding] = res.sent;
    }
    // Identity as asked; gzip compressed per request (of the edit); never the stale .br copy.
    expect(sent).toEqual({ null: null, gzip: 'gzip', br: null, 'br, gzip': 'gzip' });
  });
});
