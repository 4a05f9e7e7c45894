/**
 * The discount store's data and calls (docs/rules.md §4 "US discount store", §7): the discount
 * cookies from the member's store, the savings of the fetched cart, the logo check, exit store
 * and the store list with its five-entry fallback. Every reply is untrusted.
 */
import { jwtCookie, readCookie, removeCookie, request, writeCookie, type PageConfig, type SiteConfig } from '../../runtime/index';
import { DISCOUNT_COOKIE_FIELDS, type DiscountStore } from '../../runtime/rules/discount-member';

/** docs/rules.md §9 gives these calls no time of their own: the session calls' 10 s. */
export const CALL_TIMEOUT_MS = 10_000;

type Log = Pick<Console, 'warn'>;

/** docs/rules.md §3: the discount cookies, written from the member's store (`epp_verified` Y or N). */
export function setDiscountCookies(store: DiscountStore): void {
  for (const [cookie, field] of DISCOUNT_COOKIE_FIELDS) writeCookie(cookie, field === 'verified' ? (store.verified ? 'Y' : 'N') : store[field]);
  writeCookie('storeLoggedIn', 'Y');
}

/** Exit store and a failed exit both clear every discount cookie and the store-login flag. */
export function clearDiscountCookies(): void {
  for (const [cookie] of DISCOUNT_COOKIE_FIELDS) removeCookie(cookie);
  removeCookie('storeLoggedIn');
}

/** The logo when it is an https image or a path on this site; anything else is refused with a warning naming the field. */
export function logoUrl(value: string, log: Log = console): string | null {
  if (value === '') return null;
  const ok = value.length <= 2048 && !/[\u0000-\u0020\u007f\\"'<>]/.test(value) && (/^https:\/\/[^/]/i.test(value) || /^\/(?!\/)/.test(value));
  if (!ok) log.warn(`storefront: discount-bar: store_info.image_logo_url ${JSON.stringify(value.slice(0, 60))} is not an https image; no logo`);
  return ok ? value : null;
}

const MAX_ITEMS = 500;
const MAX_DEPTH = 4;

const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e9;

/**
 * docs/rules.md §4: the savings of a fetch-cart reply in cents, the sum over its line items and
 * their nested line items of (unit_list_price − unit_price) × quantity; null (with a warning
 * naming the field) when the reply is malformed.
 */
export function cartSavingsCents(reply: unknown, log: Log = console): number | null {
  let count = 0;
  const walk = (items: unknown, path: string, depth: number): number | null => {
    if (items === undefined && depth > 0) return 0;
    if (!Array.isArray(items) || depth > MAX_DEPTH || (count += items.length) > MAX_ITEMS) {
      log.warn(`storefront: discount-bar: fetch-cart ${path} is not a usable list; no savings line`);
      return null;
    }
    let sum = 0;
    for (const [i, item] of items.entries()) {
      const at = `${path}[${i}]`;
      const cost = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).line_item_cost : undefined;
      const { unit_list_price: list, unit_price: price } = (typeof cost === 'object' && cost !== null ? cost : {}) as Record<string, unknown>;
      const quantity = (item as Record<string, unknown> | null)?.quantity;
      if (!isAmount(list) || !isAmount(price) || !Number.isInteger(quantity) || !isAmount(quantity)) {
        log.warn(`storefront: discount-bar: fetch-cart ${at}.line_item_cost or quantity is not a number; no savings line`);
        return null;
      }
      const nested = walk((item as Record<string, unknown>).line_items, `${at}.line_items`, depth + 1);
      if (nested === null) return null;
      sum += Math.max(0, Math.round(list * 100) - Math.round(price * 100)) * quantity + nested;
    }
    return sum;
  };
  return walk(typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>).line_items : undefined, 'line_items', 0);
}

