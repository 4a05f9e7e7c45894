#!/usr/bin/env node
/**
 * The end-to-end command (`npm run test:e2e [-- filter] [-- --renderer preact|react]`): for each
 * renderer it builds what the suites serve, then runs them (suites.mjs) in a child process:
 *   dist-e2e/<renderer>/         the production build
 *   dist-e2e/<renderer>-probes/  the same runtime with the probe plugins (fixtures/probe-entry.ts)
 * Every suite serves one of these two builds, made by this run; never dist/ or an old build.
 * The suites' output passes through as it comes; every failing test's report is also kept and
 * printed again at the very end, so a log that keeps only its tail still names what failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const at = args.indexOf('--renderer');
const renderers = at === -1 ? ['preact', 'react'] : [args[at + 1]];
const filter = args.filter((a, i) => i !== at && i !== at + 1)[0] ?? '';

const run = (argv, env = {}) => spawnSync(process.execPath, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** Runs the suites, passing their output through; resolves to [exit status, failing reports]. */
const suites = (env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['test/e2e/suites.mjs', filter], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    const reports = [];
    let rest = '';
    let open = null; // the failing report being kept: its lines, and the indent its YAML block closes at
    const line = (text) => {
      if (open) {
        open.lines.push(text);
        if (text === `${open.indent}  ...` || open.lines.length > 60) open = null;
      }
      const failing = /^(\s*)not ok /.exec(text);
      if (failing && !open) {
        open = { lines: [text], indent: failing[1] };
        reports.push(open.lines);
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      lines.forEach(line);
    });
    child.on('close', (status) => {
      if (rest) line(rest);
      resolve([status ?? 1, reports]);
    });
  });

const failures = [];
for (const renderer of renderers) {
  const dist = join(root, 'dist-e2e', renderer);
  const probes = join(root, 'dist-e2e', `${renderer}-probes`);
  console.log(`\n== end-to-end suites, ${renderer} build`);
  const built =
    run(['build.mjs', '--renderer', renderer, '--outdir', dist]) === 0 &&
    run(['build.mjs', '--renderer', renderer, '--outdir', probes, '--entry', 'test/e2e/fixtures/probe-entry.ts']) === 0;
  if (!built) {
    failures.push(`${renderer}: the build failed (its output is above)`);
    continue;
  }
  const [status, reports] = await suites({ SF_E2E_DIST: dist, SF_E2E_PROBE_DIST: probes, SF_E2E_RENDERER: renderer });
  if (status !== 0) {
    failures.push(`${renderer}: the suites exited with ${status}`, ...reports.map((r) => r.join('\n')));
  }
}
if (failures.length) console.log(`\n== end-to-end failures\n${failures.join('\n')}`);
process.exit(failures.length ? 1 : 0);
