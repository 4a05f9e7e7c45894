#!/usr/bin/env node
/**
 * The end-to-end command (`npm run test:e2e [-- filter] [-- --renderer preact|react] [-- --workers N] [-- --no-build]`).
 * It builds, for each renderer, what the suites serve:
 *   dist-e2e/<renderer>/         the production build
 *   dist-e2e/<renderer>-probes/  the same runtime with the probe plugins (fixtures/probe-entry.ts)
 * Every suite serves one of these two builds, made by this run (or, with --no-build, by the last
 * run: for re-running a few files); never dist/.
 *
 * Then it runs each test file (suites.mjs) under each renderer as a job of its own: a child
 * process with its own server and Chromium, so no job shares state with another, and one that
 * never ends can be stopped (CEILING_S). `--workers` jobs run at once (default 2, or
 * $SF_E2E_WORKERS), the slowest files first. One job alone already keeps a two-core machine
 * about three quarters busy, so two at a time gain about a tenth (one run: 2,082 s against
 * 2,311 s). A job's output is printed whole when it ends, under a line naming it; every failing
 * test's report is printed again at the very end, so a log that keeps only its tail still names
 * what failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = join(root, 'test/e2e');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const flag = (name) => {
  const at = args.indexOf(name);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
};
const noBuild = flag('--no-build');
const renderers = [option('--renderer') ?? ['preact', 'react']].flat();
const workers = Number(option('--workers') ?? process.env.SF_E2E_WORKERS ?? 2);
const filter = args[0] ?? '';
/**
 * A job still running after this many seconds is stopped and fails, so a test that waits for
 * something that never comes costs one job, not the run (a ceiling: the longest job takes a
 * few minutes).
 */
const CEILING_S = Number(process.env.SF_E2E_JOB_CEILING_S ?? 1500);
if (!(CEILING_S > 0)) {
  console.error(`SF_E2E_JOB_CEILING_S must be a number of seconds above 0, not ${process.env.SF_E2E_JOB_CEILING_S}`);
  process.exit(2);
}
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`--workers must be a whole number of at least 1, not ${workers}`);
  process.exit(2);
}
if (renderers.some((r) => r !== 'preact' && r !== 'react')) {
  console.error(`--renderer is preact or react, not ${renderers.join(', ')}`);
  process.exit(2);
}

/**
 * The files that take longest, started first so that no long one is left to run alone at the
 * end (seconds in one run, one file at a time: the axe sweep 250 under Preact and 115 under
 * React, each half of the fault matrix 250 and 100, the showroom 60). The rest start largest
 * first.
 */
const FIRST = ['gates/axe.test.mjs', 'faults/matrix-1.test.mjs', 'faults/matrix-2.test.mjs', 'showroom.test.mjs', 'controls.test.mjs', 'faults/coverage.test.mjs'];
const files = readdirSync(dir, { recursive: true })
  .map((f) => f.split('\\').join('/'))
  // fixtures/ holds no suite of the run; a filter that starts there names one (the runner's own test).
  .filter((f) => f.endsWith('.test.mjs') && (!f.startsWith('fixtures/') || filter.startsWith('fixtures/')) && f.includes(filter))
  .sort((a, b) => {
    const [ra, rb] = [FIRST.indexOf(a), FIRST.indexOf(b)].map((i) => (i === -1 ? FIRST.length : i));
    return ra - rb || statSync(join(dir, b)).size - statSync(join(dir, a)).size || a.localeCompare(b);
  });
if (!files.length) {
  console.error(`No end-to-end test file matches "${filter}"`);
  process.exit(1);
}