/** docs/rules.md §9 "Price formats": US discount savings in dollars with two decimals ($1,234.50). */
export function formatSavings(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** The store host of the ecom calls: the site's `endpoints.store`, else the page's store domain. */
export function storeHost(page: PageConfig, site: SiteConfig): string {
  return (site.endpoints.store || page.storeDomain || page.gpvStoreDomain || '').trim().replace(/\/+$/, '');
}

const jwtOf = (page: PageConfig): string => readCookie(jwtCookie(page.siteCode)) ?? '';

/** docs/rules.md §7: POST {store}/v4/shopping-carts/fetch-cart, body {}; the savings in cents or null. */
export async function fetchSavings(page: PageConfig, site: SiteConfig, log: Log = console): Promise<number | null> {
  try {
    const reply = await request(`${storeHost(page, site)}/v4/shopping-carts/fetch-cart`, {
      method: 'POST',
      body: {},
      headers: { 'x-ecom-jwt': jwtOf(page), 'x-ecom-app-id': 'identity-store' },
      credentials: 'include',
      timeoutMs: CALL_TIMEOUT_MS,
    });
    return cartSavingsCents(reply, log);
  } catch (error) {
    log.warn(`storefront: discount-bar: fetch-cart failed (${error instanceof Error ? error.message : String(error)}); no savings line`);
    return null;
  }
}

const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * docs/rules.md §4 exit store: GET {ecom}/v1/sso/user/private-store/exit-store with x-ecom-jwt;
 * its jwt replaces the sign-in cookie. The discount cookies are cleared whatever the outcome
 * (§8: a failed exit deletes them too); true when the exit answered with a token.
 */
export async function exitStore(page: PageConfig, site: SiteConfig, log: Log = console): Promise<boolean> {
  let ok = false;
  try {
    const reply = (await request(`${storeHost(page, site)}/v1/sso/user/private-store/exit-store`, {
      headers: { 'x-ecom-jwt': jwtOf(page) },
      credentials: 'include',
      timeoutMs: CALL_TIMEOUT_MS,
    })) as { jwt?: unknown } | null;
    const jwt = reply?.jwt;
    if (typeof jwt === 'string' && jwt.length <= 8192 && TOKEN.test(jwt)) {
      writeCookie(jwtCookie(page.siteCode), jwt);
      ok = true;
    } else log.warn('storefront: discount-bar: exit-store reply has no usable jwt; the store cookies are cleared');
  } catch (error) {
    log.warn(`storefront: discount-bar: exit-store failed (${error instanceof Error ? error.message : String(error)}); the store cookies are cleared`);
  }
  clearDiscountCookies();
  return ok;
}

/** One entry of the discount-program store list. */
export interface StoreEntry {
  id: string;
  label: string;
  url: string;
}

/** docs/rules.md §7: the five discount stores used when epp-discount.json fails or is malformed. */
export const FALLBACK_STORES: readonly StoreEntry[] = [
  ['education', 'Education'],
  ['first-responders', 'First Responders'],
  ['government', 'Government'],
  ['workplace', 'Workplace'],
  ['military', 'Military'],
].map(([id, label]) => ({ id: id!, label: label!, url: `/us/shop/discount-program/${id}/` }));

const STORE_ROUTE = /^\/us\/shop\/discount-program\/[a-z0-9-]{1,40}\/$/;

/** The stores of an epp-discount.json reply (`stores[]{id, label, url}`); null when none is usable. */
export function storeList(reply: unknown, log: Log = console): StoreEntry[] | null {
  const stores = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>).stores : undefined;
  if (!Array.isArray(stores)) {
    log.warn('storefront: discount-bar: epp-discount.json has no stores list; using the five default stores');
    return null;
  }
  const out: StoreEntry[] = [];
  for (const s of stores.slice(0, 20)) {
    const { id, label, url } = (typeof s === 'object' && s !== null ? s : {}) as Record<string, unknown>;
    if (typeof id === 'string' && typeof label === 'string' && label.trim() && label.length <= 80 && typeof url === 'string' && STORE_ROUTE.test(url)) out.push({ id, label: label.trim(), url });
    else log.warn(`storefront: discount-bar: epp-discount.json stores entry ${JSON.stringify(String(id).slice(0, 40))} is malformed; left out`);
  }
  if (out.length === 0) log.warn('storefront: discount-bar: epp-discount.json lists no usable store; using the five default stores');
  return out.length ? out : null;
}

/** docs/rules.md §7: GET epp-discount.json (the list's `data-stores-json`); the fallback on any failure. */
export async function loadStores(url: string, log: Log = console): Promise<readonly StoreEntry[]> {
  try {
    return storeList(await request(url, { timeoutMs: CALL_TIMEOUT_MS }), log) ?? FALLBACK_STORES;
  } catch (error) {
    log.warn(`storefront: discount-bar: epp-discount.json failed (${error instanceof Error ? error.message : String(error)}); using the five default stores`);
    return FALLBACK_STORES;
  }
}
