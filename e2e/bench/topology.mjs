// Topology: how many origins a first visit talks to. By default the bench's platform serves one origin per site
// (HEARTH_ONE_ORIGIN=1, ADR 0017): the shell's nginx also serves the API under /api/ and each remote under
// /mf/<name>/, as the production gateway does (deploy/nginx/gateway-conf.mjs). A cold visit then pays one DNS + TCP +
// TLS setup instead of one per origin (shell, five remotes, API), and Lighthouse's simulation shares the bandwidth
// among fewer connections. `--multi-origin`: the remotes and the API on their own ports, as before.
// A running platform's topology is read from its remotes.json: root-relative entries = one origin.
import { REMOTES, SANDBOX_PORT, SHELL_PORT, getJson } from '../platform/platform.mjs';

/** @typedef {'one-origin' | 'multi-origin'} Topology */

/** The topology remotes.json describes: every entry root-relative (`/mf/<name>/…`) = one origin. */
export function topologyOf(remotesJson) {
  const entries = (remotesJson?.remotes ?? []).map((r) => r?.entry);
  if (!entries.length) return null;
  return entries.every((e) => typeof e === 'string' && /^\/(?![/\\])/.test(e))
    ? 'one-origin'
    : 'multi-origin';
}

/** The topology of the platform on the shell port (`scheme` as probed), from its remotes.json; null: unreadable. */
export async function probeTopology(scheme, port = SHELL_PORT) {
  return topologyOf(await getJson(`${scheme}://127.0.0.1:${port}/remotes.json`));
}

/** For the reports. */
export function topologyLabel(topology) {
  const ports = Object.values(REMOTES).map((r) => r.port);
  if (topology === 'one-origin')
    return `one origin per site (the shell's nginx serves the API under /api/ and each remote under /mf/<name>/)`;
  if (topology === 'multi-origin')
    return `one origin per container (shell :${SHELL_PORT}, remotes :${Math.min(...ports)}-${Math.max(...ports)}, API :${SANDBOX_PORT})`;
  return 'unknown (no readable remotes.json)';
}

/** Sets up the topology of the platform this process may start: one origin unless `multiOrigin`. */
export function chooseTopology({ multiOrigin }) {
  if (multiOrigin) delete process.env.HEARTH_ONE_ORIGIN;
  else process.env.HEARTH_ONE_ORIGIN = '1';
}

/** A reused platform: this process follows its topology (the monolith then gets the same gateway). */
export function followTopology(topology) {
  if (topology === 'one-origin')
    Object.assign(process.env, { HEARTH_SERVER: 'nginx', HEARTH_ONE_ORIGIN: '1' });
  else if (topology === 'multi-origin') delete process.env.HEARTH_ONE_ORIGIN;
}
