// The first-load JS figures of the budget (budget.mjs, ADR 0011): which routes it covers, the sizes per container of
// one load, and the figures the e2e route walk (tests/route-walk.spec.ts) records during its own visit of each route
// so that `npm test` loads every route once (issue 28 §4, ADR 0027) instead of once more for the budget.
import fs from 'node:fs';
import path from 'node:path';
import { RUNTIME_DIR } from '../platform/platform.mjs';
import { BUILT_ROUTES } from '../tests/support/built-routes.mjs';
import { sumKind } from './measure.mjs';
import { CONTAINERS } from './budget-compare.mjs';

export { CONTAINERS };

/** Where the route walk writes one `<route id>.json` per measured route; `npm test` clears it before each run. */
export const MEASURED_DIR = path.join(RUNTIME_DIR, 'results', 'first-load-js');

/** The routes the budget measures (interaction states, `budget: false`, load no JS of their own). */
export const budgetRoutes = () => BUILT_ROUTES.filter((route) => route.budget !== false);

/** gzip bytes per container of one load's JS files (measure.mjs watchJs); JS from an unknown origin is an error. */
export function containerSizes(routeId, files) {
  const other = files.filter((f) => f.kind === 'other');
  if (other.length)
    throw new Error(`${routeId}: JS from an unexpected origin: ${other.map((f) => f.url).join(', ')}`);
  return Object.fromEntries(CONTAINERS.map((c) => [c, sumKind(files, c).gzip]));
}

/** Records one route's sizes for the budget stage (written whole, then renamed: never half a file). */
export function writeMeasured(routeId, sizes, dir = MEASURED_DIR) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${routeId}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(sizes));
  fs.renameSync(`${file}.tmp`, file);
}

/** The sizes the route walk recorded, per budget route, and the budget routes it did not record. */
export function readMeasured(dir = MEASURED_DIR) {
  const measured = {};
  const missing = [];
  for (const route of budgetRoutes()) {
    const file = path.join(dir, `${route.id}.json`);
    if (fs.existsSync(file)) measured[route.id] = JSON.parse(fs.readFileSync(file, 'utf8'));
    else missing.push(route.id);
  }
  return { measured, missing };
}
