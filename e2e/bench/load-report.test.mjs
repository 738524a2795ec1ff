/* global describe, it, expect */
import { formatTable, LOAD_DEFAULTS, parseLoadArgs, percentile, summarize } from './load-report.mjs';

describe('parseLoadArgs', () => {
  it("takes the issue's bounded defaults", () => {
    expect(parseLoadArgs({})).toEqual({
      duration: 10,
      connections: 10,
      processes: [1, 2],
      routes: ['/', '/listing/treb-C4200001'],
      site: 'lily',
      out: null,
    });
  });

  it('reads lists and numbers, sorted and without repeats', () => {
    const opts = parseLoadArgs({ duration: '5', connections: '4', processes: '2, 1,2', routes: '/listings' });
    expect(opts).toMatchObject({ duration: 5, connections: 4, processes: [1, 2], routes: ['/listings'] });
  });

  it('refuses an unbounded or malformed run', () => {
    expect(() => parseLoadArgs({ duration: '600' })).toThrow(/--duration/);
    expect(() => parseLoadArgs({ duration: '1.5' })).toThrow(/--duration/);
    expect(() => parseLoadArgs({ connections: '0' })).toThrow(/--connections/);
    expect(() => parseLoadArgs({ processes: '1,9' })).toThrow(/--processes/);
    expect(() => parseLoadArgs({ routes: 'listings' })).toThrow(/--routes/);
    expect(() => parseLoadArgs({ site: 'lily.localhost:3000' })).toThrow(/--site/);
  });
});

describe('the figures', () => {
  it('percentiles by nearest rank', () => {
    const ms = Array.from({ length: 20 }, (_, i) => i + 1);
    expect([percentile(ms, 50), percentile(ms, 95), percentile(ms, 99), percentile(ms, 0)]).toEqual([
      10, 19, 20, 1,
    ]);
    expect(percentile([], 50)).toBeNull();
  });

  it('summarizes a run: rate, latencies, failures apart', () => {
    const responses = [30, 10, 20, 40].map((ms, i) => ({ ms, status: i === 3 ? 500 : 200 }));
    expect(summarize(responses, { seconds: 2, errors: 1 })).toEqual({
      requests: 4,
      rps: 2,
      p50: 20,
      p95: 40,
      p99: 40,
      mean: 25,
      max: 40,
      non2xx: 1,
      errors: 1,
    });
    expect(summarize([], { seconds: 10 })).toMatchObject({ requests: 0, rps: 0, p95: null });
  });

  it('prints an aligned table with the p95 verdict', () => {
    const row = (route, p95) => ({
      route,
      processes: 2,
      via: 'nginx',
      rps: 51.2,
      p50: 90,
      p95,
      p99: 300,
      non2xx: 0,
      errors: 0,
    });
    const lines = formatTable([row('/', 120), row('/listing/treb-C4200001', 200.5)]).split('\n');
    expect(lines[0]).toMatch(
      /^route\s+renderers\s+via\s+req\/s\s+p50 ms\s+p95 ms\s+p99 ms\s+non-2xx\s+p95 target$/,
    );
    expect(lines[2]).toMatch(/^\/\s+2\s+nginx\s+51\.2\s+90\s+120\s+300\s+0\s+ok$/);
    expect(lines[3]).toMatch(new RegExp(`200\\.5 .* > ${LOAD_DEFAULTS.targetP95Ms}$`));
    // Aligned: every row's figure starts under its heading.
    expect(lines[2].indexOf('51.2')).toBe(lines[0].indexOf('req/s'));
    expect(lines[3].indexOf('51.2')).toBe(lines[0].indexOf('req/s'));
  });
});
