/**
 * Add to cart (docs/rules.md §4 "Add to cart", §7 "Cart and wishlist") through Hybris
 * `addToCart/multi/?fields=BASIC` (the items as an array, 30 s; `ref=wbc` on the wearable page,
 * `newCart=true` for a tariff), the web store's `servicesv2/addToCart` (`products` with
 * `quantity`, 20 s; 0000 or 00301 is a success) or the store interface's `addCart`
 * (`productCode` and `qty`, 20 s; 0000 or 00301; Argentina and Brazil ask `getServicesProduct`
 * instead, §7), as the site's add-to-cart option `api` picks. Success reports the count and then
 * runs the callback or goes to the next URL, unless the result code is 00301; failure shows the
 * store's message (§8). The option `v4` posts `{}` to the ecom cart service
 * `v4/shopping-carts/`. Buy now is the store interface's `makeBuyNowCookie` then `buyNow`, whose
 * `resultData.redirectUrl` is where the shopper goes.
 */
import { allowedLink, type LinkScope } from '../rules/allowed-link';
import { readCartCount } from './cart-count';
import { cartErrorText } from './cart-errors';
import type { CartItem } from './cart-item';
import type { SessionUi } from './session-types';
import type { SessionCall } from './session-validate';

/** docs/rules.md §9: add to cart 30 s on addToCart/multi. */
export const ADD_TO_CART_TIMEOUT_MS = 30_000;
/** docs/rules.md §9: servicesv2 addToCart 20 s. */
export const SERVICES_ADD_TIMEOUT_MS = 20_000;
/** Buy now's two store calls and the v4 cart call have no figure in docs/rules.md §9: the store's 10 s. */
export const BUY_NOW_TIMEOUT_MS = 10_000;
/** docs/rules.md §4: a success with this result code stays on the page. */
export const STAY_CODE = '00301';

/** What adding needs. */
export interface CartAddEnv {
  /** `{store}/tokocommercewebservices/v2/{site}/`. */
  hybrisBase: string;
  /** Where `addToCart/multi/` is appended when it is not `hybrisBase`: the site's alternate base (docs/sites.md `endpoints.cartMulti`, au). */
  multiBase?: string;
  /** `{web store}/servicesv2/` (the page's storeWebDomain), for `addToCartServices`. */
  servicesBase?: string;
  /** `{web store}/{site}/ng/p4v1/` (or the `_v/private` form), for `addToCartStore` and `buyNow`. */
  storeBase?: string;
  /** The page's site code: Argentina and Brazil add through `getServicesProduct`; India's v4 cart call names its source (docs/rules.md §7). */
  siteCode?: string;
  /** `{store}/v4/shopping-carts/`, for `addToCartV4`. */
  ecomCarts?: string;
  /** The shopper's jwt (the `jwt_{site}` cookie), for the v4 cart call. */
  jwt?: string;
  /** The cart count the v4 cart call leaves in the `s_ecom_sc_cnt` cookie. */
  cookieCount?: () => unknown;
  call: SessionCall;
  ui: Pick<SessionUi, 'alert'>;
  /** Signs a signed-in shopper out, to `returnUrl` when it is allowed (the store interface's 2100); false for anyone else. */
  signOut?: (returnUrl?: string) => boolean;
  /**
   * True when `failure` is a signed-in shopper's call refused as signed out (HTTP 401), which the
   * session answers with its §8 alert and the login address; false for anything else or anyone else.
   */
  expired?: (failure: unknown) => boolean;
  log: Pick<Console, 'warn'>;
  links: LinkScope;
  navigate(url: string): void;
  /** The cart's new count (published as `cart:count`). */
  onCount(count: number): void;
}

/** One add: the items and where to go after. */
export interface CartAddRequest {
  items: CartItem[];
  /** The cart to add to (runtime/services/cart-id.ts), sent as `guid`. */
  cartId?: string;
  /** The page to go to after a success (checked by the link rule). */
  next?: string;
  callback?: () => void;
  wearable?: boolean;
  tariff?: boolean;
}

