/**
 * Reads every plugin's marker selector from the plugin definitions (plugins/index.ts), for the
 * manifest: with it, the size budgets (.size-limit.cjs) know which plugin chunks a template
 * page loads. Definitions are bundled for Node without their lazy chunks and imported.
 */
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Plugin name → the selector its markers match (`markers` and `[data-sf-plugin~="name"]`). */
export async function pluginMarkers(root, extraPlugins) {
  const lines = [`export { plugins as base } from './plugins/index.ts';`];
  if (extraPlugins) lines.push(`export { plugins as extra } from './${extraPlugins}';`);
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
    const { base, extra = [] } = await import(pathToFileURL(file).href);
    return Object.fromEntries([...base, ...extra].map((d) => [d.name, [d.markers, `[data-sf-plugin~="${d.name}"]`].filter(Boolean).join(', ')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
