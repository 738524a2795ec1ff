import fs from 'node:fs';
import path from 'node:path';
import {
  E2E_DATA_DIR,
  LOG_DIR,
  REMOTE_NAMES,
  ROOT,
  remoteDist,
  shellDist,
  startControlServer,
  startPlatform,
  stopAll,
} from '../../platform/platform.mjs';
import { E2E_REMOTE_TIMEOUT_MS } from './env';

/**
 * Starts the platform from the prebuilt dists (fresh sandbox database, remoteTimeoutMs 4 s, remote-content build
 * "b" on 3102, "c" — built against a newer @hearth/shared — on 3103) plus the control server that lets tests stop/start remotes. The returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = [
    shellDist(),
    ...REMOTE_NAMES.map((name: string) => remoteDist(name)),
    remoteDist('remote_content', 'dist-b'),
    remoteDist('remote_content', 'dist-c'),
  ].filter((dir) => !fs.existsSync(dir));
  if (missing.length) {
    throw new Error(
      `[e2e] prebuilt dists are missing: ${missing.map((d) => path.relative(ROOT, d)).join(', ')}.\n` +
        '      Build first: `npm test` does everything, or see e2e/README.md for the individual build commands.',
    );
  }
  fs.rmSync(LOG_DIR, { recursive: true, force: true });
  const platform = await startPlatform({
    logs: 'files',
    dataDir: E2E_DATA_DIR,
    freshData: true,
    remoteTimeoutMs: E2E_REMOTE_TIMEOUT_MS,
    withBuildB: true,
  });
  let control: { close: () => Promise<void> };
  try {
    control = await startControlServer();
  } catch (err) {
    await stopAll();
    throw err;
  }
  return async () => {
    await control.close();
    await platform.stop();
  };
}
