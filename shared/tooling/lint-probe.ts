import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/.bin/eslint');

interface EslintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

/**
 * Lints files written into the workspace for the time of ONE ESLint run (ESLint's boundaries depend on where a file
 * lives; paths relative to the workspace root), and returns each file's messages (`rule: message`);
 * the files are removed afterwards. Tests batch their probes into one call: ESLint starts once, not once a case.
 */
export function lintProbes(files: Record<string, string>): Record<string, string[]> {
  const written = Object.entries(files).map(([rel, text]) => {
    const file = path.join(ROOT, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  });
  try {
    const run = spawnSync(ESLINT, ['--no-warn-ignored', '--format', 'json', ...written], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    if (!run.stdout.trim()) throw new Error(`eslint printed no results: ${run.stderr}`);
    const results = JSON.parse(run.stdout) as EslintResult[];
    return Object.fromEntries(
      Object.keys(files).map((rel) => {
        const result = results.find((r) => r.filePath === path.join(ROOT, rel));
        // A file ESLint did not lint (ignored) would pass every "says nothing" probe: refuse it.
        if (!result) throw new Error(`eslint did not lint ${rel}`);
        return [rel, result.messages.map((m) => `${m.ruleId ?? 'eslint'}: ${m.message}`)];
      }),
    );
  } finally {
    for (const file of written) fs.rmSync(file, { force: true });
  }
}

/** One probe: the messages of all its files, one per line. */
export function lintProbe(files: Record<string, string>): string {
  return Object.values(lintProbes(files)).flat().join('\n');
}
