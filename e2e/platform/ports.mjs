// Ports and paths of the local Hearth platform (see platform.mjs). Every port is shifted by HEARTH_PORT_OFFSET.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RUNTIME_DIR = path.join(ROOT, 'e2e', '.runtime');
const SUFFIX =
  process.env.HEARTH_PORT_OFFSET && process.env.HEARTH_PORT_OFFSET !== '0'
    ? `-${process.env.HEARTH_PORT_OFFSET}`
    : '';
export const DEPLOY_DIR = path.join(RUNTIME_DIR, `deploy${SUFFIX}`);
export const LOG_DIR = path.join(RUNTIME_DIR, `logs${SUFFIX}`);
export const STATIC_SERVER = path.join(ROOT, 'e2e', 'platform', 'static-server.mjs');

/**
 * Every port below is shifted by HEARTH_PORT_OFFSET (default 0), so that a second copy of the platform (e.g. the
 * e2e suite while `npm start` runs) can live beside the first: HEARTH_PORT_OFFSET=10000 → shell 13000, sandbox 14000.
 */
export const PORT_OFFSET = Number(process.env.HEARTH_PORT_OFFSET || 0);
export const SANDBOX_PORT = 4000 + PORT_OFFSET;
export const SHELL_PORT = 3000 + PORT_OFFSET;
/** Port of the extra remote-content build (HEARTH_BUILD_ID=b, dist-b) used by the "another build" tests. */
export const CONTENT_B_PORT = 3102 + PORT_OFFSET;
/** Port of the test-only control server (stop/start a remote from a Playwright worker). */
export const CONTROL_PORT = 3990 + PORT_OFFSET;

export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

/** Container name -> package folder and port. */
export const REMOTES = {
  remote_listings: { pkg: 'remote-listings', port: 3001 + PORT_OFFSET },
  remote_content: { pkg: 'remote-content', port: 3002 + PORT_OFFSET },
  remote_coupons: { pkg: 'remote-coupons', port: 3003 + PORT_OFFSET },
  remote_vendor: { pkg: 'remote-vendor', port: 3004 + PORT_OFFSET },
  remote_reports: { pkg: 'remote-reports', port: 3005 + PORT_OFFSET },
};
export const REMOTE_NAMES = Object.keys(REMOTES);

/**
 * The file of a remote build that remotes.json points at. The shell registers remotes from `entry`; both
 * mf-manifest.json and remoteEntry.js are emitted by every build (manifest: true).
 */
export const ENTRY_FILE = process.env.HEARTH_REMOTE_ENTRY_FILE || 'mf-manifest.json';

/**
 * Where built apps are read from: `<root>/<package>/dist`. HEARTH_DIST_ROOT points at a copy of the dists instead
 * (same layout), e.g. to test a snapshot while the package folders are being rebuilt.
 */
export const DIST_ROOT = process.env.HEARTH_DIST_ROOT
  ? path.resolve(ROOT, process.env.HEARTH_DIST_ROOT)
  : ROOT;

export function remoteDist(name, variant = 'dist') {
  return path.join(DIST_ROOT, REMOTES[name].pkg, variant);
}
export function shellDist() {
  return path.join(DIST_ROOT, 'shell', 'dist');
}
export function remoteEntryUrl(name, port = REMOTES[name].port) {
  return `http://127.0.0.1:${port}/${ENTRY_FILE}`;
}
