// @vitest-environment node
// The end-to-end command (test/e2e/run.mjs) on its own fixtures (test/e2e/fixtures/runner/): each
// file is a job; a failing job fails the run and its report is repeated at the end; a job past
// the ceiling is stopped, fails, and names the test it was in; the summary counts per renderer.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs run.mjs on the runner fixtures matching `filter`, without building; answers its exit code and output. */
function run(filter: string, ceiling: number) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['test/e2e/run.mjs', filter, '--no-build', '--renderer', 'preact', '--workers', '2'],
      { cwd: root, env: { ...process.env, SF_E2E_JOB_CEILING_S: String(ceiling) } },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, out: stdout + stderr }),
    );
  });
}

describe('the end-to-end runner', () => {
  it('fails the run for a failing file and a file that never ends, naming each, and counts what ran', async () => {
    // The ceiling is what stops the hanging file; the other two end long before it.
    const { code, out } = await run('fixtures/runner/', 15);
    expect(code).toBe(1);
    expect(out).toMatch(/^== preact fixtures\/runner\/passes\.test\.mjs: ok, /m);
    expect(out).toMatch(/^== preact fixtures\/runner\/fails\.test\.mjs: FAILED \(exit 1\), /m);
    expect(out).toMatch(/^== preact fixtures\/runner\/hangs\.test\.mjs: FAILED \(stopped after 15 s\), /m);
    expect(out).toContain('# running when the process ended: hangs > waits for what never comes');
    expect(out).toContain('preact: 3 tests in 3 files, 2 passed, 1 failed, 0 skipped');
    // The failures are repeated after the summary: the failing test's report and the stopped job.
    const failures = out.slice(out.lastIndexOf('== end-to-end failures'));
    expect(failures).toContain('preact fixtures/runner/fails.test.mjs: exited with 1');
    expect(failures).toMatch(/not ok 2 - expects the wrong sum[\s\S]*two and two make five/);
    expect(failures).toContain('preact fixtures/runner/hangs.test.mjs: stopped after 15 s; its last lines:');
  }, 90_000);

  it('passes the run when every file passes', async () => {
    const { code, out } = await run('fixtures/runner/passes', 60);
    expect(code).toBe(0);
    expect(out).toContain('preact: 1 tests in 1 files, 1 passed, 0 failed, 0 skipped');
    expect(out).not.toContain('== end-to-end failures');
  }, 90_000);
});