const build = (argv) => spawnSync(process.execPath, ['build.mjs', ...argv], { cwd: root, stdio: 'inherit' }).status === 0;
const failures = [];
const builds = {};
for (const renderer of renderers) {
  const dist = join(root, 'dist-e2e', renderer);
  const probes = join(root, 'dist-e2e', `${renderer}-probes`);
  if (noBuild) console.log(`\n== the ${renderer} runtime as the last run built it (--no-build)`);
  else console.log(`\n== building the ${renderer} runtime for the end-to-end suites`);
  if (noBuild || build(['--renderer', renderer, '--outdir', dist]) && build(['--renderer', renderer, '--outdir', probes, '--entry', 'test/e2e/fixtures/probe-entry.ts'])) {
    builds[renderer] = { SF_E2E_DIST: dist, SF_E2E_PROBE_DIST: probes, SF_E2E_RENDERER: renderer };
  } else {
    failures.push(`${renderer}: the build failed (its output is above)`);
  }
}

/** The failing tests' reports in a job's TAP output: each `not ok` line with its YAML block. */
function failingReports(lines) {
  const reports = [];
  let open = null; // the report being kept: its lines, and the indent its YAML block closes at
  for (const text of lines) {
    if (open) {
      open.lines.push(text);
      if (text === `${open.indent}  ...` || open.lines.length > 60) open = null;
    }
    const failing = /^(\s*)not ok /.exec(text);
    if (failing && !open) {
      open = { lines: [text], indent: failing[1] };
      reports.push(open.lines);
    }
  }
  return reports;
}

/** Runs one file under one renderer; resolves to what it printed and how it ended. */
function job({ renderer, file }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['test/e2e/suites.mjs', '--file', file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...builds[renderer] },
    });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    // SIGINT: suites.mjs exits, naming the running test, and puppeteer ends its Chromium on
    // exit; SIGKILL if the job has not ended within 10 s.
    let stopped = false;
    const ceiling = setTimeout(() => {
      stopped = true;
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, CEILING_S * 1000);
    child.on('close', (status) => {
      clearTimeout(ceiling);
      if (stopped) out.push(Buffer.from(`\n# stopped after ${CEILING_S} s without finishing: a test in it waits for something that never comes\n`));
      resolve({ renderer, file, status: stopped ? 'stopped' : (status ?? 1), text: Buffer.concat(out).toString(), seconds: (Date.now() - started) / 1000 });
    });
  });
}

const queue = files.flatMap((file) => renderers.filter((r) => builds[r]).map((renderer) => ({ renderer, file })));
const totals = Object.fromEntries(renderers.map((r) => [r, { tests: 0, pass: 0, fail: 0, skipped: 0, jobs: 0 }]));
const jobs = queue.length;
const started = Date.now();
let done = 0;
async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { renderer, file, status, text, seconds } = await job(next);
    done += 1;
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const total = totals[renderer];
    total.jobs += 1;
    for (const name of ['tests', 'pass', 'fail', 'skipped']) total[name] += count(name);
    const verdict = status === 0 ? 'ok' : status === 'stopped' ? `FAILED (stopped after ${CEILING_S} s)` : `FAILED (exit ${status})`;
    console.log(`\n== ${renderer} ${file}: ${verdict}, ${seconds.toFixed(1)} s [${done}/${jobs}]`);
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    if (status !== 0) {
      const reports = failingReports(text.split('\n'));
      const how = status === 'stopped' ? `stopped after ${CEILING_S} s; its last lines:\n${text.trimEnd().split('\n').slice(-15).join('\n')}` : `exited with ${status}`;
      failures.push(`${renderer} ${file}: ${how}`, ...reports.map((r) => r.join('\n')));
    }
  }
}
const parallel = Math.min(workers, jobs);
await Promise.all(Array.from({ length: parallel }, worker));

console.log(`\n== end-to-end summary (${parallel} at a time, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const [renderer, t] of Object.entries(totals)) {
  if (builds[renderer]) console.log(`${renderer}: ${t.tests} tests in ${t.jobs} files, ${t.pass} passed, ${t.fail} failed, ${t.skipped} skipped`);
}
if (failures.length) console.log(`\n== end-to-end failures\n${failures.join('\n')}`);
process.exit(failures.length ? 1 : 0);
