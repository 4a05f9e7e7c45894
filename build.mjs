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
 * Output: built into a sibling folder (dist.building-<pid>/) and swapped in only when the
 * build succeeds, so a failed build never leaves dist/ half-written or deleted (a running
 * server keeps serving the last good build). A failure prints esbuild's messages as
 * `file:line:column: error: text` and exits 1, without a JavaScript stack.
 *
 * Pipeline:
 *   storefront.ts ──esbuild (bundle, ESM, code splitting)──► dist/runtime.js   stable name: the one file a page includes
 *                                                            ► dist/chunks/*.js  content-hashed: one per plugin, the
 *                                                                                React mount, the sites, shared code
 *   production builds: terser's second pass over every .js file, maps carried through (build-lib/terser-pass.mjs)
 *   + sourcemaps (*.map; linked from the files in --dev builds only), dist/metafile.json (esbuild's, for bundle analysis)
 *   + dist/manifest.json: the renderer, every output with its static and dynamic imports, the
 *     plugin → chunk map, each plugin's marker selector, and `boot`: runtime.js plus the chunks
 *     it imports statically (the size budgets in .size-limit.cjs count from these).
 *
 *   --renderer preact|react (or SF_RENDERER): what renders the React API; default preact.
 */
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginMarkers } from './build-lib/plugin-markers.mjs';
import { reactAsEsm } from './build-lib/react-esm.mjs';
import { terserPass } from './build-lib/terser-pass.mjs';

const root = dirname(fileURLToPath(import.meta.url));
/** sites/default.json without its "plugins": what boot needs before the chunks arrive (define below). */
const { plugins: _settings, ...siteDefaults } = JSON.parse(readFileSync(join(root, 'sites/default.json'), 'utf8'));
// Empty fields ({} or []) carry nothing: the site config merges a missing one as empty
// (runtime/site-config.ts), so boot does not carry them.
const bootDefaults = Object.fromEntries(Object.entries(siteDefaults).filter(([, v]) => !(typeof v === 'object' && v !== null && Object.keys(v).length === 0)));
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};
/** Where the build ends up; `dist` below is the temporary folder it is written to first. */
const target = resolve(root, arg('--outdir') ?? 'dist');
const dist = `${target}.building-${process.pid}`;
const dev = process.argv.includes('--dev');
const entry = arg('--entry') ?? 'storefront.ts';
const renderer = arg('--renderer') ?? (process.env.SF_RENDERER || undefined) ?? 'preact';
if (!['preact', 'react'].includes(renderer)) {
  console.error(`unknown renderer "${renderer}": use --renderer preact or --renderer react`);
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** One line per esbuild message, as its own summary prints them: file:line:column: kind: text. */
const printMessages = (messages, kind) => {
  for (const { location: at, text } of messages) console.error(at ? `${at.file}:${at.line}:${at.column}: ${kind}: ${text}` : `${kind}: ${text}`);
};

/** Prints why the build failed (no stack: the messages say where), drops the temporary folder, exits 1. */
const fail = (error) => {
  rmSync(dist, { recursive: true, force: true });
  if (Array.isArray(error?.errors)) {
    printMessages(error.warnings ?? [], 'warning');
    printMessages(error.errors, 'error');
  } else console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  const folder = `${relative(root, target)}/`;
  console.error(existsSync(target) ? `build failed: ${folder} keeps the last good build` : `build failed: nothing written to ${folder}`);
  process.exit(1);
};

if (!(await (await import('./scripts/check-sites.mjs')).sitesAreValid(root))) process.exit(1); // a bad site file fails the build
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/**
 * Components are written against the React API. The default build renders them with Preact's
 * core through runtime/react-on-preact.ts (aliased below: only the React API the code uses);
 * `--renderer react` bundles react-dom 19 itself, several times larger and slower to evaluate
 * (README "Choosing the renderer", bench/RESULTS.md).
 */
export const PREACT_ALIASES = {
  react: './runtime/react-on-preact.ts',
  'react-dom': './runtime/react-on-preact.ts',
  'react-dom/client': './runtime/react-on-preact.ts',
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
  // Production files carry no `//# sourceMappingURL` line (about 30 bytes brotli per file, 0.4 kB
  // on a page that loads 14 files); the maps are still written next to them for error reports and
  // for attaching in DevTools. Development builds link them.
  sourcemap: dev ? 'linked' : 'external',
  legalComments: 'linked',
  metafile: true,
  define: {
    // Boot's share of sites/default.json: all but the plugin settings, which travel in the
    // plugins chunk with the definitions (plugin-set.ts), so boot does not grow per plugin. A JSON
    // string, not an object: esbuild would move an object define into a chunk every file imports.
    __SITE_DEFAULTS__: JSON.stringify(JSON.stringify(bootDefaults)),
    __DEV__: String(dev),
    __VERSION__: JSON.stringify(version),
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
  },
  logLevel: 'silent',
  plugins: renderer === 'react' ? [reactAsEsm(root, dev ? 'development' : 'production')] : [],
  alias: renderer === 'preact' ? PREACT_ALIASES : {},
}).catch(fail);
printMessages(result.warnings, 'warning');

// Production files get terser's second pass (build-lib/terser-pass.mjs); development builds stay readable.
const minified = dev ? {} : await terserPass(Object.keys(result.metafile.outputs).filter((p) => p.endsWith('.js')).map((p) => join(root, p))).catch(fail);

const outputs = {};
const plugins = {};
for (const [path, out] of Object.entries(result.metafile.outputs)) {
  if (!path.endsWith('.js')) continue;
  const file = relative(dist, join(root, path));
  outputs[file] = {
    bytes: minified[join(root, path)] ?? out.bytes,
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

const { markers, list } = await pluginMarkers(root, result.metafile, entry);
// The chunk of the plugin definitions (data every page loads with the site files).
const definitions = Object.entries(result.metafile.outputs).find(([, out]) => list && out.entryPoint === list)?.[0];
writeFileSync(join(dist, 'manifest.json'), JSON.stringify({ version, dev, renderer, boot, definitions: definitions && relative(dist, join(root, definitions)), plugins, markers, outputs }, null, 2));
// esbuild names outputs by the folder it wrote to; the metafile names the folder they end up in.
writeFileSync(join(dist, 'metafile.json'), JSON.stringify(result.metafile).replaceAll(`"${relative(root, dist)}/`, `"${relative(root, target)}/`));

// Swap: the previous build moves aside, the new one takes its name, the previous one goes.
const previous = `${target}.previous-${process.pid}`;
try {
  if (existsSync(target)) renameSync(target, previous);
  renameSync(dist, target);
  rmSync(previous, { recursive: true, force: true });
} catch (error) {
  if (!existsSync(target) && existsSync(previous)) renameSync(previous, target);
  fail(error);
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`built ${relative(root, target)}/ (${dev ? 'dev' : 'production'}, ${renderer}): boot ${boot.map((f) => `${basename(f)} ${kb(outputs[f].bytes)}`).join(' + ')}; ${Object.keys(outputs).length} files`);
