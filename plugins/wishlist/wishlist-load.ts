/**
 * The signed-in shopper's wishlist as the store holds it (docs/rules.md §7 "Cart and wishlist"):
 * `GET {store}/tokocommercewebservices/v2/{site}/users/current/wishlist?loadEntries=true`, 20 s
 * (§9), or, as the site's wishlist option `api` picks (docs/sites.md), the v4 identity wishlist
 * or the store interface's `getWishList` pages. A failure reads as an empty list (§8), and a
 * shopper without the `guid` cookie is not asked (§6). In the plugin's chunk: the sign-in hand-over (runtime/services/wishlist-store.ts)
 * does not need it.
 */
import { readCookie } from '../../runtime/cookies';
import { messageOf } from '../../runtime/errors';
import type { PageConfig, SiteConfig } from '../../runtime/index';
import type { WishlistStoreCall } from '../../runtime/services/wishlist-apis';

/** docs/rules.md §9: the wishlist load waits 20 s. */
export const WISHLIST_LOAD_TIMEOUT_MS = 20_000;
/** A product code as the buttons carry them (plugins/wishlist `data-sku`). */
const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

/**
 * The product codes of the default list (`isDefault`, else the first) in a
 * `users/current/wishlist?loadEntries=true` reply, without repeats; entries without a product
 * code are skipped. Throws, naming the field, when the reply holds no list.
 */
export function parseHybrisWishlist(reply: unknown): string[] {
  const lists = (reply as { wishlists?: unknown } | null)?.wishlists;
  if (!Array.isArray(lists)) throw new Error('"wishlists" is not a list');
  const list = (lists.find((l) => (l as { isDefault?: unknown } | null)?.isDefault === true) ?? lists[0]) as { entries?: unknown } | null | undefined;
  const entries = list?.entries ?? [];
  if (!Array.isArray(entries)) throw new Error('"wishlists[].entries" is not a list');
  const codes = entries.map((e) => (e as { product?: { code?: unknown } } | null)?.product?.code);
  return [...new Set(codes.filter((c): c is string => typeof c === 'string' && PRODUCT_CODE.test(c)))];
}

/** How the load reaches the store: `request` (runtime/http.ts), or a test's stand-in. */
export type WishlistCall = (url: string, init: { timeoutMs: number; credentials: 'include' }) => Promise<unknown>;

/**
 * What a load ended with: the list, and `ok` true when the server answered, false when it was
 * asked and failed (the list reads as empty, §8), absent when it was not asked (no `guid` cookie, §6).
 */
export interface WishlistRead {
  skus: string[];
  ok?: boolean;
}

/**
 * Runs one way of reading the list. Never rejects: without the `guid` cookie nothing is asked,
 * and a failed or unreadable reply is an empty list, with a console warning that says why.
 */
async function guarded(read: () => Promise<string[]>, log: Pick<Console, 'warn'>): Promise<WishlistRead> {
  if (readCookie('guid') === undefined) return { skus: [] };
  try {
    return { skus: await read(), ok: true };
  } catch (error) {
    log.warn(`storefront: wishlist: the wishlist did not load (${messageOf(error)}); it reads as empty`);
    return { skus: [], ok: false };
  }
}

/**
 * docs/rules.md §8: on the wishlist pages of Australia, New Zealand and Korea the page's callback
 * (`wishlist:loaded`) still fires when the load fails; elsewhere only a load that answered fires it.
 */
const CALLBACK_ON_FAILURE = ['au', 'nz', 'sec'];

/**
 * The page's wishlist callback for a load's end (docs/events.md `wishlist:loaded`), or undefined
 * when it does not fire: nothing was asked, or the load failed on a site other than au, nz and sec.
 */
export function loadedEvent({ skus, ok }: WishlistRead, siteCode: string): { skus: string[]; ok: boolean } | undefined {
  // A copy: the page's callback may sort or splice its list without changing `wishlist:changed`'s.
  return ok || (ok === false && CALLBACK_ON_FAILURE.includes(siteCode)) ? { skus: [...skus], ok } : undefined;
}

/** The signed-in shopper's wishlist from `{hybrisBase}users/current/wishlist?loadEntries=true`; never rejects. */
export function loadServerWishlist(call: WishlistCall, hybrisBase: string, log: Pick<Console, 'warn'>): Promise<WishlistRead> {
  return guarded(async () => parseHybrisWishlist(await call(`${hybrisBase}users/current/wishlist?loadEntries=true`, { timeoutMs: WISHLIST_LOAD_TIMEOUT_MS, credentials: 'include' })), log);
}

/**
 * The list from the server the site's wishlist option `api` names (docs/sites.md): `v4` the v4
 * identity wishlist, `store` the store interface's `getWishList` pages, both in a chunk of their
 * own that only those sites load (runtime/services/wishlist-apis.ts); never rejects.
 */
export function loadOtherWishlist(api: 'v4' | 'store', page: PageConfig, site: SiteConfig, storeCall: WishlistStoreCall, log: Pick<Console, 'warn'>): Promise<WishlistRead> {
  return guarded(async () => {
    const m = await import('../../runtime/services/wishlist-apis');
    return api === 'v4' ? m.readV4Wishlist(m.v4WishlistEnv(page, site)) : m.readStoreWishlist(storeCall);
  }, log);
}
