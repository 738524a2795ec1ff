// Protocol: the pages are served as in production static hosting (nginx or a CDN): HTTPS with HTTP/2, here by the
// platform's nginx with a local self-signed certificate (HEARTH_SERVER=nginx HEARTH_TLS=1, e2e/platform/tls.mjs;
// Chromium and Lighthouse ignore certificate errors). On HTTP/1.1 Chromium opens at most 6 connections per origin
// and Lighthouse's simulation queues the shell's ~15 start-up chunks on them, which users on HTTP/2 never see (the
// homes' LCP read 130-300 ms worse). `--http1`: plain HTTP/1.1 instead (HEARTH_SERVER as set, default nginx).
// The protocol is printed in the header and recorded in bench.json (`protocol`).
// Topology (topology.mjs): one origin per site unless `--multi-origin` (the API and the remotes through the shell's
// nginx: HEARTH_ONE_ORIGIN=1), printed and recorded in bench.json (`topology`) the same way.
import { SHELL_PORT, isPortFree } from '../platform/platform.mjs';
import { protocolLabel } from './measure.mjs';
import { chooseTopology, topologyLabel } from './topology.mjs';

/**
 * Sets up how the platform this process may start is served: nginx, with HEARTH_TLS=1 unless `http1`, one origin per
 * site unless `multiOrigin`. Exits with a clear message when either is asked for with another server and no
 * platform is running already.
 */
export async function chooseServing({ http1, multiOrigin }) {
  const server = process.env.HEARTH_SERVER ?? 'nginx';
  const needs = [!http1 && ['HTTPS + HTTP/2', '--http1'], !multiOrigin && ['one origin', '--multi-origin']];
  const needed = needs.filter(Boolean);
  if (needed.length && server !== 'nginx' && (await isPortFree(SHELL_PORT))) {
    console.error(
      `[bench] ${needed.map(([what]) => what).join(' and ')} need(s) nginx (HEARTH_SERVER=${process.env.HEARTH_SERVER}): unset HEARTH_SERVER, or pass ${needed.map(([, flag]) => flag).join(' ')}`,
    );
    process.exit(2);
  }
  process.env.HEARTH_SERVER ??= 'nginx';
  if (http1) delete process.env.HEARTH_TLS;
  else process.env.HEARTH_TLS = '1';
  chooseTopology({ multiOrigin });
}

/**
 * What bench.json records about the protocol and the topology of the platform measured (`served`: withPlatform's
 * probe), and how the monolith is served.
 */
export function protocolReport(served) {
  const https = served.scheme === 'https';
  const oneOrigin = served.topology === 'one-origin';
  return {
    protocol: {
      scheme: served.scheme,
      alpn: served.protocol,
      description: `${protocolLabel(served)}${https ? ', nginx, local self-signed certificate' : ''}`,
    },
    topology: { mode: served.topology ?? 'unknown', description: topologyLabel(served.topology) },
    monolith: `${
      https || oneOrigin
        ? `${https ? 'HTTPS + HTTP/2' : 'plain HTTP + HTTP/1.1'} (nginx), like the platform`
        : "plain HTTP + HTTP/1.1 (the shell's Node server)"
    }${oneOrigin ? ', the API through its own /api/ gateway' : ''}`,
  };
}

/** What a running platform overrides of this run's options (it is measured as it is): one note each. */
export function ignoredFlags(opts, served) {
  if (served.own) return [];
  const notes = [];
  if (opts.http1 && served.scheme === 'https')
    notes.push('--http1 has no effect here: the running platform serves HTTPS');
  if (opts['multi-origin'] && served.topology === 'one-origin')
    notes.push('--multi-origin has no effect here: the running platform serves one origin per site');
  if (!opts['multi-origin'] && served.topology === 'multi-origin')
    notes.push('the running platform serves one origin per container (the --multi-origin topology)');
  return notes.map((note) => `${note}, and it is measured as it is`);
}
