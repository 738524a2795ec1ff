// `pnpm --filter @hearth/shared api:report [--amend]`: regenerates shared/report.api.md and records its surface for
// shared's version in shared/api-surface.json; refuses a changed surface without the semver bump it needs.
const fs = require('node:fs');
const { surfaceOf, nextLedger } = require('./surface.cjs');
const { generateSurface, checkedIn, REPORT, LEDGER } = require('./generate.cjs');

const { reportText, apiModel } = generateSurface();
const { ledger, version } = checkedIn();
const surface = surfaceOf(apiModel, reportText);
try {
  const next = nextLedger(ledger, version, surface, { amend: process.argv.includes('--amend') });
  fs.writeFileSync(REPORT, reportText);
  fs.writeFileSync(LEDGER, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`@hearth/shared ${version}: ${Object.keys(surface.exports).length} exports (${REPORT})`);
} catch (error) {
  console.error(`api:report: ${error.message}`);
  process.exitCode = 1;
}
