// Deploy directory (runtime-config.json + remotes.json), read fresh by the shell server on every request.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  CONTRACT_MAJOR,
  DEPLOY_DIR,
  ENTRY_FILE,
  GATEWAY_API_PREFIX,
  REMOTE_NAMES,
  SHELL_PORT,
  gatewayRemotePrefix,
  remoteEntryUrl,
  remotePrefixes,
  remoteRoutes,
  sandboxUrl as platformSandboxUrl,
  scheme,
  useOneOrigin,
} from './ports.mjs';

const { boundRoutesOf } = createRequire(import.meta.url)('../../shared/tooling/route-refs.cjs');

const SANDBOX_HOST_PREFIXES = JSON.parse(
  fs.readFileSync(new URL('../../sandbox-api/host-prefixes.json', import.meta.url), 'utf8'),
);

/**
 * Runtime config (shared/src/config/runtime-config-schema.ts) pointing every host at the sandbox (https URLs with
 * HEARTH_TLS=1). `oneOrigin` (default: HEARTH_ONE_ORIGIN=1): the hosts are root-relative, `/api/<path>`, served by
 * the shell's gateway; the other URLs (admin, payment, map tiles, SDKs) stay absolute on the sandbox.
 */
export function runtimeConfig({
  sandboxUrl = platformSandboxUrl(),
  remoteTimeoutMs = 8000,
  debug = false,
  oneOrigin = useOneOrigin(),
} = {}) {
  // Where the sandbox serves each backend host (its own table).
  const prefixes = SANDBOX_HOST_PREFIXES;
  const hostBase = oneOrigin ? GATEWAY_API_PREFIX : sandboxUrl;
  const hosts = Object.fromEntries(Object.entries(prefixes).map(([k, p]) => [k, `${hostBase}${p}`]));
  return {
    productName: 'Hearth',
    hosts,
    wwwHosts: ['www.localhost'],
    testHost: 'lily.localhost',
    wwwSiteUrl: `${scheme()}://www.localhost:${SHELL_PORT}`,
    adminUrl: `${sandboxUrl}/admin`,
    supportPhone: '18005550199',
    defaultCompanyPhone: '4168885888',
    payment: { url: `${sandboxUrl}/trade/payment`, storeId: 'sandbox-store', key: 'sandbox-key' },
    mapTileUrl: `${sandboxUrl}/files/tiles/{z}/{x}/{y}.png`,
    wechatSdkUrl: `${sandboxUrl}/sdk/wechat/jweixin.js`,
    dingtalkSdkUrl: `${sandboxUrl}/sdk/dingtalk/dingtalk.open.js`,
    appLinks: {
      client: {
        ios: 'https://apps.apple.com/ca/app/hearth/id1000000001',
        android: 'https://play.google.com/store/apps/details?id=com.hearth.client',
      },
      agent: {
        ios: 'https://apps.apple.com/ca/app/hearth-agent/id1000000002',
        android: 'https://play.google.com/store/apps/details?id=com.hearth.agent',
      },
    },
    awards2020: {
      startsAt: '2036-12-19T19:00:00-05:00',
      watchChinaUrl: 'https://live.bilibili.com/hearth',
      liveStreamUrl: 'https://www.youtube.com/@hearth/live',
      social: [
        { name: 'Facebook', url: 'https://www.facebook.com/hearth' },
        { name: 'Instagram', url: 'https://www.instagram.com/hearth' },
        { name: 'WeChat', url: 'https://weixin.qq.com/' },
      ],
    },
    dailyReportCount: 100,
    remoteTimeoutMs,
    debug,
  };
}

/**
 * remotes.json (shared/src/federation/remote-contract.ts): every remote on its local server, with the path prefixes
 * its build ships (`prefixes.json`) and its routes by id (from `routes.json`): what a remote's deploy provides. `oneOrigin` (default: HEARTH_ONE_ORIGIN=1):
 * the entries are root-relative, `/mf/<name>/mf-manifest.json`, served by the shell's gateway.
 */
