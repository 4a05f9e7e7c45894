// Both production builds, as `node build.mjs --renderer …` writes them. Boot (runtime.js and its
// static imports) must hold no renderer and no CommonJS interop code under either renderer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const out = mkdtempSync(join(tmpdir(), 'sf-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

type Manifest = { renderer: string; boot: string[]; plugins: Record<string, string>; outputs: Record<string, { imports: string[] }> };
type Meta = { outputs: Record<string, { inputs: Record<string, unknown> }> };

function buildWith(args: string[], env: Record<string, string> = {}) {
  const dir = join(out, String(Math.random()).slice(2));
  execFileSync(process.execPath, ['build.mjs', '--outdir', dir, ...args], { env: { ...process.env, ...env }, stdio: 'pipe' });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const meta = JSON.parse(readFileSync(join(dir, 'metafile.json'), 'utf8')) as Meta;
  /** The source files bundled into one output. */
  const inputs = (file: string) => Object.entries(meta.outputs).find(([path]) => path.endsWith(`/${file}`))![1].inputs;
  const text = (file: string) => readFileSync(join(dir, file), 'utf8');
  return { manifest, inputs, text };
}

const RENDERER_CODE = /node_modules\/(react|react-dom|preact|scheduler)\/|react-esm:/;
// esbuild's CommonJS wrapper: `(b,a)=>()=>(a||b((a={exports:{}}).exports,a),a.exports)`.
const COMMONJS_HELPER = /\{exports:\{\}\}\)\.exports/;

describe.each(['preact', 'react'])('%s build', (renderer) => {
  const build = buildWith(['--renderer', renderer]);

  it('records its renderer in the manifest', () => {
    expect(build.manifest.renderer).toBe(renderer);
  });

  it('boot holds no renderer and no CommonJS interop code', () => {
    expect(build.manifest.boot[0]).toBe('runtime.js');
    for (const file of build.manifest.boot) {
      expect(Object.keys(build.inputs(file)).filter((i) => RENDERER_CODE.test(i)), file).toEqual([]);
      expect(build.text(file), file).not.toMatch(COMMONJS_HELPER);
    }
  });

  it('the renderer arrives with the mount chunk, not before', () => {
    const mount = Object.keys(build.manifest.outputs).find((f) => f.startsWith('chunks/mount-'))!;
    const closure = (f: string, seen = new Set<string>()): string[] => (seen.has(f) ? [] : (seen.add(f), [f, ...build.manifest.outputs[f]!.imports.flatMap((i) => closure(i, seen))]));
    const sources = closure(mount).flatMap((f) => Object.keys(build.inputs(f)));
    // React: bundled alone first (build-lib/react-esm.mjs); Preact: its core behind runtime/react-on-preact.ts, without preact/compat.
    const expected = renderer === 'react' ? ['react-esm:vendor'] : ['node_modules/preact/dist/', 'runtime/react-on-preact.ts'];
    for (const part of expected) expect(sources.some((s) => s.includes(part)), part).toBe(true);
    expect(sources.filter((s) => s.includes('preact/compat'))).toEqual([]);
  });
});

describe('renderer choice', () => {
  it('SF_RENDERER picks the renderer when no flag is given; the default is preact', () => {
    expect(buildWith([], { SF_RENDERER: 'react' }).manifest.renderer).toBe('react');
    expect(buildWith([], { SF_RENDERER: '' }).manifest.renderer).toBe('preact');
  });

  it('an unknown renderer stops the build with a message naming the choices', () => {
    expect(() => buildWith(['--renderer', 'vue'])).toThrow(/unknown renderer "vue": use --renderer preact or --renderer react/);
  });
});
