/**
 * Writes one benchmark's section of bench/RESULTS.md, between
 * `<!-- <name>:start -->` and `<!-- <name>:end -->`, keeping every other section as it is.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

const FILE = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
const HEADER = '# Benchmark results\n\nWritten by `npm run bench` (each benchmark rewrites its own section). Ratios compare against a baseline measured in the same run.\n';

/** The machine line every section starts with. */
export function machineLine() {
  return `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}`;
}

/** Replaces (or appends) the section `name` with `markdown`. */
export function writeSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const body = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  text = a !== -1 && b > a ? text.slice(0, a) + body + text.slice(b + end.length) : `${text.trimEnd()}\n\n${body}\n`;
  writeFileSync(FILE, text);
}

/** Median of a list of numbers. */
export function median(values) {
  const s = [...values].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const FIGURES = fileURLToPath(new URL('../../.bench-tmp/figures.json', import.meta.url));

/** Keeps one bench's headline figures (in .bench-tmp/) for the renderer table bench/run.mjs writes. */
export function saveFigures(name, figures) {
  mkdirSync(dirname(FIGURES), { recursive: true });
  const all = existsSync(FIGURES) ? JSON.parse(readFileSync(FIGURES, 'utf8')) : {};
  all[name] = figures;
  writeFileSync(FIGURES, JSON.stringify(all, null, 2));
}

/** Every bench's saved figures. */
export function loadFigures() {
  return existsSync(FIGURES) ? JSON.parse(readFileSync(FIGURES, 'utf8')) : {};
}
