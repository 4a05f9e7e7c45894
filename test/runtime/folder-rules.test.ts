// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The folder rules (docs/architecture.md): runtime/ never imports plugins/ or sites/ (the
 * entry file composes them); a plugin imports no other plugin, and of the runtime only its
 * public modules.
 */
const ROOT = join(__dirname, '../..');
const PLUGIN_MAY_IMPORT = [/^runtime\/index$/, /^runtime\/plugin$/, /^runtime\/jsonp$/, /^runtime\/cookies$/, /^runtime\/http$/, /^runtime\/errors$/, /^runtime\/rules\/[^/]+$/, /^runtime\/ui\/(controls\/)?[^/]+$/, /^runtime\/services\/(cart-[a-z-]+|wishlist-store|wishlist-apis)$/];

const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** Every relative import of `source` (static, dynamic, re-export), as a root-relative path without extension. */
function imports(file: string, source: string): string[] {
  const found = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return found.map((spec) => relative(ROOT, normalize(join(ROOT, dirname(file), spec))).replace(/\.(tsx?|json)$/, ''));
}

/** The rule breaks in `sources` (file → text), one line each. */
export function folderRuleBreaks(sources: Record<string, string>): string[] {
  const breaks: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const target of imports(file, text)) {
      if (file.startsWith('runtime/') && /^(plugins|sites)\//.test(target)) breaks.push(`${file} imports ${target}`);
      const plugin = /^plugins\/([^/]+)\//.exec(file)?.[1];
      if (!plugin) continue;
      const other = /^plugins\/([^/]+)\//.exec(target)?.[1];
      if (other && other !== plugin) breaks.push(`${file} imports another plugin: ${target}`);
      if (target === 'plugins/index' || target.startsWith('sites/')) breaks.push(`${file} imports ${target}`);
      if (target.startsWith('runtime/') && !PLUGIN_MAY_IMPORT.some((r) => r.test(target))) breaks.push(`${file} imports a runtime internal: ${target}`);
    }
  }
  return breaks;
}

describe('folder rules', () => {
  it('hold for every file in runtime/ and plugins/', () => {
    const sources = Object.fromEntries([...files('runtime'), ...files('plugins')].map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    expect(folderRuleBreaks(sources)).toEqual([]);
  });

  it.each([
    ['runtime/boot.ts', "import { plugins } from '../plugins/index';", 'runtime/boot.ts imports plugins/index'],
    ['runtime/x.ts', "const s = () => import('../sites/index');", 'runtime/x.ts imports sites/index'],
    ['plugins/search/A.tsx', "import { cartBadge } from '../cart-badge/index';", 'plugins/search/A.tsx imports another plugin: plugins/cart-badge/index'],
    ['plugins/search/A.tsx', "import { createRegistry } from '../../runtime/registry';", 'plugins/search/A.tsx imports a runtime internal: runtime/registry'],
    ['plugins/search/A.tsx', "export { x } from '../../runtime/mount';", 'plugins/search/A.tsx imports a runtime internal: runtime/mount'],
  ])('catch %s with %s', (file, text, message) => {
    expect(folderRuleBreaks({ [file]: text })).toEqual([message]);
  });

  it('allow a plugin its public runtime modules and its own files', () => {
    const text = ["import { useRuntime } from '../../runtime/index';", "import { jsonp } from '../../runtime/jsonp';", "import { x } from '../../runtime/rules/price';", "import { y } from '../../runtime/ui/use-focus-loop';", "import z from './SearchLayer';"].join('\n');
    expect(folderRuleBreaks({ 'plugins/search/A.tsx': text })).toEqual([]);
  });
});
