/**
 * What boot needs only once the site files arrive: site config resolution, the page's
 * store-call queue, the runtime's source, the public API, the price formatter, and the start
 * of the session and the page services. A separate chunk, loaded in parallel with the sites
 * and the dictionary, keeps the boot code small (.size-limit.cjs).
 */
import type { Bus } from './bus';
import type { PageConfig } from './page-config';
import { startPageServices } from './page-services';
import type { RuntimeSource } from './runtime';
import { startSignIn } from './sign-in-wait';
import type { SiteConfig } from './site-config';

export { resolveSiteConfig } from './resolve-site-config';
export { createPublicApi } from './public-api';
export { createFormatPrice } from './price-api';
export { createPageStoreQueue } from './sign-in-wait';
export { createRuntimeSource } from './runtime';

/** Starts what the page needs beside its plugins: the session (sign-in wait) and the page services. */
export function startPage(page: PageConfig, site: SiteConfig, bus: Bus, source: RuntimeSource, doc: Document): void {
  void startSignIn(page, site, bus, source);
  void startPageServices(page, doc);
}
