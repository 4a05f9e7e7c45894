#!/usr/bin/env node
/**
 * The end-to-end command (`npm run test:e2e [-- filter] [-- --renderer preact|react]`): for each
 * renderer it builds what the suites serve, then runs them (suites.mjs) in a child process:
 *   dist-e2e/<renderer>/         the production build
 *   dist-e2e/<renderer>-probes/  the same runtime with the probe plugins (fixtures/probe-entry.ts)
 * Every suite serves one of these two builds, made by this run; never dist/ or an old build.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const at = args.indexOf('--renderer');
const renderers = at === -1 ? ['preact', 'react'] : [args[at + 1]];
const filter = args.filter((a, i) => i !== at && i !== at + 1)[0] ?? '';

const run = (argv, env = {}) => spawnSync(process.execPath, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let failed = 0;
for (const renderer of renderers) {
  const dist = join(root, 'dist-e2e', renderer);
  const probes = join(root, 'dist-e2e', `${renderer}-probes`);
  console.log(`\n== end-to-end suites, ${renderer} build`);
  const built =
    run(['build.mjs', '--renderer', renderer, '--outdir', dist]) === 0 &&
    run(['build.mjs', '--renderer', renderer, '--outdir', probes, '--entry', 'test/e2e/fixtures/probe-entry.ts']) === 0;
  if (!built) {
    failed++;
    continue;
  }
  if (run(['test/e2e/suites.mjs', filter], { SF_E2E_DIST: dist, SF_E2E_PROBE_DIST: probes, SF_E2E_RENDERER: renderer }) !== 0) failed++;
}
process.exit(failed ? 1 : 0);
