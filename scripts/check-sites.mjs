#!/usr/bin/env node
/**
 * Build-time check of the site files: sites/default.json and every sites/<code>.json are
 * checked with the runtime's own rules (runtime/site-file-check.ts), and default.json must list
 * exactly the plugins that exist (plugins/<name>/index.ts), since those names are the valid
 * ones at run time. Prints each problem with the closest valid name; build.mjs stops on any.
 *
 *   node scripts/check-sites.mjs        exits 1 when a site file has a problem
 */
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The runtime's checker, bundled for Node (it is TypeScript and uses no DOM). */
async function loadChecker(root) {
  const out = await build({ absWorkingDir: root, entryPoints: ['runtime/site-file-check.ts'], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

/** Every problem of the site files under `root`, as "file: problem" lines. */
export async function siteProblems(root = join(here, '..')) {
  const { checkSiteFile } = await loadChecker(root);
  const sites = join(root, 'sites');
  const problems = [];
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(join(sites, file), 'utf8'));
    } catch (error) {
      problems.push(`sites/${file}: not valid JSON (${error.message})`);
      return undefined;
    }
  };
  const existing = readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'plugins', d.name, 'index.ts')))
    .map((d) => d.name);
  const defaults = read('default.json');
  if (defaults !== undefined) problems.push(...checkSiteFile(defaults, 'sites/default.json', { defaults: true, plugins: existing }).problems);
  const listed = Object.keys(defaults?.plugins ?? {});
  for (const name of existing) if (!listed.includes(name)) problems.push(`sites/default.json: plugin "${name}" exists (plugins/${name}/) but is not listed under "plugins"`);
  for (const file of readdirSync(sites).filter((f) => f.endsWith('.json') && f !== 'default.json').sort()) {
    const data = read(file);
    if (data !== undefined) problems.push(...checkSiteFile(data, `sites/${file}`, { plugins: listed }).problems);
  }
  return problems;
}

/** Prints the problems; true when there are none. */
export async function sitesAreValid(root) {
  const problems = await siteProblems(root);
  for (const p of problems) console.error(`site check: ${p.replace(/; ignoring it$/, '')}`);
  if (problems.length) console.error(`site check: ${problems.length} problem(s) in sites/; fix them and build again`);
  return problems.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = (await sitesAreValid()) ? 0 : 1;
