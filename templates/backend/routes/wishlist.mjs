/**
 * Wishlist calls of docs/rules.md §7: the Hybris wishlist (loadEntries) and the v4 identity wishlist
 * (entries with sku and deleted flag, docs/rules.md §3). Store-interface add/del live in store-interface.mjs.
 */
import { BadRequest } from '../exchange.mjs';
import { requestUser } from '../state.mjs';
import { requireAppId } from './identity.mjs';

/** docs/rules.md §7 GET .../users/current/wishlist?loadEntries=true: wishlists[isDefault, entries[product.code]]. */
function hybrisWishlist(ctx) {
  const user = requestUser(ctx);
  if (!user) return { status: 401, json: { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] } };
  const entries = ctx.query.loadEntries === 'true'
    ? user.wishlist.filter((e) => !e.deleted).map((e) => ({ product: { code: e.sku, name: ctx.state.products.get(e.sku)?.name ?? e.sku } }))
    : [];
  return { json: { wishlists: [{ isDefault: true, name: 'Default', entries }] } };
}

function v4User(ctx) {
  requireAppId(ctx);
  return requestUser(ctx);
}

const UNAUTHORISED = { status: 401, json: { statusCode: 401, message: 'A valid jwt is required' } };

/** docs/rules.md §7 GET {store}/v4/identity/wishlist: the list of { sku, deleted } (deleted entries included). */
function v4Wishlist(ctx) {
  const user = v4User(ctx);
  return user ? { json: user.wishlist.map((e) => ({ sku: e.sku, deleted: e.deleted })) } : UNAUTHORISED;
}

/** POST {store}/v4/identity/wishlist {"sku"}: adds (duplicates ignored). */
function v4Add(ctx) {
  const user = v4User(ctx);
  if (!user) return UNAUTHORISED;
  const sku = ctx.body?.sku;
  if (typeof sku !== 'string' || !sku) throw new BadRequest('JSON body {"sku": string} required');
  if (!ctx.state.products.has(sku)) return { status: 404, json: { statusCode: 404, message: `unknown sku ${sku}` } };
  const found = user.wishlist.find((e) => e.sku === sku);
  if (found) found.deleted = false;
  else user.wishlist.push({ sku, deleted: false });
  return { json: user.wishlist };
}

/** DELETE {store}/v4/identity/wishlist/{sku}: marks the entry deleted. */
function v4Delete(ctx) {
  const user = v4User(ctx);
  if (!user) return UNAUTHORISED;
  const found = user.wishlist.find((e) => e.sku === ctx.params.sku && !e.deleted);
  if (!found) return { status: 404, json: { statusCode: 404, message: `sku ${ctx.params.sku} is not in the wishlist` } };
  found.deleted = true;
  return { json: user.wishlist };
}

/** Routes of this module. */
export const wishlistRoutes = [
  { method: 'GET', path: '/tokocommercewebservices/v2/:site/users/current/wishlist', family: 'hybris', timeoutMs: 20000, handler: hybrisWishlist },
  { method: 'GET', path: '/v4/identity/wishlist', family: 'ecom', timeoutMs: 20000, handler: v4Wishlist },
  { method: 'POST', path: '/v4/identity/wishlist', family: 'ecom', handler: v4Add },
  { method: 'DELETE', path: '/v4/identity/wishlist/:sku', family: 'ecom', handler: v4Delete },
];
