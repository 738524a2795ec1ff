import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/.bin/eslint');

/**
 * Lints files written into the workspace for the time of the run (ESLint's boundaries depend on where a file
 * lives; paths relative to the workspace root) and returns ESLint's output; the files are removed afterwards.
 */
export function lintProbe(files: Record<string, string>): string {
  const written = Object.entries(files).map(([rel, text]) => {
    const file = path.join(ROOT, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  });
  try {
    const run = spawnSync(ESLINT, ['--no-warn-ignored', ...written], { cwd: ROOT, encoding: 'utf8' });
    return run.stdout + run.stderr;
  } finally {
    for (const file of written) fs.rmSync(file, { force: true });
  }
}
