// Protocol: the pages are served as in production static hosting (nginx or a CDN): HTTPS with HTTP/2, here by the
// platform's nginx with a local self-signed certificate (HEARTH_SERVER=nginx HEARTH_TLS=1, e2e/platform/tls.mjs;
// Chromium and Lighthouse ignore certificate errors). On HTTP/1.1 Chromium opens at most 6 connections per origin
// and Lighthouse's simulation queues the shell's ~15 start-up chunks on them, which users on HTTP/2 never see (the
// homes' LCP read 130-300 ms worse). `--http1`: plain HTTP/1.1 instead (HEARTH_SERVER as set, default nginx).
// The protocol is printed in the header and recorded in bench.json (`protocol`).
import { SHELL_PORT, isPortFree } from '../platform/platform.mjs';
import { protocolLabel } from './measure.mjs';

/**
 * Sets up how the platform this process may start is served: nginx, with HEARTH_TLS=1 unless `http1`. Exits with a
 * clear message when HTTPS is asked for with another server and no platform is running already.
 */
export async function chooseServing({ http1 }) {
  const server = process.env.HEARTH_SERVER ?? 'nginx';
  if (!http1 && server !== 'nginx' && (await isPortFree(SHELL_PORT))) {
    console.error(
      `[bench] HTTPS + HTTP/2 needs nginx (HEARTH_SERVER=${process.env.HEARTH_SERVER}): unset HEARTH_SERVER, or pass --http1`,
    );
    process.exit(2);
  }
  process.env.HEARTH_SERVER ??= 'nginx';
  if (http1) delete process.env.HEARTH_TLS;
  else process.env.HEARTH_TLS = '1';
}

/** What bench.json records about the protocol of the platform measured (`served`: withPlatform's probe). */
export function protocolReport(served) {
  const https = served.scheme === 'https';
  return {
    protocol: {
      scheme: served.scheme,
      alpn: served.protocol,
      description: `${protocolLabel(served)}${https ? ', nginx, local self-signed certificate' : ''}`,
    },
    monolith: https
      ? 'HTTPS + HTTP/2 (nginx), like the platform'
      : "plain HTTP + HTTP/1.1 (the shell's Node server)",
  };
}
