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

/** How long the session chunk may take to arrive before the page goes on signed out. */
export const SESSION_CHUNK_MS = 10_000;

type SessionChunk = Pick<typeof import('./services/session-start'), 'startOnPage'>;
const loadSessionChunk = (): Promise<SessionChunk> => import('./services/session-start');

/**
 * Makes the session known. Without a sign-in cookie (or a status in the query) the shopper is
 * signed out and nothing is loaded; with one, the session chunk checks it. If the chunk cannot load, hangs for 10 s or
 * throws, the page is signed out and the queue released all the same: `session:ready` comes
 * exactly once. Kept small: it ships in the config step of every page (.size-limit.cjs).
 */
export function startSignIn(
  page: PageConfig,
  site: SiteConfig,
  bus: Pick<Bus, 'on' | 'emit' | 'last'>,
  source: Pick<RuntimeSource, 'get'>,
  load: () => Promise<SessionChunk> = loadSessionChunk,
): Promise<unknown> {
  const signedOut = () => bus.last('session:ready') || (bus.emit('session:changed', { signedIn: false }), bus.emit('session:ready', { signedIn: false }));
  // A status the query asks to show (docs/rules.md §4 "Session-check") needs the chunk too, signed in or not.
  if (!hasLoginCookies(page.siteCode) && !/[?&](customerStatus|isblock)=/.test(location.search)) return Promise.resolve(signedOut());
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Not through loadChunk: sharing it with boot would move it into a chunk of its own. The race has
  // settled when the 10 s are up, so a chunk arriving later never starts a second session.
  return Promise.race([load(), new Promise<never>((_, reject) => (timer = setTimeout(reject, SESSION_CHUNK_MS, `no answer within ${SESSION_CHUNK_MS / 1000} s`)))])
    .then((m) => m.startOnPage(page, site, bus, source))
    .catch((error: unknown) => {
      console.error('storefront: the session could not start, signed out:', error);
      signedOut();
    })
    .finally(() => clearTimeout(timer));
}
