// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { minify } from 'terser';
import { TERSER_OPTIONS } from '../../build-lib/terser-pass.mjs';

/**
 * Boot does not grow with the number of plugins: definitions are data in a lazy chunk. A
 * generated build with 25 plugins (each with a component, marker data reader, markers and a
 * default setting) keeps runtime.js and its static imports within the boot budget
 * (5.81 kB with the chunk hashes set to one value, minified as the production build is; it
 * measures 5,809 B; .size-limit.cjs holds the real build, hashes and all, to 5.85 kB), and its
 * count is the same byte for byte with 1 plugin as with 25.
 */
const ROOT = join(__dirname, '../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Builds an entry with `count` generated plugins; returns the brotli size of the boot code. */
async function bootBytes(count: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'sf-plugins-'));
  dirs.push(dir);
  const names = Array.from({ length: count }, (_, i) => `generated-${i}`);
  for (const name of names) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'View.tsx'), `import { useT, type PluginProps, type MarkerData } from '${ROOT}/runtime/index';
export const fromMarker = (m: MarkerData) => ({ sku: m.data.sku ?? '${name}' });
export default function View({ marker }: PluginProps<{ sku: string }>) { const t = useT(); return <b>{t('${name}')}{marker.sku}</b>; }`);
    writeFileSync(join(dir, name, 'index.ts'), `import { definePlugin } from '${ROOT}/runtime/plugin';
export const plugin = definePlugin({ name: '${name}', markers: '.legacy-${name}', trigger: 'visible', prefetch: 'idle', load: () => import('./View') });`);
  }
  // Each plugin switched on in a site-defaults file of its own, as sites/default.json lists the shipped ones.
  const defaults = JSON.parse(readFileSync(join(ROOT, 'sites/default.json'), 'utf8'));
  defaults.plugins = Object.fromEntries(names.map((n) => [n, { enabled: true }]));
  writeFileSync(join(dir, 'default.json'), JSON.stringify(defaults));
  writeFileSync(join(dir, 'plugins.ts'), `${names.map((n, i) => `import { plugin as p${i} } from './${n}/index';`).join('\n')}\nexport const plugins = [${names.map((_, i) => `p${i}`).join(', ')}];\nexport { plugins as settings } from './default.json';`);
  // Built like storefront.ts: boot gets the defaults without their plugin list as a constant.
  const { plugins: _listed, ...bootDefaults } = defaults;
  writeFileSync(join(dir, 'entry.ts'), `import { start } from '${ROOT}/runtime/start';
start({ plugins: () => import('./plugins'), siteFiles: () => import('${ROOT}/sites/index'), defaults: JSON.parse(__SITE_DEFAULTS__) });`);
  const SHIM = join(ROOT, 'runtime/react-on-preact.ts');
  const result = await build({
    entryPoints: [{ in: join(dir, 'entry.ts'), out: 'runtime' }],
    outdir: join(dir, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    jsx: 'automatic',
    define: { __SITE_DEFAULTS__: JSON.stringify(JSON.stringify(bootDefaults)), __DEV__: 'false', __VERSION__: '"0.0.0"', 'process.env.NODE_ENV': '"production"' },
    alias: { react: SHIM, 'react-dom': SHIM, 'react-dom/client': SHIM, 'react/jsx-runtime': 'preact/jsx-runtime' },
    nodePaths: [join(ROOT, 'node_modules')],
    logLevel: 'silent',
  });
  const outputs = new Map(result.outputFiles.map((f) => [f.path, f.contents]));
  const meta = result.metafile.outputs;
  const boot = new Set<string>();
  const visit = (path: string) => {
    if (boot.has(path)) return;
    boot.add(path);
    meta[path]!.imports.filter((i) => i.kind === 'import-statement').forEach((i) => visit(i.path));
  };
  visit(Object.keys(meta).find((p) => p.endsWith('/runtime.js'))!);
  expect(Object.keys(meta).filter((p) => p.includes('View-') && p.endsWith('.js'))).toHaveLength(count);
  // The build sits in a fresh temporary folder, whose random name goes into every chunk's content
  // hash; the hashes in the import paths are set to one value so the count is the same from run to
  // run (the real build's boot, hashes and all, is held to the budget by .size-limit.cjs).
  // Minified again by terser, as the production build does (build-lib/terser-pass.mjs).
  // The hashes are set before terser runs: its mangler names variables by how often each
  // character occurs in the code, chunk names included, so random hashes gave the same code other
  // names, and the count moved by a few bytes from build to build.
  const texts = await Promise.all([...boot].map(async (p) => (await minify(new TextDecoder().decode(outputs.get(join(process.cwd(), p)) ?? outputs.get(p)!).replace(/-[A-Z0-9]{8}\.js\b/g, '-HASHHASH.js'), TERSER_OPTIONS)).code ?? ''));
  return texts.reduce((sum, text) => sum + brotliCompressSync(Buffer.from(text)).length, 0);
}

describe('boot size with many plugins', () => {
  it('stays within 5.81 kB brotli with 25 plugins, the same as with 1', async () => {
    const one = await bootBytes(1);
    const many = await bootBytes(25);
    console.info(`boot with 1 plugin ${one} B, with 25 ${many} B (brotli, chunk hashes set to one value)`);
    expect(many).toBeLessThanOrEqual(5810);
    // With the hashes set to one value the chunk names are equal: not a byte per plugin.
    expect(many).toBe(one);
  }, 60_000);
});
