#!/usr/bin/env node
/**
 * Runs one end-to-end test file (`--file <path under test/e2e/>`; run.mjs starts one process per
 * file and renderer) against the builds named by SF_E2E_DIST and SF_E2E_PROBE_DIST, with one
 * dev server and one Chromium (harness.mjs), closed when its tests have run.
 */
import { existsSync } from 'node:fs';
import { after, afterEach, beforeEach } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { teardown } from './harness.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const [flag, file] = process.argv.slice(2);
if (flag !== '--file' || !file || !existsSync(join(dir, file))) throw new Error(`usage: suites.mjs --file <a file under test/e2e/>, not ${process.argv.slice(2).join(' ')}`);
after(teardown);
// A process stopped before its tests end (run.mjs stops a job past its ceiling) names the test
// that was running, whose report never comes.
let running = '';
beforeEach((t) => (running = t.fullName));
afterEach(() => (running = ''));
process.on('exit', () => running && process.stderr.write(`# running when the process ended: ${running}\n`));
// Stopped by run.mjs: exit, so that the line above is written (and puppeteer, on exit, ends its Chromium).
process.on('SIGINT', () => process.exit(130));
await import(pathToFileURL(join(dir, file)).href);
