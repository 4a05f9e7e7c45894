/**
 * The signed-in wishlist on the servers a few sites use instead of the Hybris list and the store
 * interface's add and remove (docs/sites.md wishlist option `api`), loaded only on those sites:
 * the v4 identity wishlist (`{store}/v4/identity/wishlist`: GET the list, POST `{sku}`, DELETE
 * `/{sku}`, each answering the list `[{sku, deleted}]`; docs/rules.md §7) and the store
 * interface's `getWishList` pages (page 1, pageSize 5, read in turn).
 */
import { jwtCookie, readCookie } from '../cookies';
import { request } from '../http';
import type { PageConfig } from '../page-config';
import type { SiteConfig } from '../site-config';

/** docs/rules.md §7: the v4 identity calls carry this app id. */
const APP_ID = 'identity-store';
/** The v4 identity wishlist's add and remove have no figure in docs/rules.md §9: the store's 10 s. */
const V4_CHANGE_TIMEOUT_MS = 10_000;
const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

/** The v4 identity wishlist of this page (docs/rules.md §7): its address and headers. */
export interface V4WishlistEnv {
  url: string;
  headers: Record<string, string>;
  /** The discount-program store the list belongs to, sent with the load as `store_id` (us only, from `tmktid`). */
  storeId?: string;
}

/**
 * `{store}/v4/identity/wishlist` (the site's `endpoints.store`, else the page's store domain), the
 * app id and the shopper's jwt; on us, the discount-program store id of the `tmktid` cookie, which
 * the sign-in check sends too (docs/rules.md §7).
 */
export function v4WishlistEnv(page: PageConfig, site: SiteConfig): V4WishlistEnv {
  const store = (site.endpoints.store || page.storeDomain || page.gpvStoreDomain || '').trim().replace(/\/+$/, '');
  const storeId = page.siteCode === 'us' ? readCookie('discountStoreId') : undefined;
  return { url: `${store}/v4/identity/wishlist`, headers: { 'x-ecom-app-id': APP_ID, 'x-ecom-jwt': readCookie(jwtCookie(page.siteCode)) ?? '' }, ...(storeId ? { storeId } : {}) };
}

/** The live product codes of a v4 list `[{sku, deleted}]`, without repeats; throws when the reply is not a list. */
export function v4WishlistSkus(reply: unknown): string[] {
  if (!Array.isArray(reply)) throw new Error('the v4 wishlist is not a list');
  const skus = reply.filter((e) => e?.deleted !== true).map((e) => e?.sku);
  return [...new Set(skus.filter((s): s is string => typeof s === 'string' && CODE.test(s)))];
}

/** Adds (POST `{sku}`) or removes (DELETE `/{sku}`) one code; true only when the list the store answers shows the change. */
export async function v4Wishlist(env: V4WishlistEnv, action: 'add' | 'remove', code: string): Promise<boolean> {
  try {
    const add = action === 'add';
    const reply = await request(add ? env.url : `${env.url}/${encodeURIComponent(code)}`, { method: add ? 'POST' : 'DELETE', ...(add ? { body: { sku: code } } : {}), headers: env.headers, credentials: 'include', timeoutMs: V4_CHANGE_TIMEOUT_MS });
    return v4WishlistSkus(reply).includes(code) === add;
  } catch {
    return false;
  }
}

/** docs/rules.md §9: the wishlist load waits 20 s. */
const LOAD_TIMEOUT_MS = 20_000;

/** The shopper's v4 identity wishlist (GET, 20 s, with `?store_id=` when the env has one, encoded as a query value); rejects on a failure or a reply that is not a list. */
export async function readV4Wishlist(env: V4WishlistEnv): Promise<string[]> {
  return v4WishlistSkus(await request(env.storeId ? `${env.url}?store_id=${encodeURIComponent(env.storeId)}` : env.url, { headers: env.headers, credentials: 'include', timeoutMs: LOAD_TIMEOUT_MS }));
}

/** A store-interface call as the wishlist makes it: the reply with its result code and message. */
export type WishlistStoreCall = (action: string, params: Record<string, string>) => Promise<{ resultCode: string; resultMessage: string; resultData?: unknown }>;

/** `getWishList` pages are read in turn up to this many (100 items). */
export const STORE_WISHLIST_PAGES = 20;
const PAGE_SIZE = 5;

/**
 * The list through the store interface's `getWishList?page=…&pageSize=5`, page after page until
 * `totalCount` codes came, a page came back short, or {@link STORE_WISHLIST_PAGES} pages were
 * read. Rejects, naming the field or the code, on a result code other than 0000 or a reply
 * without `resultData.list`.
 */
export async function readStoreWishlist(storeCall: WishlistStoreCall): Promise<string[]> {
  const codes = new Set<string>();
  for (let page = 1; page <= STORE_WISHLIST_PAGES; page++) {
    const reply = await storeCall('getWishList', { page: String(page), pageSize: String(PAGE_SIZE) });
    if (reply.resultCode !== '0000') throw new Error(`getWishList answered ${reply.resultCode || 'no result code'} ${reply.resultMessage}`.trim());
    const { list, totalCount } = (reply.resultData ?? {}) as { list?: unknown; totalCount?: unknown };
    if (!Array.isArray(list)) throw new Error('getWishList: "resultData.list" is not a list');
    for (const e of list) if (typeof e?.productCode === 'string' && CODE.test(e.productCode)) codes.add(e.productCode);
    if (list.length < PAGE_SIZE || (typeof totalCount === 'number' && page * PAGE_SIZE >= totalCount)) break;
  }
  return [...codes];
}
