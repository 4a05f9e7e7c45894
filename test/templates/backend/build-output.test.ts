// @vitest-environment node
/**
 * build.mjs writes aside and swaps on success: a failed build leaves the previous output as it
 * was (the server keeps serving it) and says what failed in one line per error, with no stack.
 * Broken input comes from a temporary --entry file, so no tracked source is edited.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
let work: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'sf-build-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Runs `node build.mjs` with args; answers exit code and output. */
const build = (...args: string[]) => {
  const run = spawnSync(process.execPath, [join(root, 'build.mjs'), ...args], { cwd: root, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};

/** Every file under `dir` with its content. */
const snapshot = (dir: string) => Object.fromEntries((readdirSync(dir, { recursive: true }) as string[]).filter((f) => !f.endsWith('chunks')).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));

describe('node build.mjs output folder', () => {
  it('a failing build keeps the previous output intact, prints file:line: text and no stack, exits 1', () => {
    const out = join(work, 'dist');
    mkdirSync(join(out, 'chunks'), { recursive: true });
    writeFileSync(join(out, 'runtime.js'), '// the previous good build\n');
    writeFileSync(join(out, 'chunks', 'search-OLD.js'), '// a chunk of the previous build\n');
    const before = snapshot(out);
    const broken = join(work, 'broken-plugins.tsx');
    writeFileSync(broken, 'export const plugins = [\n  { name: ;\n];\n');

    const run = build('--outdir', out, '--entry', relative(root, broken));

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('broken-plugins.tsx:2:10: error: Unexpected ";"');
    expect(run.stderr).toContain('keeps the last good build');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).not.toContain('built');
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(work).sort()).toEqual(['broken-plugins.tsx', 'dist']);
  }, 60_000);

  it('a failing build with no previous output writes nothing', () => {
    const out = join(work, 'dist');
    const broken = join(work, 'broken-plugins.tsx');
    writeFileSync(broken, 'export const plugins = [\n  { name: ;\n];\n');
    const run = build('--outdir', out, '--entry', relative(root, broken));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('nothing written to');
    expect(readdirSync(work)).toEqual(['broken-plugins.tsx']);
  }, 60_000);

  it('a good build replaces the previous output as a whole and leaves no temporary folder', () => {
    const out = join(work, 'dist');
    mkdirSync(out);
    writeFileSync(join(out, 'stale.js'), '// from an older build\n');

    const run = build('--outdir', out);

    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(existsSync(join(out, 'stale.js'))).toBe(false);
    expect(readFileSync(join(out, 'runtime.js'), 'utf8')).toContain('import');
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
    expect(manifest.boot[0]).toBe('runtime.js');
    const metafile = JSON.parse(readFileSync(join(out, 'metafile.json'), 'utf8'));
    expect(Object.keys(metafile.outputs)).toContain(`${relative(root, out)}/runtime.js`);
    expect(readdirSync(work)).toEqual(['dist']);
  }, 60_000);
});
