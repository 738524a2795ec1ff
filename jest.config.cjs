const { preset } = require('./jest.preset.cjs');

// Before any worker starts (the workers inherit it); jest.global-setup.cjs sets it too for the record.
process.env.TZ = 'America/Toronto';

module.exports = {
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  projects: [
    preset(`${__dirname}/shared`),
    preset(`${__dirname}/shell`),
    preset(`${__dirname}/remote-listings`),
    preset(`${__dirname}/remote-content`),
    preset(`${__dirname}/remote-coupons`),
    preset(`${__dirname}/remote-vendor`),
    preset(`${__dirname}/remote-reports`),
    preset(`${__dirname}/sandbox-api`, 'node'),
  ],
};