/** How an add ended. */
export type CartAddOutcome = 'added' | 'failed';

/** Adds the items on addToCart/multi; never rejects (a failure ends in the popup). */
export async function addToCart(env: CartAddEnv, req: CartAddRequest): Promise<CartAddOutcome> {
  const query = new URLSearchParams({ fields: 'BASIC' });
  if (req.wearable) query.set('ref', 'wbc');
  if (req.tariff) query.set('newCart', 'true');
  if (req.cartId) query.set('guid', req.cartId);
  let reply: Record<string, unknown>;
  try {
    const data = await env.call(`${env.multiBase ?? env.hybrisBase}addToCart/multi/?${query}`, { method: 'POST', body: req.items, timeoutMs: ADD_TO_CART_TIMEOUT_MS, credentials: 'include' });
    reply = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    if (typeof reply.code !== 'string' && typeof reply.guid !== 'string') throw data;
  } catch (failure) {
    return failed(env, failure);
  }
  return added(env, req, reply.totalUnitCount, reply.resultCode);
}

/** Adds the items on servicesv2/addToCart; never rejects. Only 0000 and 00301 are a success. */
export async function addToCartServices(env: CartAddEnv, req: CartAddRequest): Promise<CartAddOutcome> {
  let reply: Record<string, unknown>;
  try {
    if (env.servicesBase === undefined) throw new TypeError('add to cart: no web store base for servicesv2');
    const products = req.items.map((i) => ({ productCode: i.productCode, quantity: i.qty, services: i.services ?? [] }));
    const data = await env.call(`${env.servicesBase}addToCart`, { method: 'POST', body: { products }, timeoutMs: SERVICES_ADD_TIMEOUT_MS, credentials: 'include' });
    reply = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    if (reply.resultCode !== '0000' && reply.resultCode !== STAY_CODE) throw data;
  } catch (failure) {
    return failed(env, failure);
  }
  return added(env, req, reply.cartCount, reply.resultCode);
}

/**
 * Adds the item through the store interface's `addCart` (credentialed JSON, 20 s); never
 * rejects. Only 0000 and 00301 are a success; the reply's `cartCount` is the new count. The
 * action carries one product and its quantity: an add of several items or with child products
 * belongs to the other two calls and is refused (the failure popup, a warning naming why).
 */
export async function addToCartStore(env: CartAddEnv, req: CartAddRequest): Promise<CartAddOutcome> {
  let reply: Record<string, unknown>;
  try {
    const action = env.siteCode === 'ar' || env.siteCode === 'br' ? 'getServicesProduct' : 'addCart';
    reply = await storeAction(env, req, action, SERVICES_ADD_TIMEOUT_MS);
    if (reply.resultCode !== '0000' && reply.resultCode !== STAY_CODE) throw reply;
  } catch (failure) {
    return failed(env, failure);
  }
  return added(env, req, reply.cartCount, reply.resultCode);
}

/**
 * Adds through the ecom cart service (docs/rules.md §7 "Cart and wishlist"): `POST
 * {store}/v4/shopping-carts/` with the body `{}` the rules give, headers `x-ecom-app-id`,
 * `x-ecom-jwt` when signed in and, for India, `x-ecom-source`; 10 s, as §9 names no time. A reply
 * with the cart's `id` is a success; the count is then the `s_ecom_sc_cnt` cookie the call left.
 * Never rejects.
 */
export async function addToCartV4(env: CartAddEnv, req: CartAddRequest): Promise<CartAddOutcome> {
  try {
    if (env.ecomCarts === undefined) throw new TypeError('add to cart: no store base for v4/shopping-carts');
    const headers: Record<string, string> = { 'x-ecom-app-id': 'identity-store' };
    if (env.jwt) headers['x-ecom-jwt'] = env.jwt;
    if (env.siteCode === 'in') headers['x-ecom-source'] = 'in';
    const data = await env.call(env.ecomCarts, { method: 'POST', body: {}, headers, timeoutMs: BUY_NOW_TIMEOUT_MS, credentials: 'include' });
    if (typeof (data as { id?: unknown } | null)?.id !== 'string') throw data;
  } catch (failure) {
    return failed(env, failure);
  }
  return added(env, req, env.cookieCount?.(), '');
}

