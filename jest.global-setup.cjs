// Jest global setup: every test runs in Toronto time, so UTC → local conversions are really exercised
// (a machine in UTC would hide a missing conversion).
module.exports = async () => {
  process.env.TZ = 'America/Toronto';
};
