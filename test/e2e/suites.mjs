#!/usr/bin/env node
/**
 * Runs end-to-end test files against the builds named by SF_E2E_DIST and SF_E2E_PROBE_DIST:
 * `--file <path>` one file (a path under test/e2e/, as run.mjs starts it), else every *.test.mjs
 * under test/e2e/, subfolders included (faults/, hostile/, gates/: the quality gates,
 * docs/quality.md), or those whose path contains the argument. The files run share one dev
 * server and one Chromium (harness.mjs), closed when all have run.
 */
import { existsSync, readdirSync } from 'node:fs';
import { after, afterEach, beforeEach } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { teardown } from './harness.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const [first, second] = process.argv.slice(2);
let files;
if (first === '--file') {
  if (!second || !existsSync(join(dir, second))) throw new Error(`--file names no file under test/e2e/: ${second}`);
  files = [second];
} else {
  const filter = first ?? '';
  files = readdirSync(dir, { recursive: true })
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('.test.mjs') && !f.startsWith('fixtures/') && f.includes(filter))
    .sort();
}
after(teardown);
// A process stopped before its tests end (run.mjs stops a job past its ceiling) names the test
// that was running, whose report never comes.
let running = '';
beforeEach((t) => (running = t.fullName));
afterEach(() => (running = ''));
process.on('exit', () => running && process.stderr.write(`# running when the process ended: ${running}\n`));
// Stopped by run.mjs: exit, so that the line above is written (and puppeteer, on exit, ends its Chromium).
process.on('SIGINT', () => process.exit(130));
for (const file of files) await import(pathToFileURL(join(dir, file)).href);
