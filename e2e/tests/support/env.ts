import { CONTENT_B_PORT, CONTENT_C_PORT, REMOTES } from '../../platform/platform.mjs';

/** Values the suite and its global setup agree on (ports shifted by HEARTH_PORT_OFFSET, see platform.mjs). */
export const PORT_OFFSET = Number(process.env.HEARTH_PORT_OFFSET || 0);
export const E2E_REMOTE_TIMEOUT_MS = 4000;
export const SHELL_PORT = 3000 + PORT_OFFSET;
export const SHELL = `http://127.0.0.1:${SHELL_PORT}`;
export const SANDBOX = `http://127.0.0.1:${4000 + PORT_OFFSET}`;
export const CONTROL = `http://127.0.0.1:${3990 + PORT_OFFSET}`;
export const CONTENT_B_ENTRY_BASE = `http://127.0.0.1:${3102 + PORT_OFFSET}`;
/** remote-content's "c" build: declares a newer @hearth/shared than the shell provides (platform/ports.mjs). */
export const CONTENT_C_ENTRY_BASE = `http://127.0.0.1:${3103 + PORT_OFFSET}`;
/** Ports of the remote servers (main builds from the registry, shared/registry/remotes.json, and build b). */
export const REMOTE_PORTS: number[] = [
  ...Object.values(REMOTES).map((r) => r.port),
  CONTENT_B_PORT,
  CONTENT_C_PORT,
];

export type SiteHost = 'lily' | 'oscar' | 'mia' | 'hearth' | 'dora' | 'www' | 'localhost';

/** Absolute URL of a page on one of the hosts (`*.localhost` resolves to 127.0.0.1 in Chromium). */
export function site(host: SiteHost, path: string): string {
  const name = host === 'localhost' ? 'localhost' : `${host}.localhost`;
  return `http://${name}:${SHELL_PORT}${path}`;
}
