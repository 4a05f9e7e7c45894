/**
 * What a source comment may cite: documents of this repository. `docs/<file>.md` must exist,
 * and a section it names (`docs/rules.md §5`, `docs/architecture.md "Event bus"`,
 * `docs/sites.md#price-formats`) must be a heading of that file. Documents the repository does
 * not hold (the specification, design, style and selector documents it was first written
 * against, or anything under ../shared) are never cited.
 */

/** A document outside the repository, cited by name. (`SPEC_FIELDS` is an identifier: no word boundary before the underscore.) */
const FOREIGN = /\b(SPEC|DESIGN|STYLE|SELECTORS)\b|\.\.\/shared\b|\blegacy-markup\//g;
const DOC_CITATION = /\bdocs\/([\w-]+(?:\/[\w-]+)*\.md)(?:\s+(§\d+)|\s+"([^"\n]+)"|#([\w-]+))?/g;

/** The headings of a Markdown text and their GitHub anchors. */
export function headingsOf(markdown: string): { titles: string[]; anchors: Set<string> } {
  const titles = [...markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => m[1]!);
  const anchors = new Set(titles.map((t) => t.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')));
  return { titles, anchors };
}

/**
 * Problems of one source text. `docs` maps a path under docs/ to its text (absent: the file
 * does not exist).
 */
export function citationProblems(text: string, docs: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(FOREIGN)) {
    problems.push(`line ${lineOf(m.index)}: cites "${m[0]}", which this repository does not hold (cite docs/rules.md §N or docs/architecture.md)`);
  }
  for (const m of text.matchAll(DOC_CITATION)) {
    const [whole, file, section, quoted, anchor] = m;
    const doc = docs.get(file!);
    if (doc === undefined) {
      problems.push(`line ${lineOf(m.index)}: cites docs/${file}, which does not exist`);
      continue;
    }
    const { titles, anchors } = headingsOf(doc);
    const found = section
      ? titles.some((t) => t === section || t.startsWith(`${section} `))
      : quoted
        ? titles.some((t) => t.toLowerCase() === quoted.toLowerCase())
        : anchor
          ? anchors.has(anchor)
          : true;
    if (!found) problems.push(`line ${lineOf(m.index)}: cites "${whole}", but docs/${file} has no such heading`);
  }
  return problems;
}
