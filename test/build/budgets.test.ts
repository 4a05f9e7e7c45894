// The size budgets (.size-limit.cjs) count what a page loads at each step. Adding an unrelated
// plugin may make esbuild split shared code into new chunks; no existing budget may move by
// more than the per-file compression overhead of such a split.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const out = mkdtempSync(join(tmpdir(), 'sf-budgets-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

type Check = { name: string; path: string[]; limit: string };

/** Builds, evaluates .size-limit.cjs on the build, and returns check name → brotli bytes and limit. */
function checks(renderer: string, extra?: string) {
  const dir = join(out, `${renderer}-${extra ? 'extra' : 'base'}`);
  execFileSync(process.execPath, ['build.mjs', '--renderer', renderer, '--outdir', dir, ...(extra ? ['--entry', extra] : [])], { stdio: 'pipe' });
  process.env.SF_SIZE_DIST = dir;
  const config = require.resolve('../../.size-limit.cjs');
  delete require.cache[config];
  const list = require(config) as Check[];
  delete process.env.SF_SIZE_DIST;
  const bytes = (files: string[]) => files.reduce((sum, f) => sum + brotliCompressSync(readFileSync(f)).length, 0);
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { markers: Record<string, string>; outputs: Record<string, unknown> };
  return { manifest, sizes: new Map(list.map((c) => [c.name, { bytes: bytes(c.path), limit: c.limit, files: c.path.length, paths: c.path }])) };
}

describe.each(['preact', 'react'])('%s build: budgets by what a page loads', (renderer) => {
  const base = checks(renderer);
  const grown = checks(renderer, 'test/build/fixtures/tiny-entry.ts');

  it('has a budget for boot, config, the renderer, each plugin and every template page', () => {
    const names = [...base.sizes.keys()].join('\n');
    for (const part of ['boot', 'config', 'renderer', 'plugin cart-badge', 'plugin search', 'kit:', 'snack bar:', 'page uk/index.html (cart-badge, search', 'page us/index.html']) expect(names).toContain(part);
  });

  it("a page's total counts boot, config, the sprite, the renderer, the chunks of the plugins whose markers it holds and the overlay kit they use", () => {
    const paths = (part: string) => [...base.sizes].find(([n]) => n.includes(part))![1].paths;
    // The plugins whose markers the page holds, as its check names them.
    const used = [...base.sizes.keys()].find((n) => n.includes('page uk/index.html'))!.match(/\(([^)]*)\)/)![1]!.split(', ');
    expect(used).toEqual(expect.arrayContaining(['cart-badge', 'search']));
    // The uk home carries a page narrowing script (its video players): the narrowing reader counts too.
    const outputs = base.manifest.outputs as Record<string, { imports?: string[] }>;
    const reach = (f: string, seen = new Set<string>()): string[] => (seen.has(f) ? [] : (seen.add(f), [f, ...(outputs[f]?.imports ?? []).flatMap((i) => reach(i, seen))]));
    const reader = reach(Object.keys(outputs).find((f) => f.startsWith('chunks/site-narrowing-'))!);
    const narrowing = paths('on demand:').filter((f) => reader.some((r) => f.endsWith(r)));
    const parts = new Set([...['boot:', 'config:', 'sprite:', 'renderer:', ...used.map((p) => `plugin ${p}:`), 'kit:', 'kit layers:', 'kit messages:', 'snack bar:', 'video popup:'].flatMap(paths), ...narrowing]);
    // The parts loaded later by a plugin of the page: the cookie bar's app banner, the videos' third-party players, the consent flow, the wishlist's other servers, the option bundle reader.
    for (const [plugin, part] of [['cookie-bar', 'app banner:'], ['video', 'video players:'], ['privacy-consent', 'consent flow:'], ['wishlist', 'wishlist apis:'], ['add-to-cart', 'cart bundle:']] as const) if (used.includes(plugin)) paths(part).forEach((f) => parts.add(f));
    expect(new Set(paths('page uk/index.html'))).toEqual(parts);
  });

  it('the grown build holds the new plugin: its definition in the definitions chunk, its component in a chunk of its own', () => {
    expect(grown.manifest.markers['tiny-note']).toBe('.tiny-note, [data-sf-plugin~="tiny-note"]');
    expect(Object.keys(grown.manifest.outputs).some((f) => f.startsWith('chunks/TinyNote-'))).toBe(true);
    // The scroll lock it shares with search moved out of search's chunk into a chunk of its own.
    const search = [...base.sizes.keys()].find((n) => n.includes('plugin search'))!;
    expect(grown.sizes.get(search)!.files).toBeGreaterThan(base.sizes.get(search)!.files);
  });

  it('an unrelated plugin leaves every existing budget within 2% (+64 B of chunk overhead)', () => {
    for (const [name, before] of base.sizes) {
      const after = grown.sizes.get(name);
      expect(after, name).toBeDefined();
      expect(Math.abs(after!.bytes - before.bytes), name).toBeLessThanOrEqual(before.bytes * 0.02 + 64);
      expect(after!.limit, name).toBe(before.limit);
    }
  });
});
