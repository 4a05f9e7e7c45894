/**
 * The booted runtime's services, set once by boot and read by plugins through
 * runtime/index.ts (`useRuntime`, `useT`). One instance per page.
 */
import type { Bus } from './bus';
import type { PageConfig } from './page-config';
import type { SiteConfig } from './site-config';
import type { StoreQueue } from './store-queue';

/** What boot provides to every plugin. */
export interface Runtime {
  readonly page: PageConfig;
  readonly site: SiteConfig;
  readonly bus: Bus;
  readonly queue: StoreQueue['queue'];
  /** The dictionary lookup: translation, else the page's text (`fallback`), else the key. */
  readonly t: (key: string, fallback?: string) => string;
}

let current: Runtime | undefined;

/** Boot sets the runtime once. */
export function setRuntime(runtime: Runtime): void {
  current = Object.freeze(runtime);
}

/** The booted runtime; throws a clear error when used before boot (a plugin mounted by hand). */
export function getRuntime(): Runtime {
  if (!current) throw new Error('storefront: the runtime has not booted; plugins are mounted by the registry, not by hand');
  return current;
}
