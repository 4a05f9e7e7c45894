/**
 * What boot needs only once the site files arrive: site config resolution, the public API and
 * the price formatter. A separate chunk, loaded in parallel with the sites and the dictionary,
 * keeps the boot code small (budget in .size-limit.cjs).
 */
export { resolveSiteConfig } from './site-loader';
export { installPublicApi } from './public-api';
export { createFormatPrice } from './price-api';
export { createPageQueue } from './page-queue';
