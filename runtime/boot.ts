/**
 * Boot: a plain function that brings the runtime up on one document from what it is given
 * (loaders of the plugin definitions and the site files, the site defaults). It reads the page
 * config, starts the dictionary and sprite, loads the definitions, site files and site
 * services in parallel, then starts the registry. It imports neither plugins/ nor sites/: the entry file
 * (storefront.ts) composes it, and tests boot it as often as they like.
 */
import { createBus } from './bus';
import { loadChunk } from './chunk-load';
import { dictionaryOverride, dictionaryUrl, loadDictionary } from './dictionary';
import { readPageConfig } from './page-config';
import type { PluginDefinition } from './plugin';
import type { StorefrontApi } from './public-api';
import { createRegistry, type Registry } from './registry';
import { errorText, reportError, messageOf } from './report';
import type { Runtime } from './runtime';
import type { SiteFile } from './site-config';
import { loadSprite } from './sprite';

/** What boot is given. */
export interface BootOptions {
  /**
   * Loads the plugin definitions and, optionally, their default settings (sites/default.json
   * "plugins"): a lazy chunk, loaded with the site files, so boot grows with neither.
   */
  readonly plugins: () => Promise<{ plugins: readonly PluginDefinition[]; settings?: SiteFile['plugins'] }>;
  /** Loads the site files (a lazy chunk); on failure the page runs on `defaults`. */
  readonly siteFiles: () => Promise<{ siteFiles: Readonly<Record<string, unknown>> }>;
  /** sites/default.json (its plugin settings may come with the definitions instead), checked at build time; boot reads it before the site files arrive. */
  readonly defaults: SiteFile;
  readonly document?: Document;
}

/** A booted runtime. */
export interface Booted {
  readonly api: StorefrontApi;
  readonly registry: Registry;
  /** Stops watching the page and unmounts every plugin (tests; pages never stop). */
  stop(): void;
}

/** Lets the browser handle input and paint between boot stages (no stage joins another into one long task); start.ts uses it to leave module evaluation's task. */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A chunk's check: it exports `name` (a foreign or empty file does not). */
const has = (name: string) => (m: Record<string, unknown>) => m[name] !== undefined;

/** Boots the runtime on the document; resolves with it, or null when the page config is unusable. */
export async function boot({ plugins, siteFiles, defaults, document: doc = document }: BootOptions): Promise<Booted | null> {
  const page = readPageConfig(doc);
  if (!page) return null;
  const bus = createBus((type, error) => reportError('runtime', 'bus', `a "${type}" listener threw: ${errorText(error)}`));

  // The chunks first: they are the longest wait, and none of them needs the words or the sprite.
  const sites = loadChunk<{ siteFiles: Record<string, unknown> }>('chunk "sites"', siteFiles, has('siteFiles')).catch((error: unknown) => {
    console.warn(`storefront: ${messageOf(error)}; using sites/default.json`);
    return { siteFiles: {} };
  });
  type Definitions = { plugins: readonly PluginDefinition[]; settings?: SiteFile['plugins'] };
  const definitions = loadChunk<Definitions>('chunk "plugins"', plugins, has('plugins')).catch((error: unknown): Definitions => {
    reportError('runtime', 'load', error);
    return { plugins: [] };
  });
  const services = loadChunk<typeof import('./site-services')>('chunk "site-services"', () => import('./site-services'), has('resolveSiteConfig'));
  await yieldToMain();
  const locale = page.language || page.localLang;
  const url = dictionaryUrl(defaults.dictionary ?? '', locale, page.i18nAppsParam, dictionaryOverride(doc));
  const dictionary = loadDictionary(url);
  void loadSprite(defaults.sprite ?? '', doc);
  const [{ siteFiles: files }, { plugins: list, settings }, svc] = await Promise.all([sites, definitions, services]);
  const base: SiteFile = settings ? { ...defaults, plugins: { ...defaults.plugins, ...settings } } : defaults;

  await yieldToMain();
  const storeQueue = svc.createPageStoreQueue(page, bus);
  const site = await svc.resolveSiteConfig(page.siteCode, files, base, doc);
  await yieldToMain();
  const t: Runtime['t'] = (key, fallback) => fallback ?? key;
  const source = svc.createRuntimeSource({ page, site, bus, queue: storeQueue.queue, t });
  svc.startPage(page, site, bus, source, doc);
  // Plugins mount at once with the page's own text, and re-render when the words arrive.
  void dictionary.then((d) => {
    source.set({ ...source.get(), t: d.t });
    bus.emit('dictionary:ready', { loaded: d.loaded });
  });

  const registry = createRegistry({
    definitions: list,
    settings: site.plugins,
    bus,
    root: doc,
    loadMountKit: () =>
      loadChunk<typeof import('./mount-kit')>('chunk "mount-kit"', () => import('./mount-kit'), has('createMounter')).then(
        // Evaluating the renderer, making the root (its first render) and the first mounts are each
        // a task of their own: together they made boot's longest task on a slow phone.
        async (m) => {
          // A task of its own, once the page's stylesheets are in (or failed): plugins measure
          // the page as they mount (docs/architecture.md "Boot").
          await m.stylesReady(doc);
          const mounter = m.createMounter(source, doc);
          await yieldToMain();
          return { mounter, createInstance: m.createInstance, detachHost: m.detachHost };
        },
        (error: unknown) => {
          reportError('runtime', 'load', error);
          throw error;
        },
      ),
  });
  const api = svc.createPublicApi(source, registry, svc.createFormatPrice(page.siteCode, files, base));
  await yieldToMain();
  registry.start();
  return { api, registry, stop: () => registry.stop() };
}
