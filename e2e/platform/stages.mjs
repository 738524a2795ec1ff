// The stages of `cli.mjs test`: each one's wall and CPU time, the table printed at the end, and the test counts
// from the jest and Playwright results.
import fs from 'node:fs';

/**
 * CPU seconds (user + system) used so far by this process and the children it has waited for (Linux: /proc; where
 * there is none, this process only). Wall time depends on what else the machine runs; CPU time much less.
 */
function cpuSeconds() {
  const own = process.cpuUsage();
  let children = 0;
  try {
    // Fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th (clock ticks, 100/s).
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    // not Linux: children unknown
  }
  return (own.user + own.system) / 1e6 + children;
}

/** Stage bookkeeping: name, seconds, CPU seconds, ok. */
const stages = [];
export async function stage(name, fn) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const cpuStarted = cpuSeconds();
  let ok = false;
  try {
    const result = await fn();
    ok = result === undefined || result === 0 || result === true;
  } catch (err) {
    console.error(`[cli] ${name}: ${err?.stack ?? err}`);
  }
  const seconds = (Date.now() - started) / 1000;
  stages.push({ name, seconds, cpu: cpuSeconds() - cpuStarted, ok });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${fmt(seconds)}) ===`);
  return ok;
}
function fmt(seconds) {
  return seconds >= 60
    ? `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`
    : `${seconds.toFixed(1)}s`;
}

export function printStages() {
  console.log("\nStage timings (wall, and CPU of the stage's processes):");
  for (const s of stages)
    console.log(
      `  ${s.ok ? 'ok    ' : 'FAILED'} ${s.name.padEnd(12)} ${fmt(s.seconds).padEnd(7)} cpu ${fmt(s.cpu)}`,
    );
  const total = (key) => fmt(stages.reduce((a, s) => a + s[key], 0));
  console.log(`  total         ${total('seconds').padEnd(7)} cpu ${total('cpu')}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Test counts from the jest and Playwright JSON results (missing file = that suite did not run).
 * @param {{ jest: string, playwright: string[] }} files
 */
export function countResults(files) {
  let passed = 0;
  let failed = 0;
  const jest = readJson(files.jest);
  if (jest) {
    passed += jest.numPassedTests ?? 0;
    failed += (jest.numFailedTests ?? 0) + (jest.numRuntimeErrorTestSuites ?? 0);
  }
  const runs = files.playwright.map(readJson).filter(Boolean);
  for (const pw of runs) {
    passed += (pw.stats?.expected ?? 0) + (pw.stats?.flaky ?? 0);
    failed += pw.stats?.unexpected ?? 0;
    // An error outside tests (global setup, a broken spec file) fails the run without failing a test.
    failed += (pw.errors ?? []).length;
  }
  return { passed, failed, jest: Boolean(jest), playwright: runs.length > 0 };
}
