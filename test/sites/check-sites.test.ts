// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script without type declarations
import { siteProblems } from '../../scripts/check-sites.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const roots: string[] = [];

/** A copy of the repository's sites/ next to links to its runtime/ and plugins/, with `files` written over. */
function project(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'sites-'));
  roots.push(root);
  symlinkSync(join(repo, 'runtime'), join(root, 'runtime'));
  symlinkSync(join(repo, 'plugins'), join(root, 'plugins'));
  cpSync(join(repo, 'sites'), join(root, 'sites'), { recursive: true });
  for (const [name, data] of Object.entries(files)) writeFileSync(join(root, 'sites', name), typeof data === 'string' ? data : JSON.stringify(data));
  return root;
}
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

describe('build-time site check (scripts/check-sites.mjs)', () => {
  it('passes the repository as it is', async () => {
    expect(await siteProblems(repo)).toEqual([]);
  });

  it('reports misspelt plugin names and fields with the closest valid name', async () => {
    const root = project({ 'uk.json': { locale: 'en-GB', curency: 'gbp', plugins: { serach: { enabled: false }, search: { enabeld: false } } } });
    expect(await siteProblems(root)).toEqual([
      'sites/uk.json: unknown field "curency" (did you mean "currency"?); ignoring it',
      'sites/uk.json: unknown plugin "serach" (did you mean "search"?); ignoring it',
      'sites/uk.json: plugin "search": unknown field "enabeld" (did you mean "enabled"?); ignoring it',
    ]);
  });

  it('checks sites/default.json, including that it lists every plugin', async () => {
    const root = project({ 'default.json': { locale: 'en', dictionary: '/d', sprite: '/s.svg', plugins: { search: { enabled: true } }, redirectHosts: 'x' } });
    // Every plugin (a folder with a definition) but the listed search is reported, however many exist.
    // (Site files switching a plugin on, e.g. uk.json's country selector, name plugins this
    // default leaves out: those reports are about the site files, not the default.)
    const problems = (await siteProblems(root)).filter((p: string) => p.startsWith('sites/default.json'));
    expect(problems[0]).toBe('sites/default.json: field "redirectHosts" should be an array of host names; ignoring it');
    expect(problems).toContain('sites/default.json: plugin "cart-badge" exists (plugins/cart-badge/) but is not listed under "plugins"');
    const folders = readdirSync(new URL('../../plugins/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'search' && existsSync(new URL(`../../plugins/${d.name}/index.ts`, import.meta.url))).map((d) => d.name);
    expect(problems.slice(1).sort()).toEqual(folders.map((name) => `sites/default.json: plugin "${name}" exists (plugins/${name}/) but is not listed under "plugins"`).sort());
    expect(problems.filter((p: string) => p.includes('"search"'))).toEqual([]);
  });

  it('reports a file that is not JSON', async () => {
    const root = project({ 'fr.json': '{"locale": "fr-FR",' });
    expect(await siteProblems(root)).toEqual([expect.stringMatching(/^sites\/fr\.json: not valid JSON/)]);
  });
});
