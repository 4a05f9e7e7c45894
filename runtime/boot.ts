/**
 * Boot: the entry of dist/runtime.js, the one script a page includes (DESIGN "The shape").
 * Reads the page config, starts the site config, dictionary and sprite in parallel, then lets
 * the registry mount the plugins the site enables. Boot is the composition root: the one
 * runtime file that imports sites/ and plugins/ (both lazily or as plain definitions).
 */
import defaults from '../sites/default.json';
import { plugins } from '../plugins/index';
import { createBus } from './bus';
import { setRuntime } from './context';
import { DICTIONARY_ATTRIBUTE, dictionaryUrl, loadDictionary } from './dictionary';
import { readPageConfig } from './page-config';
import { createRegistry } from './registry';
import { reportError } from './report';
import type { SiteFile } from './site-config';
import { loadSprite } from './sprite';

/**
 * Lets the browser handle input and paint between boot stages, so no stage joins another
 * into one long task (budget: none over 50 ms on the 4× throttled bench).
 */
const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Boots the runtime on `document`. Resolves when the site config is applied and plugins are scanned. */
export async function boot(): Promise<void> {
  // The start of boot, for field timing and bench/boot.bench.mjs.
  performance.mark?.('storefront:boot');
  if (window.storefront) return console.warn('storefront: runtime.js is included twice; the second copy does nothing');
  const page = readPageConfig(document);
  if (!page) return;

  // sites/default.json is build-time data, validated by test/sites; boot only reads two URLs of it.
  const siteDefaults = defaults as SiteFile;
  const bus = createBus((type, error) => reportError('runtime', 'bus', `a "${type}" listener threw: ${String(error)}`));

  const locale = page.language || page.localLang;
  const url = dictionaryUrl(siteDefaults.dictionary ?? '', locale, page.i18nAppsParam, document.documentElement.getAttribute(DICTIONARY_ATTRIBUTE));
  const dictionary = loadDictionary(url).then((d) => (bus.emit('dictionary:ready', { loaded: d.loaded }), d));
  void loadSprite(siteDefaults.sprite ?? '');
  const [sites, config] = await Promise.all([import('../sites/index'), import('./boot-config')]);

  await yieldToMain();
  const storeQueue = config.createPageQueue(page, bus);
  const site = await config.resolveSiteConfig(page.siteCode, sites.siteFiles, siteDefaults, document);
  await yieldToMain();
  let t: (key: string, fallback?: string) => string = (key, fallback) => fallback ?? key;
  void dictionary.then((d) => (t = d.t));
  const runtime = { page, site, bus, queue: storeQueue.queue, t: (key: string, fallback?: string) => t(key, fallback) };
  setRuntime(runtime);

  const registry = createRegistry({
    definitions: plugins,
    settings: site.plugins,
    bus,
    before: dictionary,
    loadMounter: () =>
      import('./mount').then(
        (m) => m.createMounter(),
        (error: unknown) => {
          reportError('runtime', 'load', error);
          throw error;
        },
      ),
  });
  config.installPublicApi(runtime, registry, config.createFormatPrice(page.siteCode, sites.siteFiles, siteDefaults));
  await yieldToMain();
  registry.start();
}

// Module evaluation and boot's first stage run in separate tasks.
void yieldToMain().then(boot).catch((error: unknown) => reportError('runtime', 'config', error));