export function remotesManifest(overrides = {}, { oneOrigin = useOneOrigin() } = {}) {
  const entry = (name) => (oneOrigin ? `${gatewayRemotePrefix(name)}/${ENTRY_FILE}` : remoteEntryUrl(name));
  // The remote's server container (issue 29, ADR 0033): its build's `server/remoteEntry.js`, beside the browser's.
  const serverEntry = (name) => new URL('server/remoteEntry.js', new URL(entry(name), 'http://x/')).pathname;
  return {
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      entry: overrides[name] ?? entry(name),
      serverEntry: oneOrigin
        ? serverEntry(name)
        : new URL('server/remoteEntry.js', remoteEntryUrl(name)).href,
      contract: CONTRACT_MAJOR,
      prefixes: remotePrefixes(name),
      // The routes links are bound through (ADR 0029), from the build's `routes.json`: id → path pattern.
      routes: boundRoutesOf(remoteRoutes(name)),
    })),
  };
}

function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file); // atomic: the shell never reads a half-written file
}

/** Writes `<dir>/runtime-config.json` and `<dir>/remotes.json`; returns the directory. */
export function writeDeploy({ dir = DEPLOY_DIR, config = {}, remotes = {} } = {}) {
  writeJson(path.join(dir, 'runtime-config.json'), runtimeConfig(config));
  writeJson(path.join(dir, 'remotes.json'), remotesManifest(remotes));
  return dir;
}

export function readRemotesJson(dir = DEPLOY_DIR) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));
}

/**
 * Sets fields of a remote's remotes.json entry in one write (undefined: removes one); returns the previous value of
 * the first.
 */
function setRemoteFields(name, fields, dir) {
  const manifest = readRemotesJson(dir);
  const item = manifest.remotes.find((r) => r.name === name);
  if (!item) throw new Error(`${name} is not in ${dir}/remotes.json`);
  const previous = item[Object.keys(fields)[0]];
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) delete item[field];
    else item[field] = value;
  }
  writeJson(path.join(dir, 'remotes.json'), manifest);
  return previous;
}

function setRemoteField(name, field, value, dir) {
  return setRemoteFields(name, { [field]: value }, dir);
}

/** Points one remote of remotes.json at another entry URL (the shell picks it up on the next page load). */
export function setRemoteEntry(name, entry, dir = DEPLOY_DIR) {
  // Another build (remote-content's b and c) has no server container: the server leaves that remote to the browser
  // (no serverEntry) rather than render it with the main build's; the remote's own entry brings its server's back.
  const own = remotesManifest().remotes.find((r) => r.name === name);
  const serverEntry = entry === own?.entry ? own.serverEntry : undefined;
  setRemoteFields(name, { entry, serverEntry }, dir);
}

/** Sets the contract major one remote declares in remotes.json (tests of the incompatible-contract fallback). */
export function setRemoteContract(name, contract, dir = DEPLOY_DIR) {
  setRemoteField(name, 'contract', contract, dir);
}

/**
 * Replaces the prefixes one remote declares in remotes.json (a remote deploy adding or dropping a top-level path;
 * tests of rejected overlaps). Returns the previous prefixes, to restore them.
 */
export function setRemotePrefixes(name, prefixes, dir = DEPLOY_DIR) {
  return setRemoteField(name, 'prefixes', prefixes, dir);
}

/**
 * Replaces the routes by id one remote lists in remotes.json, the table links are bound through (ADR 0029;
 * undefined: an older remotes.json without them). Returns the previous routes, to restore them.
 */
export function setRemoteRoutes(name, routes, dir = DEPLOY_DIR) {
  return setRemoteField(name, 'routes', routes, dir);
}

/**
 * Sets (a URL) or removes (undefined) one remote's server container in remotes.json (ADR 0033: the shell's server
 * takes the change on its next page, with no restart). Returns the previous one, to restore it.
 */
export function setRemoteServerEntry(name, serverEntry, dir = DEPLOY_DIR) {
  return setRemoteField(name, 'serverEntry', serverEntry, dir);
}
