#!/usr/bin/env node
/**
 * Runs every bench/*.bench.mjs in turn (`npm run bench`, after a production build), or those
 * whose name contains the argument. Each writes its own section of bench/RESULTS.md.
 */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const dir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2] ?? '';
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.mjs') && f.includes(filter)).sort()) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, [join(dir, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
