/**
 * Whether the page's store calls wait for sign-in (docs/rules.md §4): they wait only when the
 * page uses the store and a sign-in cookie exists; `session:ready` on the bus releases them.
 * The queue itself is runtime/store-queue.ts.
 */
import type { Bus } from './bus';
import { hasLoginCookies } from './cookies';
import type { PageConfig } from './page-config';
import { createStoreQueue, type StoreQueue } from './store-queue';

/** Creates the page's store-call queue, released by `session:ready` when it has to wait. */
export function createPageStoreQueue(page: PageConfig, bus: Pick<Bus, 'on'>): StoreQueue {
  const queue = createStoreQueue(page.useStore && hasLoginCookies(page.siteCode));
  bus.on('session:ready', () => queue.markReady());
  return queue;
}
