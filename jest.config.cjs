const { preset } = require('./jest.preset.cjs');
// The platform registry (names, folders, dev ports) shared by lint, jest, webpack and e2e.
const remotes = require('./shared/registry/remotes.json');

/** shared's tests, and the semver gate of its public surface (shared/api-report, ADR 0025). */
function sharedPreset() {
  const base = preset(`${__dirname}/shared`);
  return { ...base, testMatch: [...base.testMatch, '<rootDir>/api-report/**/*.test.ts'] };
}

/** The shell's tests start with the dev remotes.json's route table in force. */
function shellPreset() {
  const base = preset(`${__dirname}/shell`);
  return {
    ...base,
    setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/lib/testing/jest-route-table.ts'],
  };
}

// Every test runs in Toronto time, so UTC → local conversions are really exercised (a UTC machine would hide a
// missing conversion). Set before any worker starts (workers inherit it); the global setup sets it too.
process.env.TZ = 'America/Toronto';

module.exports = {
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  globalTeardown: '<rootDir>/jest.global-teardown.cjs',
  // Two workers on the 2-core machines (jest's default, cores - 1, is one): the main process mostly waits, and the
  // unit stage of `npm test` went from 4m14s to 2m19s with every test passing (issue 28 §4).
  maxWorkers: 2,
  projects: [
    sharedPreset(),
    shellPreset(),
    ...remotes.map((remote) => preset(`${__dirname}/${remote.dir}`)),
    preset(`${__dirname}/sandbox-api`, 'node'),
    // Production serving (deploy/nginx, deploy/node): plain ES modules, tests next to them.
    { ...preset(`${__dirname}/deploy`, 'node'), testMatch: ['<rootDir>/**/*.test.mjs'] },
    // The bench's pure parts (the budget's comparison).
    { ...preset(`${__dirname}/e2e/bench`, 'node'), testMatch: ['<rootDir>/**/*.test.mjs'] },
  ],
};
