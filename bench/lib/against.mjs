/**
 * This tree against an earlier commit, for the `*-against.mjs` benches: the commit is built in a
 * temporary git worktree (this tree's node_modules), this tree beside it, both Preact
 * production builds, each served by this tree's template server; the two measured in turn, run
 * by run, and written up as one table of medians (min–max) with this tree's ratio to the commit.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../test/e2e/harness.mjs';
import { startServer } from '../../templates/server.mjs';
import { alternate, fmt, stats } from './builds.mjs';
import { machineLine } from './results.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

/**
 * Builds `against` and this tree and starts a server for each. Resolves to `rev` and `head`, the
 * short commit names (`dirty`: this tree has changes besides bench/RESULTS.md, which the benches
 * write), and `measure` and `heading`, below. Exits with 2 and a usage line (`node bench/<script>
 * <commit>`) when no commit is named or it is unknown.
 */
export async function againstCommit(against, script) {
  const usage = `node bench/${script} <commit>`;
  if (!against) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const rev = git('rev-parse', '--short', against).stdout.trim();
  if (!rev) {
    console.error(`unknown commit "${against}"`);
    process.exit(2);
  }
  const head = git('rev-parse', '--short', 'HEAD').stdout.trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no').stdout.split('\n').some((line) => line.trim() && !line.endsWith('bench/RESULTS.md'));
  const tmp = mkdtempSync(join(tmpdir(), 'sf-against-'));
  // A failed build says why (its messages on stderr) and leaves no worktree or folder behind.
  const build = (cwd, outdir) => {
    const built = spawnSync(process.execPath, ['build.mjs', '--renderer', 'preact', '--outdir', outdir], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error(`the build in ${cwd} failed`);
  };
  const tree = join(tmp, 'tree');
  try {
    if (git('worktree', 'add', '--detach', tree, rev).status !== 0) throw new Error(`git worktree add ${rev} failed`);
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    build(tree, join(tmp, 'then'));
    build(root, join(tmp, 'now'));
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  } finally {
    git('worktree', 'remove', '--force', tree);
    git('worktree', 'prune');
  }
  const servers = { then: await startServer({ port: 0, quiet: true, dist: join(tmp, 'then') }), now: await startServer({ port: 0, quiet: true, dist: join(tmp, 'now') }) };
  const close = async () => {
    for (const s of Object.values(servers)) await s.close();
    rmSync(tmp, { recursive: true, force: true });
  };
  return {
    rev,
    head,
    dirty,
    /**
     * Runs `fn(browser, origin)` `count` times on each build, the two alternated run by run after
     * one warming run each (the servers' file caches); then stops the servers and removes the
     * builds. Resolves to `{ then, now }`, each build's results in order.
     */
    async measure(count, fn) {
      const runs = { then: [], now: [] };
      let browser;
      try {
        browser = await launchBrowser();
        for (const v of ['then', 'now']) await fn(browser, servers[v].url);
        for (let i = 0; i < count; i++) for (const v of alternate(['then', 'now'], i)) runs[v].push(await fn(browser, servers[v].url));
      } finally {
        await browser?.close();
        await close();
      }
      return runs;
    },
    /** The section's heading (`conditions` in its brackets), its first line (`scenario` after the command) and the table's head. */
    heading: (title, conditions, count, scenario) => `## ${title} against an earlier commit (${conditions}, median (min–max) of ${count}, builds alternated)

${machineLine()}, Chromium headless. \`${usage.replace('<commit>', rev)}\`: ${rev} against ${head}${dirty ? ' with uncommitted changes' : ''}, ${scenario}.

| measure | ${rev} | ${head}${dirty ? '+' : ''} | ratio |
|---|---:|---:|---:|`,
  };
}

/** A table row: the commit's and this tree's median (min–max) of `then` and `now`, and their ratio. */
export function ratioRow(label, then, now) {
  const [a, b] = [stats(then), stats(now)];
  return `| ${label} | ${fmt(a, 1)} | ${fmt(b, 1)} | ${(b.median / a.median).toFixed(2)} |`;
}
