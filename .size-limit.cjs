/**
 * Size budgets (brotli). They only go down. File lists come from dist/manifest.json, which
 * build.mjs writes: `boot` is runtime.js plus every chunk it imports statically.
 */
const { readFileSync } = require('node:fs');

const manifest = JSON.parse(readFileSync(`${__dirname}/dist/manifest.json`, 'utf8'));
const dist = (files) => files.map((f) => `dist/${f}`);
const closure = (file, seen = new Set()) => {
  if (seen.has(file)) return [];
  seen.add(file);
  return [file, ...(manifest.outputs[file]?.imports ?? []).flatMap((f) => closure(f, seen))];
};
const chunkOf = (prefix) => Object.keys(manifest.outputs).find((f) => f.startsWith(`chunks/${prefix}-`));
const reactChunks = Object.keys(manifest.outputs).filter((f) => closure(chunkOf('mount')).includes(f) && !manifest.boot.includes(f));

module.exports = [
  { name: 'boot: dist/runtime.js + its static imports', path: dist(manifest.boot), limit: '6 kB', brotli: true },
  {
    name: 'boot with site config (+ sites, boot-config chunks)',
    path: dist([...new Set([...manifest.boot, ...closure(chunkOf('sites')), ...closure(chunkOf('boot-config'))])]),
    limit: '12.5 kB',
    brotli: true,
  },
  { name: 'renderer (preact/compat behind the React API) and the mount, loaded with the first plugin', path: dist(reactChunks), limit: '8.5 kB', brotli: true },
  {
    name: 'plugin cart-badge (renderer excluded)',
    path: dist(closure(manifest.plugins['cart-badge']).filter((f) => !manifest.boot.includes(f) && !reactChunks.includes(f))),
    limit: '4.5 kB',
    brotli: true,
  },
  {
    name: 'plugin search (React excluded)',
    path: dist(closure(manifest.plugins.search).filter((f) => !manifest.boot.includes(f) && !reactChunks.includes(f))),
    limit: '8 kB',
    brotli: true,
  },
];
