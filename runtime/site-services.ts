/**
 * What boot needs only once the site files arrive: site config resolution, the page's
 * store-call queue, the runtime's source, the public API and the price formatter. A separate chunk, loaded in
 * parallel with the sites and the dictionary, keeps the boot code small (.size-limit.cjs).
 */
export { resolveSiteConfig } from './resolve-site-config';
export { createPublicApi } from './public-api';
export { createFormatPrice } from './price-api';
export { createPageStoreQueue, startSignIn } from './sign-in-wait';
export { createRuntimeSource } from './runtime';
