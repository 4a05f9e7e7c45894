/**
 * Reads every plugin's marker selector from the plugin definitions the built entry ships, for
 * the manifest: with it, the size budgets (.size-limit.cjs) know which plugin chunks a template
 * page loads. The definitions are the module the entry imports lazily that exports `plugins`
 * (plugins/index.ts for storefront.ts; the probe list for the end-to-end entry). They are
 * bundled for Node without their own lazy chunks, and imported.
 */
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `markers`: plugin name → the selector its markers match (`markers` and
 * `[data-sf-plugin~="name"]`); `list`: the source file of the definitions (relative to root).
 */
export async function pluginMarkers(root, metafile, entry) {
  const key = Object.keys(metafile.inputs).find((k) => k === entry || k.endsWith(`/${entry}`) || entry.endsWith(k));
  const lazy = (metafile.inputs[key]?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
  const lines = lazy.map((path, n) => `export * as m${n} from ${JSON.stringify(`./${path}`)};`);
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: lines.join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    jsx: 'automatic',
    define: { __DEV__: 'false', __VERSION__: '"markers"' },
    logLevel: 'error',
    // Only the definitions: their lazy chunks are never needed here.
    plugins: [{ name: 'no-chunks', setup: (b) => b.onResolve({ filter: /.*/ }, (a) => (a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined)) }],
  });
  const dir = mkdtempSync(join(tmpdir(), 'sf-markers-'));
  try {
    const file = join(dir, 'definitions.mjs');
    writeFileSync(file, result.outputFiles[0].text);
    const modules = await import(pathToFileURL(file).href);
    const at = lazy.findIndex((_, n) => Array.isArray(modules[`m${n}`]?.plugins));
    const definitions = at === -1 ? [] : modules[`m${at}`].plugins;
    const markers = Object.fromEntries(definitions.map((d) => [d.name, [d.markers, `[data-sf-plugin~="${d.name}"]`].filter(Boolean).join(', ')]));
    return { markers, list: lazy[at] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
