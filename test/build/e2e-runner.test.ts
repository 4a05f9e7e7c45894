// @vitest-environment node
// The end-to-end command (test/e2e/run.mjs) on its own fixtures: each file is a job; a failing job
// fails the run and its report is repeated at the end; the summary counts per renderer; a job
// past the ceiling is stopped, fails, and names the test it was in. Only the file that never
// ends (fixtures/runner-hang/) meets a short ceiling; the others (fixtures/runner/) run under the
// default one, so no outcome here depends on how fast the machine is.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs run.mjs on the fixtures matching `filter`, without building; answers its exit code and output. */
function run(filter: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['test/e2e/run.mjs', filter, '--no-build', '--renderer', 'preact', '--workers', '2'],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, out: stdout + stderr }),
    );
  });
}

describe('the end-to-end runner', () => {
  it('fails the run for a failing file, names it, repeats its report, and counts what ran', async () => {
    const { code, out } = await run('fixtures/runner/');
    expect(code).toBe(1);
    expect(out).toMatch(/^== preact fixtures\/runner\/passes\.test\.mjs: ok, /m);
    expect(out).toMatch(/^== preact fixtures\/runner\/fails\.test\.mjs: FAILED \(exit 1\), /m);
    expect(out).toContain('preact: 3 tests in 2 files, 2 passed, 1 failed, 0 skipped');
    // The failure is repeated after the summary, with the failing test's report.
    const failures = out.slice(out.lastIndexOf('== end-to-end failures'));
    expect(failures).toContain('preact fixtures/runner/fails.test.mjs: exited with 1');
    expect(failures).toMatch(/not ok 2 - expects the wrong sum[\s\S]*two and two make five/);
  });

  it('stops a file that never ends at the ceiling, fails the run and names the test it was in', async () => {
    const { code, out } = await run('fixtures/runner-hang/', { SF_E2E_JOB_CEILING_S: '2' });
    expect(code).toBe(1);
    expect(out).toMatch(/^== preact fixtures\/runner-hang\/hangs\.test\.mjs: FAILED \(stopped after 2 s\), /m);
    expect(out).toContain('# running when the process ended: hangs > waits for what never comes');
    expect(out.slice(out.lastIndexOf('== end-to-end failures'))).toContain('preact fixtures/runner-hang/hangs.test.mjs: stopped after 2 s; its last lines:');
  });

  it('passes the run when every file passes', async () => {
    const { code, out } = await run('fixtures/runner/passes');
    expect(code).toBe(0);
    expect(out).toContain('preact: 1 tests in 1 files, 1 passed, 0 failed, 0 skipped');
    expect(out).not.toContain('== end-to-end failures');
  });
});
