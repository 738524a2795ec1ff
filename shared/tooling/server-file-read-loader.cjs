// jsdom in a server build (server-webpack-config.cjs, ADR 0039): jsdom reads a file of its own package as it loads
// (`fs.readFileSync(path.resolve(__dirname, "…/default-stylesheet.css"), …)`), which is not beside the bundled chunk
// the renderer runs. Each such read of a package file is replaced by the file's text at build time; a module this
// loader is applied to that has no such read fails the build, so a jsdom that moves the read is noticed there.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const READ =
  /fs\.readFileSync\(\s*path\.resolve\(\s*__dirname,\s*"([^"]+)"\s*\),\s*\{\s*encoding:\s*"utf-?8"\s*\}\s*\)/g;

module.exports = function serverFileReadLoader(source) {
  let reads = 0;
  const out = source.replace(READ, (_read, relative) => {
    const file = path.resolve(path.dirname(this.resourcePath), relative);
    this.addDependency(file);
    reads += 1;
    return JSON.stringify(fs.readFileSync(file, 'utf8'));
  });
  if (reads === 0)
    throw new Error(`[hearth/server] ${this.resourcePath}: no file read to inline (has jsdom changed?)`);
  return out;
};
