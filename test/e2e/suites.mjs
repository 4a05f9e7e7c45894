#!/usr/bin/env node
/**
 * Runs every test/e2e/*.test.mjs (or those whose name contains the argument) against the builds
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
for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.mjs') && f.includes(filter)).sort()) {
  await import(pathToFileURL(join(dir, file)).href);
}
