/**
 * This tree against an earlier commit, for the `*-against.mjs` benches: the commit is built in a
 * temporary git worktree (this tree's node_modules), this tree beside it, both Preact
 * production builds, each served by this tree's template server.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../templates/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

/**
 * Builds `against` and this tree and starts a server for each: `servers.then` and `servers.now`,
 * the short commit names (`dirty`: this tree has changes besides bench/RESULTS.md, which the
 * benches write), and `close()`, which stops the servers and removes the builds. Exits with 2 and
 * a usage line when no commit is named or it is unknown.
 */
export async function againstCommit(against, usage) {
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
  return {
    rev,
    head,
    dirty,
    servers,
    async close() {
      for (const s of Object.values(servers)) await s.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
