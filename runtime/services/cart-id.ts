/**
 * The cart id (docs/rules.md §4 "Cart id", §7 "Cart and wishlist"): a signed-in shopper without
 * the cart-code cookie gets a new `users/current/carts` cart, a visitor without the guest-cart
 * cookie a new `users/anonymous/carts` one; otherwise the cookie's cart is used. Creation waits
 * 5 s, the cookies last 1 day (§9), and a failure shows the store's message (§8).
 */
import type { CookieRule } from '../cookies';
import { readCookie, writeCookie } from '../cookies';
import { cartErrorText } from './cart-errors';
import type { SessionUi } from './session-types';
import type { SessionCall } from './session-validate';

/** docs/rules.md §9: cart create 5 s. */
export const CART_CREATE_TIMEOUT_MS = 5_000;
const DAY = 86_400_000;
/** The signed-in shopper's cart code (docs/rules.md §9: cart cookies 1 day). */
export const CART_CODE_COOKIE: CookieRule = { name: 'cartCode', life: DAY };
/** The visitor's guest cart guid (docs/rules.md §9: cart cookies 1 day). */
export const GUEST_CART_COOKIE: CookieRule = { name: 'guestCartGuid', life: DAY };
/** A cart code or guid as Hybris issues them; anything else in a cookie or reply is not one. */
const CART_ID = /^[A-Za-z0-9-]{1,64}$/;

/** What the cart id needs. */
export interface CartIdEnv {
  /** `{store}/tokocommercewebservices/v2/{site}/` (docs/rules.md §7). */
  hybrisBase: string;
  call: SessionCall;
  ui: Pick<SessionUi, 'alert'>;
  log: Pick<Console, 'warn'>;
  /** As the add's (cart-add.ts): a signed-in shopper's creation refused as signed out goes to the session's §8 alert, false for anyone else. */
  expired?: (failure: unknown) => boolean;
}

const valid = (v: unknown): string | undefined => (typeof v === 'string' && CART_ID.test(v) ? v : undefined);

/**
 * The cart to add to, created when the shopper has none. Resolves undefined after the failure
 * popup when the store cannot create one (never rejects).
 */
export async function cartId(env: CartIdEnv, signedIn: boolean): Promise<string | undefined> {
  const cookie = signedIn ? CART_CODE_COOKIE : GUEST_CART_COOKIE;
  const existing = readCookie(cookie);
  if (existing !== undefined) {
    if (valid(existing)) return existing;
    env.log.warn(`cart id: the ${cookie.name} cookie holds no cart id; a new cart is created`);
  }
  const who = signedIn ? 'current' : 'anonymous';
  try {
    const reply = (await env.call(`${env.hybrisBase}users/${who}/carts?fields=BASIC`, { method: 'POST', timeoutMs: CART_CREATE_TIMEOUT_MS, credentials: 'include' })) as Record<string, unknown> | null;
    // Hybris names a shopper's cart by its code and a guest cart by its guid; either answers.
    const id = signedIn ? valid(reply?.code) ?? valid(reply?.guid) : valid(reply?.guid) ?? valid(reply?.code);
    if (!id) throw reply;
    writeCookie(cookie, id);
    return id;
  } catch (failure) {
    env.log.warn(`cart id: the ${who} cart could not be created`, failure);
    // Not waited for, as the add's failure popup (cart-add.ts): it would hold the store-call queue.
    // A signed-in shopper refused as signed out gets the session's §8 alert instead.
    if (!env.expired?.(failure)) void env.ui.alert(cartErrorText(failure));
    return undefined;
  }
}
