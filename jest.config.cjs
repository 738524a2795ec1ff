const { preset } = require('./jest.preset.cjs');

module.exports = {
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
