/**
 * `window.storefront` (docs/architecture.md "Public API"): what the legacy inline scripts that
 * remain on pages may use to cooperate with the runtime. Read-only config, the bus, the store
 * queue, the dictionary, prices, rescans and plugin switches. A switch that cannot be done
 * says why in the console.
 */
import type { Runtime, RuntimeSource } from './runtime';
import type { Registry, SwitchResult } from './registry';

/** The page's `window.storefront`. */
export interface StorefrontApi {
  readonly version: string;
  readonly page: Runtime['page'];
  readonly site: Runtime['site'];
  readonly bus: Runtime['bus'];
  queue: Runtime['queue'];
  /** The dictionary lookup (the page's text until the dictionary arrives). */
  t: Runtime['t'];
  /** Formats an amount in the page's (or the given) site's currency format (docs/rules.md §5, §9). */
  formatPrice(amount: number | string | null | undefined, siteCode?: string): string;
  /** Scans `root` (default: the document) for markers added without a DOM mutation the runtime saw. */
  rescan(root?: ParentNode): void;
  /** Switches a plugin on; false if already on, and false with a console warning if unknown or switched off by the site or page. */
  enable(name: string): boolean;
  /** Switches a plugin off and unmounts its instances, restoring their markers (in short tasks, at once while the current one has time: each instance emits `plugin:unmounted`); false if unknown or already off. */
  disable(name: string): boolean;
  /** Names of the plugins with mounted instances (rendered, not only handed to the renderer). */
  mounted(): string[];
  /** Popups, messages and the snack bar (docs/architecture.md "Popups"); the kit loads on first use. */
  readonly popup: {
    /** Opens the page's layer popup with this id (`'layerPrivacy'` or `'#layerPrivacy'`); false with a console warning when there is none. */
    open(id: string): Promise<boolean>;
    /** Shows an OK/cancel popup; resolves true on OK. */
    confirm(text: string, options?: { title?: string; ok?: string; cancel?: string }): Promise<boolean>;
    /** Shows a message with one button (as text, never markup); resolves when it closes. */
    alert(text: string, options?: { title?: string; button?: string }): Promise<void>;
    /** Shows a snack-bar message (one at a time: a new one replaces the old). */
    toast(text: string): void;
    /** Plays a same-origin video in a popup, 16:9 or 9:16 with `vertical`; false with a console warning for a refused source. */
    video(src: string, options?: { vertical?: boolean; title?: string }): Promise<boolean>;
  };
}

declare global {
  interface Window {
    storefront?: StorefrontApi;
  }
}

/** Turns a switch outcome into the API's boolean, warning when it was not done. */
function explain(verb: 'enable' | 'disable', name: unknown, result: SwitchResult, names: readonly string[]): boolean {
  const call = `storefront.${verb}(${JSON.stringify(name)})`;
  if (result === 'unknown') {
    // The suggestion code loads only when someone mistypes a name (the warning follows at once).
    void import('./closest-name').then(({ closestName }) => {
      const near = typeof name === 'string' ? closestName(name, names) : undefined;
      console.warn(`storefront: ${call}: no such plugin${near ? `; did you mean ${near}?` : ''} (plugins: ${names.join(', ')})`);
    });
  } else if (result === 'off-by-config') {
    console.warn(`storefront: ${call}: the site or page config switches this plugin off, and the page cannot switch it back on`);
  }
  return result === 'done';
}

/**
 * One `storefront.popup` member: loads the overlay front door on the call, so pages that never
 * open a popup load none of it (the config step every page loads stays the same size).
 */
const popupCall =
  (name: keyof typeof import('./ui/overlay')['pagePopup']) =>
  (...args: unknown[]) =>
    import('./ui/overlay').then(({ pagePopup }) => (pagePopup[name] as (...a: unknown[]) => unknown)(...args));

/** Builds the frozen API object for `registry` and the page's runtime. */
export function createPublicApi(source: RuntimeSource, registry: Registry, formatPrice: StorefrontApi['formatPrice']): StorefrontApi {
  const runtime = source.get();
  const switchPlugin = (verb: 'enable' | 'disable', name: string) =>
    explain(verb, name, typeof name === 'string' ? registry[verb](name) : 'unknown', registry.names());
  return Object.freeze({
    version: __VERSION__,
    page: runtime.page,
    site: runtime.site,
    bus: runtime.bus,
    queue: runtime.queue,
    t: (key: string, fallback?: string) => source.get().t(key, fallback),
    formatPrice,
    rescan: (root?: ParentNode) => registry.rescan(root),
    enable: (name: string) => switchPlugin('enable', name),
    disable: (name: string) => switchPlugin('disable', name),
    mounted: () => [...new Set(registry.mounted().map((i) => i.plugin))],
    popup: Object.freeze({ open: popupCall('open'), confirm: popupCall('confirm'), alert: popupCall('alert'), toast: popupCall('toast'), video: popupCall('video') }) as StorefrontApi['popup'],
  });
}
