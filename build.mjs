#!/usr/bin/env node
/**
 * Builds the storefront runtime with esbuild.
 *
 *   node build.mjs          production build (minified, __DEV__ = false)
 *   node build.mjs --dev    development build (readable, __DEV__ = true)
 *   node build.mjs --outdir dist-e2e --entry test/e2e/fixtures/probe-entry.ts
 *                           a build from another entry file (the end-to-end tests' entry adds
 *                           probe plugins); the default entry is storefront.ts
 *
 * Pipeline:
 *   storefront.ts ──esbuild (bundle, ESM, code splitting)──► dist/runtime.js   stable name: the one file a page includes
 *                                                            ► dist/chunks/*.js  content-hashed: one per plugin, the
 *                                                                                React mount, the sites, shared code
 *   + sourcemaps (*.map), dist/metafile.json (esbuild's, for bundle analysis)
 *   + dist/manifest.json: every output with its static and dynamic imports, the plugin → chunk
 *     map, and `boot`: runtime.js plus the chunks it imports statically (what the size budget
 *     of the boot code counts, see .size-limit.cjs).
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};
const dist = join(root, arg('--outdir') ?? 'dist');
const dev = process.argv.includes('--dev');
const entry = arg('--entry') ?? 'storefront.ts';
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/**
 * Components are written against the React API; Preact renders them. react-dom 19 alone is
 * 176 kB minified and its first evaluation is one ~200 ms task on the 4× throttled bench,
 * four times the 50 ms budget; preact/compat is ~5 kB brotli (bench/RESULTS.md).
 */
export const RENDERER = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const result = await build({
  absWorkingDir: root,
  entryPoints: [{ in: entry, out: 'runtime' }],
  outdir: dist,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15.4'],
  jsx: 'automatic',
  minify: !dev,
  sourcemap: 'linked',
  legalComments: 'linked',
  metafile: true,
  define: {
    __DEV__: String(dev),
    __VERSION__: JSON.stringify(version),
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
  },
  logLevel: 'warning',
  alias: RENDERER,
});

const outputs = {};
const plugins = {};
for (const [path, out] of Object.entries(result.metafile.outputs)) {
  if (!path.endsWith('.js')) continue;
  const file = relative(dist, join(root, path));
  outputs[file] = {
    bytes: out.bytes,
    imports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => relative(dist, join(root, i.path))),
    dynamicImports: out.imports.filter((i) => i.kind === 'dynamic-import').map((i) => relative(dist, join(root, i.path))),
  };
  const entry = out.entryPoint ?? '';
  const plugin = /^plugins\/([^/]+)\/[A-Z]/.exec(entry);
  if (plugin) plugins[plugin[1]] = file;
}

/** runtime.js and everything it imports statically: what a page downloads before any plugin. */
const boot = [];
const visit = (file) => {
  if (boot.includes(file)) return;
  boot.push(file);
  outputs[file]?.imports.forEach(visit);
};
visit('runtime.js');

writeFileSync(join(dist, 'manifest.json'), JSON.stringify({ version, dev, boot, plugins, outputs }, null, 2));
writeFileSync(join(dist, 'metafile.json'), JSON.stringify(result.metafile));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`built ${relative(root, dist)}/ (${dev ? 'dev' : 'production'}): boot ${boot.map((f) => `${basename(f)} ${kb(outputs[f].bytes)}`).join(' + ')}; ${Object.keys(outputs).length} files`);
