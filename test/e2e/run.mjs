#!/usr/bin/env node
/**
 * Runs the end-to-end tests: `node test/e2e/run.mjs [filter]` after `node build.mjs`.
 * Every *.test.mjs under test/e2e/ (subfolders included: faults/, hostile/, gates/) registers
 * node:test suites; they share one dev server and one Chromium (harness.mjs), closed when all
 * suites have run. The quality gates print their counts at the end (docs/quality.md).
 */
import { readdirSync } from 'node:fs';
import { after } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { teardown } from './harness.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2] ?? '';
after(teardown);
const files = readdirSync(dir, { recursive: true }).map((f) => f.split('\\').join('/'));
for (const file of files.filter((f) => f.endsWith('.test.mjs') && !f.startsWith('fixtures/') && f.includes(filter)).sort()) {
  await import(pathToFileURL(join(dir, file)).href);
}
