/**
 * The plugins chunk: every plugin definition and its default settings (sites/default.json
 * "plugins"), loaded together by boot, so boot grows with neither (docs/architecture.md
 * "Plugin definitions"). Like storefront.ts, it joins plugins/ and sites/.
 */
export { plugins } from './plugins/index';
export { plugins as settings } from './sites/default.json';
