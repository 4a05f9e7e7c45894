/**
 * The backend's in-memory state, built fresh from seed.mjs on start and on every reset:
 * users (with signed jwt), carts, wishlists, consents and the product catalogue.
 */
import { randomUUID } from 'node:crypto';
import { signJwt, verifyJwt, ISSUED_AT } from './jwt.mjs';
import { SITES, USERS, DISCOUNT_STORES, catalogueFor } from './seed.mjs';

/** The jwt a user's sign-in issues (expired users get a token that ran out at issue time + 1 h). */
export function tokenFor(user, storeId = user.store?.store_id) {
  const claims = { sub: user.id, guid: user.guid, site: user.site, ...(storeId ? { store_id: storeId } : {}) };
  return signJwt(claims, user.expired ? { exp: ISSUED_AT + 3600 } : {});
}

/** A fresh state. */
export function createState() {
  const products = new Map();
  for (const site of Object.keys(SITES)) for (const p of catalogueFor(site)) products.set(p.code, { ...p, site });
  const users = new Map();
  const carts = new Map();
  for (const seed of USERS) {
    const store = typeof seed.store === 'string' ? DISCOUNT_STORES.find((s) => s.store_id === seed.store) : seed.store;
    const user = {
      ...seed,
      store,
      consents: { ...seed.consents },
      wishlist: seed.wishlist.map((sku) => ({ sku, deleted: false })),
      cartCode: null,
    };
    user.jwt = tokenFor(user);
    if (seed.cart.length) {
      const cart = newCart(carts, user.id);
      cart.entries = seed.cart.map((productCode) => ({ productCode, quantity: 1, services: [] }));
      user.cartCode = cart.code;
    }
    // A wishlist entry removed earlier: the v4 list reports it with deleted: true (docs/rules.md §3).
    if (seed.wishlist.length) user.wishlist.push({ sku: `${seed.wishlist[0].slice(0, -3)}OLD`, deleted: true });
    users.set(user.id, user);
  }
  return { users, carts, products, agreements: [], metrics: [], feedback: [], viewCounts: new Map(), accessTokens: new Map() };
}

/** Creates an empty cart owned by a user id (null for anonymous). */
export function newCart(carts, owner) {
  const cart = { code: String(10000000 + carts.size + 1), guid: randomUUID(), owner, entries: [] };
  carts.set(cart.code, cart);
  return cart;
}

/** Number of items in a cart (sum of quantities). */
export function cartCount(cart) {
  return cart ? cart.entries.reduce((n, e) => n + e.quantity, 0) : 0;
}

/** The user a valid token belongs to, else null (expired or forged tokens fail). */
export function userByJwt(state, token) {
  const claims = verifyJwt(token);
  const user = claims ? state.users.get(claims.sub) : null;
  return user ? { user, claims } : null;
}

/** The user with a guid / SSO id. */
export function userByGuid(state, guid) {
  if (!guid) return null;
  for (const user of state.users.values()) if (user.guid === guid) return user;
  return null;
}

/**
 * The token a request carries: x-ecom-jwt header, Authorization bearer, then any jwt_{country}
 * cookie (docs/rules.md §3), then the guid cookie is not enough on its own.
 */
export function requestJwt(ctx) {
  const header = ctx.req.headers['x-ecom-jwt'] ?? ctx.req.headers.authorization;
  if (typeof header === 'string' && header.trim()) return header.replace(/^Bearer\s+/i, '').trim();
  const name = Object.keys(ctx.cookies).find((n) => n.startsWith('jwt_'));
  return name ? ctx.cookies[name] : null;
}

/** The signed-in user of a request, or null. */
export function requestUser(ctx) {
  return userByJwt(ctx.state, requestJwt(ctx))?.user ?? null;
}

/** The user's current cart, created on demand. */
export function userCart(state, user) {
  let cart = user.cartCode ? state.carts.get(user.cartCode) : null;
  if (!cart) {
    cart = newCart(state.carts, user.id);
    user.cartCode = cart.code;
  }
  return cart;
}