/**
 * Buy now (docs/rules.md §7 "Store interface"): `makeBuyNowCookie` then `buyNow` with the
 * product and quantity (10 s each, as §9 gives them no time; each must answer 0000), then the
 * shopper goes to the reply's `resultData.redirectUrl`, checked by the link rule. A refusal, a
 * reply without an address or one off the site's hosts ends in the failure popup; never rejects.
 */
export async function buyNow(env: CartAddEnv, req: CartAddRequest): Promise<CartAddOutcome> {
  let target: string | null;
  try {
    let reply: Record<string, unknown> = {};
    for (const action of ['makeBuyNowCookie', 'buyNow']) {
      reply = await storeAction(env, req, action, BUY_NOW_TIMEOUT_MS);
      if (reply.resultCode !== '0000') throw reply;
    }
    const url = (reply.resultData as { redirectUrl?: unknown } | undefined)?.redirectUrl;
    target = typeof url === 'string' ? allowedLink(url, env.links) : null;
    if (!target) throw new TypeError(`buy now: redirectUrl ${JSON.stringify(url)?.slice(0, 80)} is not on this site or its redirectHosts`);
  } catch (failure) {
    return failed(env, failure);
  }
  env.navigate(target);
  return 'added';
}

/** One store-interface action with the request's one product and quantity; the reply as a record. */
async function storeAction(env: CartAddEnv, req: CartAddRequest, action: string, timeoutMs: number): Promise<Record<string, unknown>> {
  const [item, ...more] = req.items;
  if (env.storeBase === undefined) throw new TypeError(`${action}: no store interface base`);
  if (!item || more.length || item.childProducts || item.services || item.selectedOffers) throw new TypeError(`${action}: the store interface takes one product without child products, services or offers`);
  const query = new URLSearchParams({ productCode: item.productCode, qty: String(item.qty) });
  const data = await env.call(`${env.storeBase}${action}?${query}`, { timeoutMs, credentials: 'include' });
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

async function failed(env: CartAddEnv, failure: unknown): Promise<CartAddOutcome> {
  env.log.warn('add to cart failed', failure);
  const reply = failure as { resultCode?: unknown; returnURL?: unknown } | null;
  // docs/rules.md §8: the store interface's 2100 is an invalid session, which signs a signed-in
  // shopper out (to the reply's return URL when allowed), and a call refused as signed out (401)
  // is the session's alert and the login address; neither has a popup of its own. Anyone not
  // signed in sees the popup.
  if (!((`${reply?.resultCode}` === '2100' && env.signOut?.(typeof reply!.returnURL === 'string' ? reply!.returnURL : undefined)) || env.expired?.(failure)))
    // Shown, not waited for: the add runs in the store-call queue, and a popup left open would
    // hold every call behind it (the page's own included) until the shopper closes it.
    void env.ui.alert(cartErrorText(failure));
  return 'failed';
}

/**
 * The item is in the cart. The reply's count is published only when it is a whole number
 * (docs/rules.md §4 "Cart count"): null, "" or an object is no 0 for the badge.
 */
function added(env: CartAddEnv, req: CartAddRequest, rawCount: unknown, code: unknown): CartAddOutcome {
  const count = readCartCount(rawCount);
  if (count !== undefined) env.onCount(count);
  if (code === STAY_CODE) return 'added';
  if (req.callback) req.callback();
  else if (req.next) {
    const target = allowedLink(req.next, env.links);
    if (target) env.navigate(target);
    else env.log.warn(`add to cart: the next URL ${JSON.stringify(req.next.slice(0, 80))} is not on this site or its redirectHosts; staying`);
  }
  return 'added';
}
