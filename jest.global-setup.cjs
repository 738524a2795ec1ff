// Jest global setup: every test runs in Toronto time, so UTC → local conversions are really exercised
// (a machine in UTC would hide a missing conversion).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// The run's folder for the sandbox tests' seeded database template (sandbox-api/src/testing/seeded-template.ts):
// built by the first sandbox test file that needs it, copied by the others; workers inherit the variable.
const TEMPLATE_ENV = 'HEARTH_SANDBOX_TEMPLATE_DIR';

module.exports = async () => {
  process.env.TZ = 'America/Toronto';
  process.env[TEMPLATE_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-sandbox-template-'));
};
module.exports.TEMPLATE_ENV = TEMPLATE_ENV;
