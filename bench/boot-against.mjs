#!/usr/bin/env node
/**
 * Boot of this tree against an earlier commit, Preact builds, in the same run:
 *   node bench/boot-against.mjs <commit>        (not part of `npm run bench`)
 * The commit is built in a temporary git worktree (bench/lib/against.mjs). The uk home's
 * scenario of bench/boot.bench.mjs: cold loads, 4× CPU throttle from navigation, from the request
 * of runtime.js to eager plugins mounted; the two builds alternated run by run, median (min–max)
 * of RUNS each, with each measure's ratio to the commit's. Writes section "boot-against" of
 * bench/RESULTS.md; exits non-zero when this tree misses boot's budget (the runtime's longest
 * task ≤ 50 ms median, ≤ 80 ms max).
 */
import { againstCommit, ratioRow } from './lib/against.mjs';
import { bootLoad } from './lib/boot-scenario.mjs';
import { stats } from './lib/builds.mjs';
import { writeSection } from './lib/results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 12);
const BUDGET = { median: 50, max: 80 };
const { head, measure, heading } = await againstCommit(process.argv[2], 'boot-against.mjs');
const runs = await measure(RUNS, bootLoad);

const row = (label, key) => ratioRow(label, runs.then.map((x) => x[key]), runs.now.map((x) => x[key]));
const now = stats(runs.now.map((x) => x.longestRuntime));
const missed = [];
if (now.median > BUDGET.median) missed.push(`median ${now.median.toFixed(0)} ms is over ${BUDGET.median} ms`);
if (now.max > BUDGET.max) missed.push(`max ${now.max.toFixed(0)} ms is over ${BUDGET.max} ms`);
const md = `${heading('Boot', 'uk home, Preact, 4× CPU throttle from navigation, cold loads', RUNS, 'the scenario of "Boot"')}
${row('runtime.js requested → eager plugins mounted', 'window')}
${row("runtime's longest task", 'longestRuntime')}
${row('runtime code within that longest task (CPU samples)', 'longestRuntimeOwn')}
${row("runtime's tasks in the window, total", 'runtimeTotal')}
| runtime's longest task, each run | ${runs.then.map((x) => x.longestRuntime.toFixed(0)).join(' ')} | ${runs.now.map((x) => x.longestRuntime.toFixed(0)).join(' ')} | |
${missed.length ? `\n**Budget missed (${head}):** ${missed.join('; ')}.\n` : `\nBudget met (${head}).\n`}`;
writeSection('boot-against', md);
console.log(md);
if (missed.length) {
  console.error(`boot budget missed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
