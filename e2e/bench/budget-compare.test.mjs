/* global describe, it, expect */
import { compare } from './budget-compare.mjs';

const baseline = {
  tolerance: 0.1,
  routes: {
    listings: { shell: 100, remote: 50, shared: 200 },
    detail: { shell: 100, remote: 80, shared: 210 },
    blogs: { shell: 100, remote: 30, shared: 190 },
  },
};
const owners = {
  listings: 'remote_listings',
  detail: 'remote_listings',
  blogs: 'remote_content',
  map: 'remote_listings',
};
const status = (result) => Object.fromEntries(result.rows.map((r) => [`${r.id}/${r.container}`, r.status]));

describe('first-load JS budget comparison', () => {
  it('a known route: over past the tolerance, under below it, ok within', () => {
    const result = compare(
      {
        listings: { shell: 111, remote: 44, shared: 200 },
        detail: { shell: 100, remote: 80, shared: 210 },
        blogs: { shell: 100, remote: 30, shared: 190 },
      },
      baseline,
      owners,
    );
    expect(status(result)).toMatchObject({
      'listings/shell': 'over',
      'listings/remote': 'under',
      'listings/shared': 'ok',
    });
    expect(result.stale).toEqual([]);
  });

  it("a new route is held to its owner's largest route per container, and a removed one is only listed", () => {
    const within = compare({ map: { shell: 105, remote: 85, shared: 220 } }, baseline, owners);
    expect(within.rows.map((r) => [r.container, r.base, r.status, r.isNew])).toEqual([
      ['shell', 100, 'ok', true],
      ['remote', 80, 'ok', true],
      ['shared', 210, 'ok', true],
    ]);
    expect(within.stale).toEqual(['listings', 'detail', 'blogs']);
    const over = compare({ map: { shell: 100, remote: 90, shared: 200 } }, baseline, owners);
    expect(status(over)).toMatchObject({ 'map/remote': 'over' });
  });

  it('a new route of an owner without a baseline route is held to the largest of all', () => {
    const result = compare({ report: { shell: 100, remote: 81, shared: 200 } }, baseline, {
      report: 'remote_reports',
    });
    expect(result.rows.find((r) => r.container === 'remote')).toMatchObject({ base: 80, status: 'ok' });
  });
});
