/**
 * The fault matrix (docs/quality.md): every call × every fault, real HTTP against the local
 * backend's fault control, no request interception.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CALLS, FAULTS } from './calls.mjs';
import { runRow } from './run-row.mjs';
import { count } from '../gates/kit.mjs';

count('fault matrix', `${CALLS.length} calls × ${FAULTS.length} faults = ${CALLS.length * FAULTS.length} cells`);

for (const row of CALLS.filter((r) => !process.env.SF_ROWS || process.env.SF_ROWS.split(',').includes(r.id))) {
  describe(`fault matrix: ${row.id} on ${row.page}`, () => {
    for (const mode of FAULTS) {
      // A row with a known defect runs as a todo: reported, not failing the run, until fixed.
      it(`${mode}: documented outcome, no uncaught errors, the rest works, cookies kept`, row.knownDefect ? { todo: row.knownDefect } : {}, async () => {
        assert.deepEqual(await runRow(row, mode), []);
      });
    }
  });
}
