/**
 * Size budgets (brotli). They only go down. Every shipped byte is counted once:
 *   boot      runtime.js and the chunks it imports statically (manifest `boot`)
 *   config    the chunks boot loads next, in parallel with the dictionary (sites, site-services, plugin definitions)
 *   renderer  preact/compat (behind the React API) and the mount, with the first plugin
 *   shared    runtime chunks that two or more plugins load (cookies, http, runtime context)
 *   plugin X  the chunks only plugin X loads
 * File lists come from dist/manifest.json, written by build.mjs.
 */
const { readFileSync } = require('node:fs');

const manifest = JSON.parse(readFileSync(`${__dirname}/dist/manifest.json`, 'utf8'));
const dist = (files) => files.map((f) => `dist/${f}`);
const closure = (file, seen = new Set()) => {
  if (!file || seen.has(file)) return [];
  seen.add(file);
  return [file, ...(manifest.outputs[file]?.imports ?? []).flatMap((f) => closure(f, seen))];
};
const chunkOf = (prefix) => Object.keys(manifest.outputs).find((f) => f.startsWith(`chunks/${prefix}-`));
const boot = new Set(manifest.boot);
const config = [...new Set([...closure(chunkOf('sites')), ...closure(chunkOf('site-services')), ...closure(chunkOf('plugins'))])].filter((f) => !boot.has(f));
const renderer = closure(chunkOf('mount')).filter((f) => !boot.has(f));
const counted = new Set([...boot, ...config, ...renderer]);
const pluginFiles = Object.fromEntries(Object.entries(manifest.plugins).map(([name, file]) => [name, closure(file).filter((f) => !counted.has(f))]));
const loadedBy = (f) => Object.values(pluginFiles).filter((files) => files.includes(f)).length;
const shared = [...new Set(Object.values(pluginFiles).flat())].filter((f) => loadedBy(f) > 1);
const own = (name) => pluginFiles[name].filter((f) => !shared.includes(f));

module.exports = [
  { name: 'boot: dist/runtime.js + its static imports', path: dist([...boot]), limit: '6 kB', brotli: true },
  { name: 'config: site files, site config, public API, prices (parallel with the dictionary)', path: dist(config), limit: '6.5 kB', brotli: true },
  { name: 'renderer: preact/compat and the mount (with the first plugin)', path: dist(renderer), limit: '8.5 kB', brotli: true },
  { name: 'shared: runtime services loaded by several plugins', path: dist(shared), limit: '0.5 kB', brotli: true },
  { name: 'plugin cart-badge: its own chunks', path: dist(own('cart-badge')), limit: '0.75 kB', brotli: true },
  { name: 'plugin search: its own chunks (renderer excluded)', path: dist(own('search')), limit: '8 kB', brotli: true },
];
