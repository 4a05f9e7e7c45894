#!/usr/bin/env node
/**
 * Search open of this tree against an earlier commit, Preact builds, in the same run:
 *   node bench/search-against.mjs <commit>        (not part of `npm run bench`)
 * The commit is built in a temporary git worktree (bench/lib/against.mjs). The phone tap of
 * bench/search-open.bench.mjs (bench/lib/search-scenario.mjs): cold loads, 4× CPU throttle from
 * navigation, the openers' chunk prefetched at idle, a tap on the opener, Esc, a second tap; the
 * two builds alternated run by run, median (min–max) of RUNS each, with each measure's ratio to
 * the commit's. Writes section "search-against" of bench/RESULTS.md; exits non-zero when this
 * tree misses search open's budgets (release clock, medians: cold tap ≤ 100 ms, warm ≤ 30 ms).
 */
import { againstCommit, ratioRow } from './lib/against.mjs';
import { stats } from './lib/builds.mjs';
import { searchOpen } from './lib/search-scenario.mjs';
import { writeSection } from './lib/results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 12);
const BUDGET = { cold: 100, warm: 30 };
const TAP = { throttle: 4, mobile: true, noPrefetch: false };
const { head, measure, heading } = await againstCommit(process.argv[2], 'search-against.mjs');
const runs = await measure(RUNS, (browser, origin) => searchOpen(browser, origin, TAP));

const times = (v, press, clock) => runs[v].map((x) => x[press][clock]);
const s = (v, press, clock) => stats(times(v, press, clock));
const row = (label, press, clock) => ratioRow(label, times('then', press, clock), times('now', press, clock));
const missed = ['cold', 'warm'].filter((press) => s('now', press, 'release').median > BUDGET[press]).map((press) => `${press} tap ${s('now', press, 'release').median.toFixed(0)} ms is over ${BUDGET[press]} ms`);
const md = `${heading('Search open', 'uk home, Preact, phone tap, 4× CPU throttle from navigation, cold loads', RUNS, 'the tap with the idle prefetch of "Search open"; both clocks end at the input\'s focus event')}
${row('tap, cold: release → input focused', 'cold', 'release')}
${row('tap, cold: first event → input focused', 'cold', 'first')}
${row('tap, warm reopen after Esc: release → focused', 'warm', 'release')}
${row('tap, warm reopen after Esc: first event → focused', 'warm', 'first')}
| warm tap, release → focused, each run | ${runs.then.map((x) => x.warm.release.toFixed(0)).join(' ')} | ${runs.now.map((x) => x.warm.release.toFixed(0)).join(' ')} | |
${missed.length ? `\n**Budget missed (${head}):** ${missed.join('; ')}.\n` : `\nBudgets met (${head}).\n`}`;
writeSection('search-against', md);
console.log(md);
if (missed.length) {
  console.error(`search open budget missed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
