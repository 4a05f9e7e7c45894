/**
 * `window.storefront` (DESIGN "Public API"): what the legacy inline scripts that remain on
 * pages may use to cooperate with the runtime. Read-only config, the bus, the store queue,
 * the dictionary, prices, rescans and plugin switches.
 */
import type { Runtime } from './context';
import type { Registry } from './registry';

/** The page's `window.storefront`. */
export interface StorefrontApi {
  readonly version: string;
  readonly page: Runtime['page'];
  readonly site: Runtime['site'];
  readonly bus: Runtime['bus'];
  queue: Runtime['queue'];
  t: Runtime['t'];
  /** Formats an amount in the page's (or the given) site's currency format (SPEC §5, §9). */
  formatPrice(amount: number | string | null | undefined, siteCode?: string): string;
  /** Scans `root` (default: the document) for markers added without a DOM mutation the runtime saw. */
  rescan(root?: ParentNode): void;
  /** Switches a plugin on; false if unknown or already on. */
  enable(name: string): boolean;
  /** Switches a plugin off and unmounts its instances; false if unknown or already off. */
  disable(name: string): boolean;
  /** Names of the plugins with mounted instances. */
  mounted(): string[];
}

declare global {
  interface Window {
    storefront?: StorefrontApi;
  }
}

/** Builds and installs the frozen API object on `window.storefront`. */
export function installPublicApi(runtime: Runtime, registry: Registry, formatPrice: StorefrontApi['formatPrice']): StorefrontApi {
  const api: StorefrontApi = Object.freeze({
    version: __VERSION__,
    page: runtime.page,
    site: runtime.site,
    bus: runtime.bus,
    queue: runtime.queue,
    t: runtime.t,
    formatPrice,
    rescan: (root?: ParentNode) => registry.rescan(root),
    enable: (name: string) => registry.enable(name),
    disable: (name: string) => registry.disable(name),
    mounted: () => [...new Set(registry.mounted().map((i) => i.plugin))],
  });
  Object.defineProperty(window, 'storefront', { value: api, writable: false, configurable: false, enumerable: true });
  return api;
}
