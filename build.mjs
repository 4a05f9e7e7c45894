#!/usr/bin/env node
/**
 * Builds the storefront runtime with esbuild.
 *
 *   node build.mjs          production build (minified, __DEV__ = false)
 *   node build.mjs --dev    development build (readable, __DEV__ = true)
 *   node build.mjs --outdir dist-e2e --extra-plugins test/e2e/fixtures/probe-plugins.tsx
 *                           a build whose plugin list also holds the given file's `plugins`
 *                           (the end-to-end tests' probes); production builds never do
 *
 * Pipeline:
 *   runtime/boot.ts ──esbuild (bundle, ESM, code splitting)──► dist/runtime.js   stable name: the one file a page includes
 *                                                            ► dist/chunks/*.js  content-hashed: one per plugin, the
 *                                                                                React mount, the sites, shared code
 *   + sourcemaps (*.map), dist/metafile.json (esbuild's, for bundle analysis)
 *   + dist/manifest.json: the renderer, every output with its static and dynamic imports, the
 *     plugin → chunk map, each plugin's marker selector, and `boot`: runtime.js plus the chunks
 *     it imports statically (the size budgets in .size-limit.cjs count from these).
 *
 *   --renderer preact|react (or SF_RENDERER): what renders the React API; default preact.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginMarkers } from './build-lib/plugin-markers.mjs';
import { reactAsEsm } from './build-lib/react-esm.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};
const dist = resolve(root, arg('--outdir') ?? 'dist');
const dev = process.argv.includes('--dev');
const extraPlugins = arg('--extra-plugins');
const renderer = arg('--renderer') ?? (process.env.SF_RENDERER || undefined) ?? 'preact';
if (!['preact', 'react'].includes(renderer)) {
  console.error(`unknown renderer "${renderer}": use --renderer preact or --renderer react`);
  process.exit(1);
}

/** Replaces boot's import of plugins/index with the real list plus the extra file's plugins. */
const withExtraPlugins = {
  name: 'extra-plugins',
  setup(b) {
    b.onResolve({ filter: /\/plugins\/index$/ }, (args) => (args.importer.endsWith('boot.ts') ? { path: 'plugins', namespace: 'extra-plugins' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'extra-plugins' }, () => ({
      resolveDir: root,
      loader: 'ts',
      contents: `import { plugins as base } from './plugins/index.ts';\nimport { plugins as extra } from './${extraPlugins}';\nexport const plugins = [...base, ...extra];`,
    }));
  },
};
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/**
 * Components are written against the React API. The default build renders them with
 * preact/compat (aliased below); `--renderer react` bundles react-dom 19 itself, several times
 * larger and slower to evaluate (README "Choosing the renderer", bench/RESULTS.md).
 */
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const result = await build({
  absWorkingDir: root,
  entryPoints: [{ in: 'runtime/boot.ts', out: 'runtime' }],
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
  plugins: [...(extraPlugins ? [withExtraPlugins] : []), ...(renderer === 'react' ? [reactAsEsm(root, dev ? 'development' : 'production')] : [])],
  alias: renderer === 'preact' ? PREACT_ALIASES : {},
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

const markers = await pluginMarkers(root, extraPlugins);
writeFileSync(join(dist, 'manifest.json'), JSON.stringify({ version, dev, renderer, boot, plugins, markers, outputs }, null, 2));
writeFileSync(join(dist, 'metafile.json'), JSON.stringify(result.metafile));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`built ${relative(root, dist)}/ (${dev ? 'dev' : 'production'}, ${renderer}): boot ${boot.map((f) => `${basename(f)} ${kb(outputs[f].bytes)}`).join(' + ')}; ${Object.keys(outputs).length} files`);
