/**
 * The entry of dist/runtime.js, the one script a page includes: loaders of the plugin
 * definitions and the site files (lazy chunks, so boot does not grow with either) and the
 * site defaults, handed to the runtime's start. The only file that joins runtime/, plugins/
 * and sites/.
 */
import defaults from './sites/default.json';
import type { SiteFile } from './runtime/site-config';
import { start } from './runtime/start';

start({ plugins: () => import('./plugins/index'), siteFiles: () => import('./sites/index'), defaults: defaults as SiteFile });
