// Checks a deploy makes before it serves anything (used by render.mjs and by the Node servers, deploy/node/serve.mjs):
// - a production deploy serves production builds only: each dist's build-info.json (written by every build,
//   shared/tooling/build-info-plugin.cjs) must say `production: true` (no `?remote.<name>=` overrides, no harness);
// - a deploy folder holds no precompressed copy of a deploy file (`remotes.json.gz`, `runtime-config.json.br`): a
//   copy would be stale after the next edit, and a server that sends copies would send it instead of the edit.
// See docs/adr/0020-deploy-hardening.md.
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_FILES } from './policy.mjs';

export const BUILD_INFO_FILE = 'build-info.json';

/** The encodings' file suffixes a static server could send instead of a file. */
export const PRECOMPRESSED_SUFFIXES = ['.gz', '.br', '.zst'];

/** A dist's build-info.json, or null when it has none (or it is not JSON). */
export function readBuildInfo(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, BUILD_INFO_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** Throws unless `dir` holds a production build (build-info.json: production, no overrides, no harness). */
export function assertProductionBuild(dir, label) {
  const info = readBuildInfo(dir);
  const why = !info
    ? `it has no readable ${BUILD_INFO_FILE} (built before build-info existed, or not a build)`
    : info.production !== true || info.overrides !== false || info.harness !== false
      ? `its ${BUILD_INFO_FILE} says ${JSON.stringify({ production: info.production, overrides: info.overrides, harness: info.harness })}`
      : null;
  if (why)
    throw new Error(
      `[deploy] ${label}: ${dir} is not a production build: ${why}. Build it with \`pnpm build:production\`.`,
    );
  return info;
}

/** Throws if `dir` holds a precompressed copy of a deploy file (runtime-config.json, remotes.json). */
export function assertNoPrecompressedDeployFiles(dir) {
  const copies = DEPLOY_FILES.flatMap((file) =>
    PRECOMPRESSED_SUFFIXES.map((s) => `${file.slice(1)}${s}`),
  ).filter((name) => fs.existsSync(path.join(dir, name)));
  if (copies.length)
    throw new Error(
      `[deploy] ${dir} holds precompressed copies of deploy files (${copies.join(', ')}): they go stale when the ` +
        'file is edited. Delete them (the deploy files are compressed per request).',
    );
}
