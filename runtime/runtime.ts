/**
 * What boot provides to every plugin: the page and site config, the bus, the store-call queue
 * and the dictionary lookup. A plain type (no code), so boot can name it without React.
 */
import type { Bus } from './bus';
import type { PageConfig } from './page-config';
import type { SiteConfig } from './site-config';
import type { StoreQueue } from './store-queue';

/** The runtime's services. A new object when the dictionary's words arrive, so text re-renders. */
export interface Runtime {
  readonly page: PageConfig;
  readonly site: SiteConfig;
  readonly bus: Bus;
  readonly queue: StoreQueue['queue'];
  /** The dictionary lookup: translation, else the page's text (`fallback`), else the key. */
  readonly t: (key: string, fallback?: string) => string;
}

/** The page's current runtime and its changes (the dictionary arriving), for the mount root. */
export interface RuntimeSource {
  get(): Runtime;
  subscribe(onChange: () => void): () => void;
}

/** A runtime source holding `initial` until `set` replaces it. */
export function createRuntimeSource(initial: Runtime): RuntimeSource & { set(next: Runtime): void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    set(next) {
      current = next;
      listeners.forEach((l) => l());
    },
  };
}
