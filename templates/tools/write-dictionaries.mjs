#!/usr/bin/env node
/**
 * Writes the dictionaries (docs/rules.md §7 "Other": `{token}.{locale}.b2c.json`, English text → the
 * locale's text) for every template site from translations.mjs:
 *
 *   node templates/tools/write-dictionaries.mjs    → templates/assets/i18n/storefront.<language>.b2c.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionaryFor } from './translations.mjs';
import { SITES } from './page-list.mjs';
import { LEGACY_SITES } from './assemble-legacy.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../assets/i18n');

/** The dictionaries the tool writes: file name → its text, one per template site language. */
export function dictionaryFiles() {
  const languages = [...new Set([...Object.values(SITES), ...Object.values(LEGACY_SITES)].map((s) => s.language))];
  return Object.fromEntries(languages.map((language) => [`storefront.${language}.b2c.json`, `${JSON.stringify(dictionaryFor(language), null, 2)}\n`]));
}

/** Writes one dictionary per site language; returns the files written. */
export function writeDictionaries() {
  mkdirSync(outDir, { recursive: true });
  return Object.entries(dictionaryFiles()).map(([name, text]) => {
    const file = join(outDir, name);
    writeFileSync(file, text);
    return file;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of writeDictionaries()) console.log(`wrote ${file}`);
}
