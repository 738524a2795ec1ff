// Jest global teardown: removes the run's sandbox template folder (jest.global-setup.cjs).
const fs = require('node:fs');
const { TEMPLATE_ENV } = require('./jest.global-setup.cjs');

module.exports = async () => {
  const dir = process.env[TEMPLATE_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};
