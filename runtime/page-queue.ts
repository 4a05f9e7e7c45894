/**
 * The page's store-call queue (SPEC §4), wired to the page: it waits for sign-in readiness
 * only when the store is used and a sign-in cookie exists, and `session:ready` releases it.
 */
import type { Bus } from './bus';
import { hasLoginCookies } from './cookies';
import type { PageConfig } from './page-config';
import { createStoreQueue, type StoreQueue } from './store-queue';

/** Creates the page's queue. */
export function createPageQueue(page: PageConfig, bus: Bus): StoreQueue {
  const queue = createStoreQueue(page.useStore && hasLoginCookies(page.siteCode));
  bus.on('session:ready', () => queue.markReady());
  return queue;
}
