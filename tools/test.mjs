#!/usr/bin/env node
// `npm test`: `npm run typecheck` (every Nx project: apps, libs, services/api, e2e/; then tools/,
// whose .mjs files are checked too; a type error fails the run before any test starts), then unit
// and API integration tests (jest: SQLite always, MariaDB when reachable), then the production
// build and its first-visit JS budget (tools/budget), then the deployment test (tools/deploy: nginx + two API processes + MariaDB + Redis), then the browser suite (Playwright in Debian's Chromium, on SQLite and MariaDB).
// With CI=true the MariaDB and browser suites are mandatory: a missing dependency fails the run.
// At the end (or at the first failing stage) it prints each stage's wall time and the total.
// Flags: --unit (type check + jest only), --e2e (type check + build + Playwright only); other
// arguments go to both runners.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', TZ: 'UTC' };
const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all';
const passThrough = args.filter((a) => a !== '--unit' && a !== '--e2e');
const ci = env.CI === 'true' || env.CI === '1';

/** @type {Array<{title: string, ms: number, ok: boolean}>} each stage run so far, with its wall time in ms */
const stages = [];
const suiteStarted = Date.now();

/** Prints every stage's wall time (m:ss) and the total, so the suite's budget (30 minutes here) stays visible. */
function printStageTimes() {
  // Whole seconds first, so 59.6 s is 1:00, not 0:60.
  const clock = (/** @type {number} */ ms) => {
    const s = Math.round(ms / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  console.log('\n== stage times');
  for (const stage of stages) console.log(`${stage.ok ? ' ' : '✖'} ${clock(stage.ms).padStart(6)}  ${stage.title}`);
  console.log(`  ${clock(Date.now() - suiteStarted).padStart(6)}  total`);
}

/**
 * Runs `cmd cmdArgs` in the repository root on the inherited terminal, under coreutils `timeout`
 * (which signals the whole process group, so a runner kept alive by an open handle and its workers
 * all stop); when it fails or outlives `minutes`, prints the title and exits this process with the
 * command's exit status (1 when it died of a signal).
 * @param {string} title shown before the command and in the failure line
 * @param {number} minutes the step's limit: above the slowest run seen on this 2-core machine (the
 *   browser stage took 38:44 on 2026-11-30 against its 49, jest 13.7 against its 22), so only a hang
 *   reaches it, and the sum stays inside CI's 90 minutes
 * @param {string} cmd executable
 * @param {string[]} cmdArgs its arguments
 */
function run(title, minutes, cmd, cmdArgs) {
  console.log(`\n== ${title}: ${cmd} ${cmdArgs.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('timeout', ['--kill-after=30s', `${minutes}m`, cmd, ...cmdArgs], { cwd: root, env, stdio: 'inherit' });
  stages.push({ title, ms: Date.now() - started, ok: result.status === 0 });
  if (result.status !== 0) printStageTimes();
  if (result.status === 124 || result.status === 137) {
    console.error(`\n✖ ${title} did not finish within ${minutes} minutes: a hang (an open handle, a server that never answered).`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

run('type check', 6, 'npm', ['run', '--silent', 'typecheck']);
if (only !== 'e2e') {
  // Two workers on this 2-core machine (every API suite makes its own databases, so suites run side by
  // side), each restarted once it holds more than 1 GB after a suite: one process running every suite in
  // turn (--runInBand) slowed down as it grew, 920 s against 293 s measured on one tree.
  run('unit and API tests', 22, 'npx', ['jest', '--ci', '--maxWorkers=2', '--workerIdleMemoryLimit=1GB', ...passThrough]);
}
if (only !== 'unit') {
  if (!existsSync('/usr/bin/chromium')) {
    const msg = 'Chromium is missing at /usr/bin/chromium (apt-get install -y chromium).';
    if (ci) {
      console.error(`✖ ${msg} The browser suite is mandatory with CI=true.`);
      process.exit(1);
    }
    console.warn(`⚠ ${msg} Skipping the browser suite.`);
    printStageTimes();
    process.exit(0);
  }
  run('production build', 5, 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
  run('first-visit JS budget', 2, 'node', ['tools/budget/first-visit.mjs']);
  // The tested deployment (tools/deploy): nginx, two API processes of the bundle just built, MariaDB, Redis.
  // Skips with a warning when nginx, MariaDB or Redis is missing, unless CI=true.
  env.BABYNEWS_DEPLOY_TESTS = '1';
  run('deployment test', 6, 'npx', ['jest', '--ci', '--runInBand', '--selectProjects', 'deploy']);
  run('browser tests', 49, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...passThrough]);
}
printStageTimes();
