// Command steps shared by the CLI and the bench: pnpm bootstrap, install, builds, chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_REGISTRY, ROOT } from './platform.mjs';

export const PNPM_VERSION = '10.34.9';
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
/**
 * The e2e suite's browser: Debian's `chromium-headless-shell`, the same Chromium build without the desktop
 * browser's shell (what Playwright itself runs for headless tests). On the suite it needs half the CPU of
 * `chromium --headless` (ADR 0027). Lighthouse keeps the full browser (CHROMIUM), as it measures what users run.
 */
export const TEST_CHROMIUM = process.env.E2E_CHROME_PATH || '/usr/bin/chromium-headless-shell';

/** Runs a command with inherited stdio; resolves to its exit code (never rejects). */
export function run(command, args, { cwd = ROOT, env = {}, label } = {}) {
  if (label) console.log(`\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`[cli] cannot run ${command}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Like run() but prefixes every output line with `[label]` (for builds that run side by side). */
export function runPrefixed(label, command, args, { cwd = ROOT, env = {} } = {}) {
  console.log(`[${label}] $ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = (stream) => {
      let carry = '';
      return (chunk) => {
        const lines = (carry + chunk.toString()).split('\n');
        carry = lines.pop() ?? '';
        for (const line of lines) stream.write(`[${label}] ${line}\n`);
      };
    };
    child.stdout.on('data', out(process.stdout));
    child.stderr.on('data', out(process.stderr));
    child.on('error', (err) => {
      console.error(`[${label}] cannot run ${command}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** `pnpm` when it is the pinned version, else `npx --yes pnpm@<version>`: returns [command, ...prefixArgs]. */
export function resolvePnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  console.log(
    `[cli] pnpm ${PNPM_VERSION} not on PATH (found: ${probe.status === 0 ? probe.stdout.trim() : 'none'}): using npx --yes pnpm@${PNPM_VERSION}`,
  );
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function pnpmRunner() {
  const [cmd, ...prefix] = resolvePnpm();
  // Check once that the bootstrap works (npx downloads pnpm here on a fresh machine).
  const check = spawnSync(cmd, [...prefix, '--version'], { encoding: 'utf8', cwd: ROOT });
  if (check.status !== 0) throw new Error(`pnpm bootstrap failed: ${check.stderr || check.stdout}`);
  console.log(`[cli] pnpm ${check.stdout.trim()}`);
  return {
    run: (args, opts) => run(cmd, [...prefix, ...args], { label: true, ...opts }),
    runPrefixed: (label, args, opts) => runPrefixed(label, cmd, [...prefix, ...args], opts),
  };
}

/** `pnpm install --frozen-lockfile`, or a plain install when there is no lockfile. */
export function install(pnpm) {
  const frozen = fs.existsSync(path.join(ROOT, 'pnpm-lock.yaml'));
  if (!frozen) console.log('[cli] no pnpm-lock.yaml: installing without --frozen-lockfile');
  return pnpm.run(['install', ...(frozen ? ['--frozen-lockfile'] : [])], {
    env: { CI: process.env.CI ?? 'true' },
  });
}

/**
 * Installs Debian's `chromium` (Lighthouse, `npm start`'s users) and `chromium-headless-shell` (the e2e suite) when
 * missing (apt-get, via sudo when not root).
 */
export async function ensureChromium() {
  const wanted = [
    [CHROMIUM, 'chromium'],
    [TEST_CHROMIUM, 'chromium-headless-shell'],
  ];
  const missing = wanted.filter(([bin]) => !fs.existsSync(bin));
  if (missing.length === 0) {
    console.log(`[cli] chromium: ${CHROMIUM}, for the e2e suite: ${TEST_CHROMIUM}`);
    return 0;
  }
  const packages = missing.map(([, pkg]) => pkg);
  console.log(
    `[cli] ${missing.map(([bin]) => bin).join(', ')} missing: installing ${packages.join(' ')} with apt-get`,
  );
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const [cmd, pre] = root ? ['apt-get', []] : ['sudo', ['-n', 'apt-get']];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  let code = await run(cmd, [...pre, 'update'], { env, label: true });
  if (code === 0) code = await run(cmd, [...pre, 'install', '-y', ...packages], { env, label: true });
  const absent = missing.filter(([bin]) => !fs.existsSync(bin)).map(([bin]) => bin);
  if (code === 0 && absent.length > 0) {
    console.error(`[cli] apt-get installed ${packages.join(' ')} but ${absent.join(', ')} does not exist`);
    return 1;
  }
  return code;
}

/** Workspace packages that have a `build` script (except e2e), by folder. */
export function buildablePackages() {
  const dirs = ['shell', ...REMOTE_REGISTRY.map((r) => r.dir), 'shared', 'sandbox-api'];
  return dirs.filter((dir) => {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
      return Boolean(pkg.scripts?.build);
    } catch {
      return false;
    }
  });
}

/**
 * Builds every package (the shell with HEARTH_ALLOW_OVERRIDES=1) plus remote-content's "b" build in dist-b and
 * its "c" build in dist-c (declaring a newer @hearth/shared than the shell provides),
 * `concurrency` at a time. A package with a `build:server` script (the shell's server, each remote's server
 * container: issue 29) runs it in the same job right after its `build`, which cleans dist/ (the variant builds
 * need none). Resolves to the list of failed jobs and each job's seconds.
 */
export async function buildAll(pnpm, { concurrency = 2, withBuildB = true } = {}) {
  const jobs = buildablePackages().map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    const env = dir === 'shell' ? { HEARTH_ALLOW_OVERRIDES: '1' } : {};
    const then = pkg.scripts?.['build:server'] ? [['--filter', pkg.name, 'run', 'build:server']] : [];
    return { label: dir, args: ['--filter', pkg.name, 'run', 'build'], then, env };
  });
  if (withBuildB && jobs.some((j) => j.label === 'remote-content')) {
    jobs.push({
      label: 'remote-content:b',
      args: ['--filter', '@hearth/remote-content', 'run', 'build', '--output-path', 'dist-b'],
      env: { HEARTH_BUILD_ID: 'b' },
    });
    const sharedVersion = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8'),
    ).version;
    const [major, minor] = sharedVersion.split('.').map(Number);
    jobs.push({
      label: 'remote-content:c',
      args: ['--filter', '@hearth/remote-content', 'run', 'build', '--output-path', 'dist-c'],
      env: { HEARTH_BUILD_ID: 'c', HEARTH_SHARED_BUILT_AGAINST: `${major}.${minor + 1}.0` },
    });
  }
  const failed = [];
  const timings = {};
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      let code = await pnpm.runPrefixed(job.label, job.args, { env: job.env });
      for (const args of job.then ?? [])
        if (code === 0) code = await pnpm.runPrefixed(job.label, args, { env: job.env });
      timings[job.label] = (Date.now() - started) / 1000;
      console.log(
        `[${job.label}] ${code === 0 ? 'built' : `FAILED (exit ${code})`} in ${timings[job.label].toFixed(1)} s`,
      );
      if (code !== 0) failed.push(job.label);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { failed, timings };
}
