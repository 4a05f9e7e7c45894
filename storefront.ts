/**
 * The entry of dist/runtime.js, the one script a page includes: loaders of the plugin
 * definitions with their default settings (plugin-set.ts) and the site files (lazy chunks, so
 * boot grows with neither), and the rest of sites/default.json, which build.mjs injects as
 * `__SITE_DEFAULTS__` (an import of the file would put its plugin list in boot). With
 * plugin-set.ts, the only file that joins runtime/, plugins/ and sites/.
 */
import type { SiteFile } from './runtime/site-config';
import { start } from './runtime/start';

start({ plugins: () => import('./plugin-set'), siteFiles: () => import('./sites/index'), defaults: JSON.parse(__SITE_DEFAULTS__) as SiteFile });
