/**
 * Add to cart through Hybris `addToCart/multi/?fields=BASIC` (docs/rules.md §4 "Add to cart",
 * §7 "Cart and wishlist"): the items go as an array (30 s; `ref=wbc` on the wearable page,
 * `newCart=true` for a tariff). Success reports the count and then runs the callback or goes to
 * the next URL, unless the result code is 00301; failure shows the store's message (§8).
 */
import { allowedLink, type LinkScope } from '../rules/allowed-link';
import { cartErrorText } from './cart-errors';
import type { CartItem } from './cart-item';
import type { SessionUi } from './session-types';
import type { SessionCall } from './session-validate';

/** docs/rules.md §9: add to cart 30 s on addToCart/multi. */
export const ADD_TO_CART_TIMEOUT_MS = 30_000;
/** docs/rules.md §4: a success with this result code stays on the page. */
export const STAY_CODE = '00301';

/** What adding needs. */
export interface CartAddEnv {
  /** `{store}/tokocommercewebservices/v2/{site}/` (the alternate base for au). */
  hybrisBase: string;
  call: SessionCall;
  ui: Pick<SessionUi, 'alert'>;
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

/** Adds the items; never rejects (a failure ends in the popup). */
export async function addToCart(env: CartAddEnv, req: CartAddRequest): Promise<CartAddOutcome> {
  const query = new URLSearchParams({ fields: 'BASIC' });
  if (req.wearable) query.set('ref', 'wbc');
  if (req.tariff) query.set('newCart', 'true');
  if (req.cartId) query.set('guid', req.cartId);
  let reply: Record<string, unknown>;
  try {
    const data = await env.call(`${env.hybrisBase}addToCart/multi/?${query}`, { method: 'POST', body: req.items, timeoutMs: ADD_TO_CART_TIMEOUT_MS, credentials: 'include' });
    reply = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    if (typeof reply.code !== 'string' && typeof reply.guid !== 'string') throw data;
  } catch (failure) {
    env.log.warn('add to cart failed', failure);
    await env.ui.alert(cartErrorText(failure));
    return 'failed';
  }
  const count = Number(reply.totalUnitCount);
  if (Number.isInteger(count) && count >= 0) env.onCount(count);
  if (String(reply.resultCode ?? '') === STAY_CODE) return 'added';
  if (req.callback) req.callback();
  else if (req.next) {
    const target = allowedLink(req.next, env.links);
    if (target) env.navigate(target);
    else env.log.warn(`add to cart: the next URL ${JSON.stringify(req.next.slice(0, 80))} is not on this site or its redirectHosts; staying`);
  }
  return 'added';
}
