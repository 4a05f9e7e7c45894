#!/usr/bin/env node
/**
 * Runs every *.test.mjs under test/e2e/, subfolders included (faults/, hostile/, gates/: the
 * quality gates, docs/quality.md), or those whose path contains the argument, against the builds
 * named by SF_E2E_DIST and SF_E2E_PROBE_DIST. Started by run.mjs, once per renderer; the suites
 * share one dev server and one Chromium (harness.mjs), closed when all suites have run.
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
