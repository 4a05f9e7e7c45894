/**
 * The production build's second minifier pass: esbuild bundles, splits and minifies; terser then
 * compresses each JavaScript file it wrote once more, with the whole-file analysis esbuild's
 * single pass leaves out (expressions folded across statements, unused assignments dropped,
 * conditions joined). It takes 2 to 5 % off the files after brotli, boot included
 * (bench/RESULTS.md "Size"), and changes no file name: a chunk's name keeps the hash esbuild gave
 * it, which still changes exactly when its code does.
 *
 * Each file's source map is carried through, so an error's position still maps to the source.
 * Export and import names stay as esbuild wrote them (the chunks import each other by them);
 * property names are never touched. The legal comment line esbuild leaves at a file's end stays.
 * The files are shared out between worker threads, one per core: terser takes seconds where
 * esbuild takes a fraction of one.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { minify } from 'terser';

/** terser's options: an ES module, compressed in two passes, no unsafe transforms. */
export const TERSER_OPTIONS = {
  module: true,
  ecma: 2020,
  compress: { passes: 2 },
  mangle: true,
  format: { comments: /^!/ },
};

/** Minifies one file in place with its `.js.map` beside it; the new size. */
async function minifyFile(file) {
  const [code, map] = await Promise.all([readFile(file, 'utf8'), readFile(`${file}.map`, 'utf8')]);
  const name = file.slice(file.lastIndexOf('/') + 1);
  let out;
  try {
    out = await minify({ [name]: code }, { ...TERSER_OPTIONS, sourceMap: { content: map, filename: name, includeSources: true } });
  } catch (error) {
    throw new Error(`terser could not minify ${name}: ${error.message}${error.line ? ` (line ${error.line}, column ${error.col})` : ''}`);
  }
  await Promise.all([writeFile(file, out.code), writeFile(`${file}.map`, out.map)]);
  return Buffer.byteLength(out.code);
}

/** Runs one worker over `files` (kept in `workers`); resolves to their new sizes by path. */
function runWorker(files, workers) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: files });
    workers.push(worker);
    worker.once('message', (m) => (m.error ? reject(new Error(m.error)) : resolve(m.sizes)));
    worker.once('error', reject);
    // A worker that stops without a word (killed, out of memory) fails the pass, not the wait.
    worker.once('exit', (code) => reject(new Error(`terser's worker stopped (exit code ${code}) before it had minified ${files.length} files`)));
  });
}

/**
 * Minifies every `.js` file of `files` (paths) in place, the largest first, shared out so each
 * worker gets about as many bytes; resolves to the new size of each file by path.
 */
export async function terserPass(files) {
  const sized = await Promise.all(files.map(async (file) => [file, (await stat(file)).size]));
  const groups = Array.from({ length: Math.max(1, Math.min(availableParallelism(), files.length)) }, () => ({ bytes: 0, files: [] }));
  for (const [file, bytes] of sized.sort((a, b) => b[1] - a[1])) {
    const least = groups.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    least.bytes += bytes;
    least.files.push(file);
  }
  const workers = [];
  try {
    const results = await Promise.all(groups.filter((g) => g.files.length).map((g) => runWorker(g.files, workers)));
    return Object.assign({}, ...results);
  } catch (error) {
    // The other workers are stopped before the build's folder is removed.
    await Promise.all(workers.map((w) => w.terminate()));
    throw error;
  }
}

if (!isMainThread && Array.isArray(workerData)) {
  try {
    const sizes = {};
    for (const file of workerData) sizes[file] = await minifyFile(file);
    parentPort.postMessage({ sizes });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
}
