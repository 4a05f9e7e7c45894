// @vitest-environment node
/**
 * Source comments cite only documents the repository holds (test/docs/citations.ts), and the
 * links between the pages of docs/ resolve.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationProblems } from './citations';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f))
    .map((f) => join(dir, f).replaceAll('\\', '/'))
    .sort();
}

const docs = new Map(filesUnder('docs', /\.md$/).map((f) => [f.slice('docs/'.length), readFileSync(join(root, f), 'utf8')]));
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|md)$/;
/**
 * Every source and document of the repository but the generated pages, the dependencies and
 * this check's own examples: the runtime and plugins, the build, tools, templates' code,
 * benches, tests and the top-level files.
 */
const sources = [
  ...['runtime', 'plugins', 'build-lib', 'scripts', 'bench', 'templates', 'test'].flatMap((dir) => filesUnder(dir, SOURCE)),
  ...readdirSync(root).filter((f) => SOURCE.test(f)),
].filter((f) => !f.startsWith('test/docs/citations') && !f.startsWith('templates/pages/'));

/**
 * Files whose comments still name the documents the code was first written against, until
 * their citations are switched to docs/ (docs/rules.md keeps the same section numbers, so
 * "§5" stays "§5"). This list only shrinks: a file not listed may not start, and a listed
 * file that no longer does must leave the list.
 */
const AWAITING_SWITCH = new Set<string>([]);
const FOREIGN_ONLY = /cites "(SPEC|DESIGN|STYLE|SELECTORS|\.\.\/shared|legacy-markup\/)"/;

describe('citations in the repository\'s sources', () => {
  const problems = new Map(sources.map((f) => [f, citationProblems(readFileSync(join(root, f), 'utf8'), docs)] as const));

  it('cite only docs/ files and sections that exist, and no document the repository lacks', () => {
    const report = [...problems]
      .flatMap(([file, list]) => list.filter((p) => !(AWAITING_SWITCH.has(file) && FOREIGN_ONLY.test(p))).map((p) => `${file} ${p}`));
    expect(report, report.join('\n')).toEqual([]);
  });

  it('the list of files awaiting the switch to docs/ only shrinks', () => {
    const done = [...AWAITING_SWITCH].filter((f) => !problems.get(f)?.some((p) => FOREIGN_ONLY.test(p)));
    expect(done, `these files no longer cite documents the repository lacks: remove them from AWAITING_SWITCH in ${relative(root, fileURLToPath(import.meta.url))}`).toEqual([]);
  });
});

describe('the citation check', () => {
  const sample = new Map([['rules.md', '# Rules\n\n## §4 States and transitions\n\n## §5 Validation rules\n'], ['architecture.md', '# Architecture\n\n## Event bus\n']]);

  it.each([
    ['// SPEC §5: huf rounds up', 'cites "SPEC"'],
    ['(DESIGN "Plugins")', 'cites "DESIGN"'],
    ['the front door (STYLE 1)', 'cites "STYLE"'],
    ['see ../shared/legacy-markup', 'cites "../shared"'],
    ['the search layer (SELECTORS §2)', 'cites "SELECTORS"'],
    ['// docs/prices.md', 'docs/prices.md, which does not exist'],
    ['// docs/rules.md §12: nothing', 'docs/rules.md has no such heading'],
    ['// docs/architecture.md "Event busses"', 'docs/architecture.md has no such heading'],
    ['// docs/architecture.md#boot', 'docs/architecture.md has no such heading'],
  ])('reports %j', (text, problem) => {
    const found = citationProblems(text, sample);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(problem);
  });

  it.each([
    '// docs/rules.md §5: huf rounds up',
    '// docs/rules.md §4',
    '// docs/architecture.md "Event bus"',
    '// docs/architecture.md#event-bus',
    'const SPEC_FIELDS = [];',
    'node.style.cssText = "";',
  ])('accepts %j', (text) => {
    expect(citationProblems(text, sample)).toEqual([]);
  });
});

describe('links between the pages of docs/', () => {
  it.each([...docs.keys()])('docs/%s links only to files that exist', (file) => {
    const text = docs.get(file)!;
    const broken = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1]!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !existsSync(join(root, 'docs', dirname(file), target)));
    expect(broken, `docs/${file} links to missing files`).toEqual([]);
  });
});
