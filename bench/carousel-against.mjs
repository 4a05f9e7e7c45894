#!/usr/bin/env node
/**
 * Carousel start-up of this tree against an earlier commit, Preact builds, in the same run:
 *   node bench/carousel-against.mjs <commit>        (not part of `npm run bench`)
 * The commit is built in a temporary git worktree (this tree's node_modules); both builds are
 * served by this tree's template server. The uk home's scenario of bench/carousel-start.bench.mjs:
 * cold loads, 4× CPU throttle from navigation, the key visual starts, then the product
 * carousel is scrolled into view; the two builds alternated run by run, median (min–max) of
 * RUNS each. Measures, from a performance trace with CPU samples: the longest task that ran
 * the carousel chunk's code, those tasks' total, and the longest runtime task from the
 * carousel chunk's request on. Writes section "carousel-against" of bench/RESULTS.md; exits
 * non-zero when this tree's longest carousel task is over 50 ms in any run (the issue's budget).
 */
import { againstCommit, ratioRow } from './lib/against.mjs';
import { carouselStart } from './lib/carousel-scenario.mjs';
import { writeSection } from './lib/results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 12);
const BUDGET_MS = 50;
const { measure, heading } = await againstCommit(process.argv[2], 'carousel-against.mjs');

async function run(browser, origin) {
  const { carousel, runtime } = await carouselStart(browser, origin);
  return {
    longest: Math.max(0, ...carousel.map((t) => t.ms)),
    total: carousel.reduce((s, t) => s + t.ms, 0),
    runtime: Math.max(0, ...runtime.map((t) => t.ms)),
  };
}

const runs = await measure(RUNS, run);
const row = (label, key) => ratioRow(label, runs.then.map((x) => x[key]), runs.now.map((x) => x[key]));
const over = (v) => runs[v].filter((x) => x.longest > BUDGET_MS).length;
const md = `${heading('Carousel start-up', 'uk home, Preact, 4× CPU throttle from navigation, cold loads', RUNS, 'the scenario of "Carousel start-up"')}
${row('longest carousel task', 'longest')}
${row('carousel tasks, total', 'total')}
${row('longest runtime task from the carousel chunk on', 'runtime')}
| runs with a carousel task over ${BUDGET_MS} ms | ${over('then')} of ${RUNS} | ${over('now')} of ${RUNS} | |
| longest carousel task, each run | ${runs.then.map((x) => x.longest.toFixed(0)).join(' ')} | ${runs.now.map((x) => x.longest.toFixed(0)).join(' ')} | |
`;
writeSection('carousel-against', md);
console.log(md);
if (over('now')) {
  console.error(`carousel start-up budget missed: ${over('now')} of ${RUNS} runs had a carousel task over ${BUDGET_MS} ms`);
  process.exitCode = 1;
}
