// @vitest-environment node
/**
 * The template dictionaries (templates/assets/i18n) are what templates/tools/write-dictionaries.mjs
 * writes from the translation tables: a text added to a dictionary by hand, and not to the tables,
 * would be lost the next time the tool runs; a site language without its file, or a file no site
 * uses, would go unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaryFiles } from '../../templates/tools/write-dictionaries.mjs';

const DIR = new URL('../../templates/assets/i18n/', import.meta.url);
const written = dictionaryFiles();

describe('template dictionaries', () => {
  it("are the tool's files, one per template site language, and no other", () => {
    expect(readdirSync(DIR).filter((f) => f.endsWith('.json')).sort()).toEqual(Object.keys(written).sort());
    expect(Object.keys(written)).toContain('storefront.en_GB.b2c.json');
  });

  for (const [file, text] of Object.entries(written)) {
    it(`${file} is what the translation tables write`, () => {
      expect(readFileSync(new URL(file, DIR), 'utf8')).toBe(text);
    });
  }
});
