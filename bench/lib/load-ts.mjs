/**
 * Bundles a TypeScript module with esbuild for a Node benchmark and imports it.
 * `await loadTs('runtime/rules/price.ts')` → the module's exports.
 */
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { basename, join } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function loadTs(path) {
  const outdir = join(root, '.bench-tmp');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, `${basename(path).replace(/\.tsx?$/, '')}-${Date.now()}.mjs`);
  await build({
    entryPoints: [join(root, path)], bundle: true, format: 'esm', platform: 'node', outfile,
    define: { __DEV__: 'false', __VERSION__: '"bench"' }, logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}
