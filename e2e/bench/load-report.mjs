// The load test's pure parts (load.mjs): its options, the figures of one run from its response times, the table.

/** What `pnpm load` runs unless told otherwise: 10 s at 10 connections per route and topology. */
export const LOAD_DEFAULTS = {
  duration: 10,
  connections: 10,
  processes: [1, 2],
  routes: ['/', '/listing/treb-C4200001'],
  site: 'lily',
  /** The target for a rendered page against the sandbox. */
  targetP95Ms: 150,
};

const BOUNDS = { duration: [1, 60], connections: [1, 100] };

function whole(name, text) {
  const value = Number(text);
  const [min, max] = BOUNDS[name];
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name}: a whole number from ${min} to ${max}, not ${JSON.stringify(text)}`);
  return value;
}

/**
 * `--duration 10 --connections 10 --processes 1,2 --routes /,/listings --site lily --out file.json` → options; every
 * run is bounded (at most 60 s, 100 connections, 8 processes).
 */
export function parseLoadArgs(values) {
  const processes = values.processes
    ? values.processes.split(',').map((p) => Number(p.trim()))
    : LOAD_DEFAULTS.processes;
  if (!processes.length || processes.some((n) => !Number.isInteger(n) || n < 1 || n > 8))
    throw new Error(
      `--processes: renderer process counts from 1 to 8, not ${JSON.stringify(values.processes)}`,
    );
  const routes = values.routes ? values.routes.split(',').map((r) => r.trim()) : LOAD_DEFAULTS.routes;
  if (routes.some((r) => !r.startsWith('/') || /\s/.test(r)))
    throw new Error(`--routes: paths starting with /, not ${JSON.stringify(values.routes)}`);
  if (values.site && !/^[a-z0-9-]+$/.test(values.site))
    throw new Error(`--site: a site name, not ${values.site}`);
  return {
    duration: values.duration ? whole('duration', values.duration) : LOAD_DEFAULTS.duration,
    connections: values.connections ? whole('connections', values.connections) : LOAD_DEFAULTS.connections,
    processes: [...new Set(processes)].sort((a, b) => a - b),
    routes,
    site: values.site ?? LOAD_DEFAULTS.site,
    out: values.out ?? null,
  };
}

/** The `p`-th percentile (0-100) of ascending numbers, nearest rank; null for none. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (n) => (n == null ? null : Math.round(n * 10) / 10);

/**
 * One run's figures from its responses (`{ ms, status }`, in any order) and its length in seconds: requests per
 * second and the latency percentiles in ms; `non2xx` and `errors` (no answer) counted apart.
 */
export function summarize(responses, { seconds, errors = 0 }) {
  const ms = responses.map((r) => r.ms).sort((a, b) => a - b);
  const mean = ms.length ? ms.reduce((a, b) => a + b, 0) / ms.length : null;
  return {
    requests: ms.length,
    rps: round(ms.length / seconds),
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    mean: round(mean),
    max: round(ms.at(-1) ?? null),
    non2xx: responses.filter((r) => r.status < 200 || r.status > 299).length,
    errors,
  };
}

const COLUMNS = [
  ['route', (r) => r.route],
  ['renderers', (r) => String(r.processes)],
  ['via', (r) => r.via],
  ['req/s', (r) => String(r.rps)],
  ['p50 ms', (r) => String(r.p50)],
  ['p95 ms', (r) => String(r.p95)],
  ['p99 ms', (r) => String(r.p99)],
  ['non-2xx', (r) => String(r.non2xx + r.errors)],
];

/** The rows as an aligned text table, the p95 target's verdict last on each line. */
export function formatTable(rows, { targetP95Ms = LOAD_DEFAULTS.targetP95Ms } = {}) {
  const cells = rows.map((row) => [
    ...COLUMNS.map(([, cell]) => cell(row)),
    row.p95 != null && row.p95 <= targetP95Ms ? 'ok' : `> ${targetP95Ms}`,
  ]);
  const head = [...COLUMNS.map(([name]) => name), 'p95 target'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((text, i) => text.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
