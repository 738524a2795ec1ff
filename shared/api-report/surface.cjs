// The public surface of the @hearth/shared singleton, as recorded in shared/api-surface.json, and the semver rules
// a change of it must follow (ADR 0009, ADR 0025). Pure: no file or compiler access here (see generate.cjs).
const { createHash } = require('node:crypto');

const LEVELS = ['none', 'patch', 'minor', 'major'];

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A declaration of the API Extractor doc model without what does not change its meaning (docs, file paths). */
function shapeOf(item) {
  if (Array.isArray(item)) return item.map(shapeOf);
  if (!item || typeof item !== 'object') return item;
  const out = {};
  for (const [key, value] of Object.entries(item)) {
    if (key !== 'docComment' && key !== 'fileUrlPath') out[key] = shapeOf(value);
  }
  return out;
}

/**
 * The surface of an API Extractor doc model (`*.api.json`) and its report text: one hash per export (its
 * declaration, members included) and one of the whole report (which also covers the unexported types the exports
 * reference).
 */
function surfaceOf(apiModel, reportText) {
  const entry = apiModel.members[0];
  const exports = {};
  for (const member of [...entry.members].sort((a, b) => a.name.localeCompare(b.name))) {
    const key = exports[member.name] === undefined ? member.name : `${member.name}:${member.kind}`;
    exports[key] = hash(JSON.stringify(shapeOf(member)));
  }
  return { reportHash: hash(reportText), exports };
}

/** What changed between two surfaces, and the least semver bump it needs. */
function requiredBump(before, after) {
  const removed = Object.keys(before.exports).filter((n) => !(n in after.exports));
  const added = Object.keys(after.exports).filter((n) => !(n in before.exports));
  const changed = Object.keys(after.exports).filter(
    (n) => n in before.exports && before.exports[n] !== after.exports[n],
  );
  // The report changed with no export changed: a type the exports reference did (treated as breaking).
  const referenced =
    !removed.length && !changed.length && !added.length && before.reportHash !== after.reportHash;
  const level = removed.length || changed.length || referenced ? 'major' : added.length ? 'minor' : 'none';
  return { level, removed, added, changed, referenced };
}

function parse(version) {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!m) throw new Error(`not a x.y.z version: ${version}`);
  return m.slice(1).map(Number);
}

/** The bump from one version to the next: none, patch, minor, major, or 'downgrade'. */
function bumpOf(from, to) {
  const [a, b] = [parse(from), parse(to)];
  for (let i = 0; i < 3; i += 1) {
    if (b[i] > a[i]) return LEVELS[3 - i];
    if (b[i] < a[i]) return 'downgrade';
  }
  return 'none';
}

const covers = (bump, level) => bump !== 'downgrade' && LEVELS.indexOf(bump) >= LEVELS.indexOf(level);

function describe(diff) {
  const parts = [];
  if (diff.removed.length) parts.push(`removed ${diff.removed.join(', ')}`);
  if (diff.changed.length) parts.push(`changed ${diff.changed.join(', ')}`);
  if (diff.added.length) parts.push(`added ${diff.added.join(', ')}`);
  if (diff.referenced) parts.push('a type the exports reference changed');
  return `${parts.join('; ')} (needs a ${diff.level} bump)`;
}

const sameSurface = (a, b) => requiredBump(a, b).level === 'none';

/**
 * The ledger `api:report` writes for a surface at a package version: the surface of that version and of the one
 * before it. A new surface needs a new version (`amend` re-records the current, still unreleased version), and the
 * bump from the previous version must cover the change. Throws with the reason otherwise.
 */
function nextLedger(ledger, version, surface, { amend = false } = {}) {
  const current = { version, ...surface };
  if (!ledger) return { ...current, previous: null };
  const bump = bumpOf(ledger.version, version);
  if (bump === 'downgrade')
    throw new Error(`shared/package.json ${version} is older than the recorded ${ledger.version}`);
  if (bump === 'none') {
    if (sameSurface(ledger, surface)) return ledger;
    if (!amend) {
      throw new Error(
        `the surface changed since @hearth/shared ${version} was recorded: ${describe(requiredBump(ledger, surface))}. ` +
          'Bump shared/package.json (or pass --amend while this version is not yet merged).',
      );
    }
  }
  const base =
    bump === 'none'
      ? ledger.previous
      : { version: ledger.version, reportHash: ledger.reportHash, exports: ledger.exports };
  const next = { ...current, previous: base };
  const problem = bumpProblem(next);
  if (problem) throw new Error(problem);
  return next;
}

/** Why the ledger's bump from its previous version does not cover the change, or null. */
function bumpProblem(ledger) {
  if (!ledger.previous) return null;
  const diff = requiredBump(ledger.previous, ledger);
  const bump = bumpOf(ledger.previous.version, ledger.version);
  return covers(bump, diff.level)
    ? null
    : `@hearth/shared ${ledger.previous.version} → ${ledger.version} is a ${bump} bump, but the surface ${describe(diff)}`;
}

/**
 * The check `npm test` runs: the checked-in report is the one the sources produce, the ledger records it for the
 * package's version, and the bump from the previous version covers the change. Returns the problems found.
 */
function checkSurface({ report, freshReport, ledger, version, surface }) {
  const problems = [];
  if (report !== freshReport)
    problems.push('shared/report.api.md is stale: run `pnpm --filter @hearth/shared api:report`');
  if (!ledger)
    return [...problems, 'shared/api-surface.json is missing: run `pnpm --filter @hearth/shared api:report`'];
  if (ledger.version !== version) {
    problems.push(
      `shared/api-surface.json records ${ledger.version}, shared/package.json is ${version}: run api:report`,
    );
  } else if (!sameSurface(ledger, surface)) {
    problems.push(`the surface changed without a version bump: ${describe(requiredBump(ledger, surface))}`);
  }
  const problem = bumpProblem(ledger);
  return problem ? [...problems, problem] : problems;
}

module.exports = { surfaceOf, requiredBump, bumpOf, nextLedger, checkSurface };
