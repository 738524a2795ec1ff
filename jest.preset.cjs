// Shared Jest settings for every workspace package (see jest.config.cjs).
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} dir package folder @param {'dom'|'node'} env */
function preset(dir, env = 'dom') {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env === 'dom' ? 'jest-fixed-jsdom' : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/tooling/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j|mj)sx?$': swc, '/@electric-sql/.+\\.cjs$': swc },
    // ky and a few other deps (jsdom's: @exodus, @asamuzakjp, @csstools, @bramus, parse5, entities) ship ESM only;
    // let swc transform them (pnpm keeps them under .pnpm).
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(ky|@module-federation|@electric-sql|@exodus|@asamuzakjp|@csstools|@bramus|parse5|entities)[@+/])',
    ],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'shared/src/testing/style-mock.cjs') },
    setupFilesAfterEnv: env === 'dom' ? [path.join(__dirname, 'shared/src/testing/jest-setup.ts')] : [],
  };
}

module.exports = { preset };
