// A stylesheet imported by code built for the server: an empty module (server-webpack-config.cjs).
'use strict';

module.exports = function serverCssLoader() {
  return 'export {};';
};
