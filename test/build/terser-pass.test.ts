// @vitest-environment node
// The production build's second minifier pass (build-lib/terser-pass.mjs): files minified in
// place with their source maps carried through; a file terser cannot read fails the pass,
// naming it, and stops the other workers.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMap } from 'node:module';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { terserPass } from '../../build-lib/terser-pass.mjs';

const dir = mkdtempSync(join(tmpdir(), 'sf-terser-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file as esbuild writes it: minified, with an external map of `source` (named `name`.ts). */
async function esbuilt(name: string, source: string) {
  const out = await build({ stdin: { contents: source, sourcefile: `${name}.ts`, loader: 'ts' }, format: 'esm', minify: true, sourcemap: 'external', write: false, outfile: join(dir, `${name}.js`) });
  for (const file of out.outputFiles) writeFileSync(file.path, file.contents);
  return join(dir, `${name}.js`);
}

describe('terser over esbuild output', () => {
  it('makes a file smaller, keeps its exports, and its map still points at the source line', async () => {
    const source = [
      'export function greet(name: string) {',
      '  let text = "Hello, " + name;',
      '  if (name.length > 3) { text = text + "!"; }',
      '  else { text = text + "."; }',
      '  console.warn("the greeting is ready: " + text);',
      '  return text;',
      '}',
    ].join('\n');
    const file = await esbuilt('greet', source);
    const before = readFileSync(file, 'utf8');
    const sizes = await terserPass([file]);
    const after = readFileSync(file, 'utf8');
    expect(sizes[file]).toBe(Buffer.byteLength(after));
    expect(after.length).toBeLessThan(before.length);
    expect(after).toMatch(/export\{\w+ as greet\}/);
    const at = after.indexOf('the greeting is ready');
    // Node's own source map reader: lines and columns from 0.
    const entry = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))).findEntry(0, at) as { originalSource: string; originalLine: number };
    expect([entry.originalSource.endsWith('greet.ts'), entry.originalLine + 1]).toEqual([true, 5]);
  });

  it('a file it cannot read fails the pass with its name; the others are left as they were written', async () => {
    const good = await esbuilt('good', 'export const a = 1 + 2;');
    const bad = join(dir, 'bad.js');
    writeFileSync(bad, 'export const = ;');
    writeFileSync(`${bad}.map`, readFileSync(`${good}.map`, 'utf8'));
    await expect(terserPass([good, bad])).rejects.toThrow(/terser could not minify bad\.js/);
    expect(readFileSync(bad, 'utf8')).toBe('export const = ;');
  });
});
