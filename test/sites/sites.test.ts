// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import siteDefaults from '../../sites/default.json';
import { siteFiles } from '../../sites/index';
import { SITE_ALIASES } from '../../runtime/site-config';
import { validateSiteFile } from '../../runtime/site-file-check';
import { plugins } from '../../plugins/index';

const dir = new URL('../../sites/', import.meta.url);
const jsonFiles = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'default.json');

describe('site files', () => {
  it('sites/default.json is valid', () => {
    expect(validateSiteFile(siteDefaults, 'sites/default.json', { defaults: true })).toEqual([]);
  });

  it.each(jsonFiles)('sites/%s is valid', (file) => {
    const data: unknown = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
    expect(validateSiteFile(data, `sites/${file}`)).toEqual([]);
  });

  it('every file is listed in sites/index.ts and every listed site has a file', () => {
    expect(Object.keys(siteFiles).sort()).toEqual(jsonFiles.map((f) => f.slice(0, -5)).sort());
  });

  it('covers the docs/rules.md §1 site codes (aliases included)', () => {
    const spec = 'levant levant_ar ae ae_ar kw om bh qa cn us uk au tr ca_fr ch ch_fr n_africa pk cl py pe ar co in nl be be_fr'.split(' ');
    for (const code of spec) expect(Object.hasOwn(siteFiles, SITE_ALIASES[code] ?? code), code).toBe(true);
  });

  it('switches only plugins that exist', () => {
    const known = new Set(plugins.map((p) => p.name));
    for (const [code, file] of Object.entries({ default: siteDefaults, ...siteFiles })) {
      for (const name of Object.keys((file as { plugins?: object }).plugins ?? {})) expect(known.has(name), `${code}: plugin "${name}"`).toBe(true);
    }
  });
});
