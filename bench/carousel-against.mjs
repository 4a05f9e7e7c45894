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
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../test/e2e/harness.mjs';
import { startServer } from '../templates/server.mjs';
import { alternate, fmt, stats } from './lib/builds.mjs';
import { carouselStart } from './lib/carousel-scenario.mjs';
import { machineLine, writeSection } from './lib/results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 12);
const BUDGET_MS = 50;
const root = fileURLToPath(new URL('..', import.meta.url));
const against = process.argv[2];
if (!against) {
  console.error('usage: node bench/carousel-against.mjs <commit>');
  process.exit(2);
}
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
const rev = git('rev-parse', '--short', against).stdout.trim();
if (!rev) {
  console.error(`unknown commit "${against}"`);
  process.exit(2);
}
const head = git('rev-parse', '--short', 'HEAD').stdout.trim();
// bench/RESULTS.md aside: the benches write it.
const dirty = git('status', '--porcelain', '--untracked-files=no').stdout.split('\n').some((line) => line.trim() && !line.endsWith('bench/RESULTS.md'));

const tmp = mkdtempSync(join(tmpdir(), 'sf-against-'));
const build = (cwd, outdir) => {
  const built = spawnSync(process.execPath, ['build.mjs', '--renderer', 'preact', '--outdir', outdir], { cwd, stdio: 'ignore' });
  if (built.status !== 0) throw new Error(`the build in ${cwd} failed`);
};
const tree = join(tmp, 'tree');
if (git('worktree', 'add', '--detach', tree, rev).status !== 0) throw new Error(`git worktree add ${rev} failed`);
symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
build(tree, join(tmp, 'then'));
build(root, join(tmp, 'now'));
git('worktree', 'remove', '--force', tree);

async function run(browser, server) {
  const { carousel, runtime } = await carouselStart(browser, server.url);
  return {
    longest: Math.max(0, ...carousel.map((t) => t.ms)),
    total: carousel.reduce((s, t) => s + t.ms, 0),
    runtime: Math.max(0, ...runtime.map((t) => t.ms)),
  };
}

const servers = { then: await startServer({ port: 0, quiet: true, dist: join(tmp, 'then') }), now: await startServer({ port: 0, quiet: true, dist: join(tmp, 'now') }) };
const browser = await launchBrowser();
const runs = { then: [], now: [] };
try {
  for (const v of ['then', 'now']) await run(browser, servers[v]); // warms the servers' file caches
  for (let i = 0; i < RUNS; i++) for (const v of alternate(['then', 'now'], i)) runs[v].push(await run(browser, servers[v]));
} finally {
  await browser.close();
  for (const s of Object.values(servers)) await s.close();
  rmSync(tmp, { recursive: true, force: true });
}

const s = (v, key) => stats(runs[v].map((x) => x[key]));
const over = (v) => runs[v].filter((x) => x.longest > BUDGET_MS).length;
const row = (label, key) => `| ${label} | ${fmt(s('then', key), 1)} | ${fmt(s('now', key), 1)} | ${(s('now', key).median / s('then', key).median).toFixed(2)} |`;
const md = `## Carousel start-up against an earlier commit (uk home, Preact, 4× CPU throttle from navigation, cold loads, median (min–max) of ${RUNS}, builds alternated)

${machineLine()}, Chromium headless. \`node bench/carousel-against.mjs ${rev}\`: ${rev} against ${head}${dirty ? ' with uncommitted changes' : ''}, the scenario of "Carousel start-up".

| measure | ${rev} | ${head}${dirty ? '+' : ''} | ratio |
|---|---:|---:|---:|
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
