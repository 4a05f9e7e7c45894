/**
 * Whether the page's store calls wait for sign-in (docs/rules.md §4): they wait only when the
 * page uses the store and a sign-in cookie exists; `session:ready` on the bus releases them.
 * The queue itself is runtime/store-queue.ts; the session service that emits `session:ready`
 * is a chunk (runtime/services/session-start.ts) loaded only when a sign-in cookie exists.
 */
import type { Bus } from './bus';
import { hasLoginCookies } from './cookies';
import type { PageConfig } from './page-config';
import type { RuntimeSource } from './runtime';
import type { SiteConfig } from './site-config';
import { createStoreQueue, type StoreQueue } from './store-queue';

/** Creates the page's store-call queue, released by `session:ready` when it has to wait. */
export function createPageStoreQueue(page: PageConfig, bus: Pick<Bus, 'on'>): StoreQueue {
  const queue = createStoreQueue(page.useStore && hasLoginCookies(page.siteCode));
  bus.on('session:ready', () => queue.markReady());
  return queue;
}

type SessionChunk = typeof import('./services/session-start');
const loadSessionChunk = (): Promise<SessionChunk> => import('./services/session-start');

/**
 * Makes the session known. Without a sign-in cookie the shopper is signed out and nothing is
 * loaded; with one, the session chunk checks it. If the chunk cannot load or throws, the page
 * is signed out and the queue released all the same: `session:ready` comes exactly once.
 */
export function startSignIn(
  page: PageConfig,
  site: SiteConfig,
  bus: Pick<Bus, 'on' | 'emit' | 'last'>,
  source: Pick<RuntimeSource, 'get'>,
  load: () => Promise<SessionChunk> = loadSessionChunk,
): Promise<void> {
  const signedOut = () => {
    if (bus.last('session:ready')) return;
    bus.emit('session:changed', { signedIn: false, firstName: '', lastName: '', loginType: '' });
    bus.emit('session:ready', { signedIn: false });
  };
  if (!hasLoginCookies(page.siteCode)) return Promise.resolve(signedOut());
  // Not through loadChunk and reportError: sharing them with boot would move them into a chunk of their own.
  return load()
    .then((m) => m.startSession({ page, site, bus, t: (key, fallback) => source.get().t(key, fallback), ui: m.pageSessionUi() }).ready)
    .then(
      () => undefined,
      (error: unknown) => {
        console.error(`storefront: the session could not start: ${error instanceof Error ? error.message : String(error)}; signed out`);
        signedOut();
      },
    );
}
