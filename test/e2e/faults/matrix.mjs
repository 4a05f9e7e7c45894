/**
 * The fault matrix (docs/quality.md): every call × every fault, real HTTP against the local
 * backend's fault control, no request interception. Its rows run in two halves, one per test
 * file (matrix-1.test.mjs, matrix-2.test.mjs), so that run.mjs can run them side by side and
 * no job is much longer than the others.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CALLS, FAULTS } from './calls.mjs';
import { runRow } from './run-row.mjs';
import { count } from '../gates/kit.mjs';
import { renderer } from '../harness.mjs';

/**
 * The Preact pass runs every fault. The React pass runs each row's 500 and slow cells and its
 * named codes: a malformed, empty or dropped answer differs from a 500 only in the request code
 * (runtime/http.ts, runtime/jsonp.ts), which holds no renderer code and is the same in both
 * builds, and a row expects one outcome of all four; a slow cell's held state and timeout are
 * what the page shows while waiting, drawn by the renderer (docs/quality.md "Fault matrix").
 */
const MODES = renderer === 'react' ? FAULTS.filter((m) => m === '500' || m === 'slow') : FAULTS;
/** Declares the suites of half `half` (1 or 2) of the rows: every other row, from the first or the second. */
export function matrixHalf(half) {
  const rows = CALLS.filter((r, i) => i % 2 === half - 1 && (!process.env.SF_ROWS || process.env.SF_ROWS.split(',').includes(r.id)));
  const codes = rows.reduce((n, r) => n + Object.keys(r.codes ?? {}).length, 0);
  count('fault matrix', `half ${half} of 2: ${rows.length} of the ${CALLS.length} calls × ${MODES.length} faults = ${rows.length * MODES.length} cells, plus ${codes} named result codes`);
  for (const row of rows) suites(row);
}

function suites(row) {
  describe(`fault matrix: ${row.id} on ${row.page}`, () => {
    for (const mode of MODES) {
      // A row with a known defect runs as a todo: reported, not failing the run, until fixed.
      it(`${mode}: documented outcome, no uncaught errors, the rest works, cookies kept`, row.knownDefect ? { todo: row.knownDefect } : {}, async () => {
        assert.deepEqual(await runRow(row, mode), []);
      });
    }
    for (const code of Object.keys(row.codes ?? {})) {
      it(`result code ${code}: the docs/rules.md §8 outcome, no uncaught errors, cookies kept`, async () => {
        assert.deepEqual(await runRow(row, 'code', code), []);
      });
    }
  });
}
