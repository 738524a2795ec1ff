// The budget's comparison (budget.mjs, ADR 0011): pure, tested in budget-compare.test.mjs.
export const DEFAULT_TOLERANCE = 0.1;

/** The containers a first load is split into (classify.mjs). */
export const CONTAINERS = ['shell', 'remote', 'shared'];

/**
 * The baseline a route without one is held to, per container: the largest of the baseline routes of the same owner
 * (ADR 0028: a remote adds a page without touching the baseline), else the largest of all.
 */
function newRouteBase(baseline, owners, id, container) {
  const routes = Object.entries(baseline?.routes ?? {});
  const same = routes.filter(([other]) => owners[other] !== undefined && owners[other] === owners[id]);
  const values = (same.length ? same : routes).map(([, sizes]) => sizes[container]).filter(Number.isFinite);
  return values.length ? Math.max(...values) : undefined;
}

/**
 * Compares measured gzip bytes with the baseline. `measured` and `baseline.routes`: { [routeId]: { shell, remote,
 * shared } }; `owners`: { [routeId]: owner }. One row per route and container with its status: ok, over (more than
 * the tolerance above the baseline), under (more than the tolerance below: the baseline could be lowered). A route
 * without a baseline (`isNew`) is held to its owner's largest route; `stale` lists baseline routes no longer built.
 */
export function compare(measured, baseline, owners = {}) {
  const tolerance = baseline?.tolerance ?? DEFAULT_TOLERANCE;
  const rows = [];
  for (const [id, sizes] of Object.entries(measured)) {
    const isNew = baseline?.routes?.[id] === undefined;
    for (const container of CONTAINERS) {
      const now = sizes[container];
      const base = isNew ? newRouteBase(baseline, owners, id, container) : baseline.routes[id][container];
      let status = 'ok';
      if (base === undefined) status = now > 0 ? 'over' : 'ok';
      else if (now > base * (1 + tolerance)) status = 'over';
      else if (now < base * (1 - tolerance) && !isNew) status = 'under';
      rows.push({ id, container, base: base ?? null, now, status, isNew, owner: owners[id] });
    }
  }
  const stale = Object.keys(baseline?.routes ?? {}).filter((id) => !(id in measured));
  return { rows, stale, tolerance };
}
