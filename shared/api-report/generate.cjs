// Builds the singleton's declarations (tsc, into the git-ignored shared/dist-api) and runs API Extractor on them:
// the report text and the doc model of `@hearth/shared`'s public surface. Offline, a few seconds.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { Extractor, ExtractorConfig } = require('@microsoft/api-extractor');

const SHARED = path.resolve(__dirname, '..');
const OUT = path.join(SHARED, 'dist-api');
const REPORT = path.join(SHARED, 'report.api.md');
const LEDGER = path.join(SHARED, 'api-surface.json');

function buildDeclarations() {
  fs.rmSync(path.join(OUT, 'types'), { recursive: true, force: true });
  const tsc = require.resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', path.join(__dirname, 'tsconfig.json')], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`tsc failed:\n${run.stdout}${run.stderr}`);
}

/** The report API Extractor makes of the current sources, and its doc model (nothing checked in is written). */
function generateSurface() {
  buildDeclarations();
  const config = ExtractorConfig.loadFileAndPrepare(path.join(__dirname, 'api-extractor.json'));
  const errors = [];
  Extractor.invoke(config, {
    localBuild: false,
    messageCallback: (message) => {
      // The report differing from the checked-in one is for the caller to judge; anything else at error level fails.
      const reportState = String(message.messageId).startsWith('console-api-report');
      if (!reportState && (message.logLevel === 'error' || message.logLevel === 'warning')) {
        errors.push(
          message.formatMessageWithoutLocation ? message.formatMessageWithoutLocation() : message.text,
        );
      }
      message.handled = true;
    },
  });
  if (errors.length) throw new Error(`API Extractor:\n${errors.join('\n')}`);
  const reportText = fs.readFileSync(path.join(OUT, 'report.api.md'), 'utf8');
  const apiModel = JSON.parse(fs.readFileSync(path.join(OUT, 'shared.api.json'), 'utf8'));
  return { reportText, apiModel };
}

const readIfThere = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/** The checked-in report, ledger and package version. */
function checkedIn() {
  const ledger = readIfThere(LEDGER);
  return {
    report: readIfThere(REPORT),
    ledger: ledger ? JSON.parse(ledger) : null,
    version: JSON.parse(fs.readFileSync(path.join(SHARED, 'package.json'), 'utf8')).version,
  };
}

module.exports = { generateSurface, checkedIn, REPORT, LEDGER };
