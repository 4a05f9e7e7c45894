/**
 * Cart calls of docs/rules.md §7 "Cart and wishlist": Hybris multi add, servicesv2 add, cart creation
 * (current/anonymous), v4 shopping carts and fetch-cart, minicart count.
 */
import { BadRequest } from '../exchange.mjs';
import { cartCount, newCart, requestUser, userCart } from '../state.mjs';
import { addEntries, cartCookies, cartForRequest, describeEntry, refusal } from '../cart-entries.mjs';
import { requireAppId } from './identity.mjs';

/** Normalises docs/rules.md §3 cart add items: productCode, qty (default 1), optional children and services. */
function itemsFrom(list, qtyKey) {
  if (!Array.isArray(list) || list.length === 0) throw new BadRequest('a non-empty array of items is required');
  return list.map((item, i) => {
    if (typeof item !== 'object' || item === null || typeof item.productCode !== 'string' || !item.productCode) throw new BadRequest(`item ${i}: productCode (string) is required`);
    const quantity = item[qtyKey] ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1) throw new BadRequest(`item ${i}: ${qtyKey} must be a positive integer`);
    if (item.services !== undefined && !Array.isArray(item.services)) throw new BadRequest(`item ${i}: services must be an array`);
    return { productCode: item.productCode, quantity, services: item.services, childProducts: item.childProducts };
  });
}

/** docs/rules.md §7 POST .../addToCart/multi/?fields=BASIC: body is an array; answers code and guid. */
function addToCartMulti(ctx) {
  const items = itemsFrom(ctx.body, 'qty');
  const cart = cartForRequest(ctx);
  const refused = refusal(ctx.state, cart, items);
  if (refused) return { status: 400, json: { errors: [refused] } };
  addEntries(cart, items);
  const resultCode = ctx.state.cartResultCode ?? '0000';
  return { json: { code: cart.code, guid: cart.guid, totalUnitCount: cartCount(cart), statusCode: 'success', resultCode }, cookies: cartCookies(cart) };
}

/** docs/rules.md §7 POST {web store}/servicesv2/addToCart: products array; resultCode 0000 (or 00301). */
function addToCartServices(ctx) {
  const body = ctx.body;
  if (typeof body !== 'object' || body === null) throw new BadRequest('JSON body {"products":[...]} required');
  const items = itemsFrom(body.products, 'quantity');
  const cart = cartForRequest(ctx);
  const refused = refusal(ctx.state, cart, items);
  if (refused) return { json: { resultCode: '1001', resultMessage: refused.message, errorType: refused.type } };
  addEntries(cart, items);
  return { json: { resultCode: '0000', resultMessage: 'Success', cartCount: cartCount(cart), guid: cart.guid }, cookies: cartCookies(cart) };
}

/** docs/rules.md §7 POST .../users/{current|anonymous}/carts?fields=BASIC: code and guid. */
function createCart(ctx) {
  const who = ctx.params.who;
  if (who === 'current') {
    const user = requestUser(ctx);
    if (!user) return { status: 401, json: { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] } };
    const cart = userCart(ctx.state, user);
    return { json: { code: cart.code, guid: cart.guid } };
  }
  if (who !== 'anonymous') return { status: 404, json: { errors: [{ type: 'UnknownIdentifierError', message: `unknown user "${who}"` }] } };
  const cart = newCart(ctx.state.carts, null);
  return { json: { code: cart.code, guid: cart.guid } };
}

/** docs/rules.md §7 POST {store}/v4/shopping-carts/: body {}; cart count via the s_ecom_sc_cnt cookie. */
function shoppingCarts(ctx) {
  requireAppId(ctx);
  const user = requestUser(ctx);
  const cart = user ? userCart(ctx.state, user) : newCart(ctx.state.carts, null);
  return { json: { id: cart.guid, item_count: cartCount(cart) }, cookies: cartCookies(cart) };
}

/** docs/rules.md §7 fetch-cart (US discount): line_items with line_item_cost{unit_list_price, unit_price}, nested line_items. */
function fetchCart(ctx) {
  requireAppId(ctx);
  const user = requestUser(ctx);
  if (!user) return { status: 401, json: { statusCode: 401, message: 'A valid jwt is required' } };
  const discount = user.store ? 0.3 : 0;
  const cart = userCart(ctx.state, user);
  const line_items = cart.entries.map((entry, i) => {
    const { product, unitList, unitPrice } = describeEntry(ctx.state, entry, discount);
    const cost = { unit_list_price: unitList, unit_price: unitPrice };
    const care = i === 0 ? [{ sku: 'P-CARE-2Y', name: 'Samsung Care+ 2 years', quantity: 1, line_item_cost: { unit_list_price: 99, unit_price: discount ? 79 : 99 }, line_items: [] }] : [];
    return { sku: entry.productCode, name: product?.name ?? entry.productCode, quantity: entry.quantity, line_item_cost: cost, line_items: care };
  });
  return { json: { id: cart.guid, line_items } };
}

/** docs/rules.md §7 GET /tokocommercewebservices/v2/{store}/minicart/totalProducts. */
function minicart(ctx) {
  const user = requestUser(ctx);
  const cart = user?.cartCode ? ctx.state.carts.get(user.cartCode) : null;
  return { json: { totalProducts: cartCount(cart) } };
}

/**
 * Test control: the result code the next successful multi adds carry (docs/rules.md §4: 00301 is a
 * success that stays on the page). Body `{resultCode}`; a reset goes back to 0000.
 */
function setCartResult(ctx) {
  const code = ctx.body?.resultCode;
  if (typeof code !== 'string' || !/^\d{4,5}$/.test(code)) throw new BadRequest('resultCode (4 or 5 digits) is required');
  ctx.env.state.cartResultCode = code;
  return { json: { resultCode: code } };
}

/** Control routes of this module (under /__backend/: never logged or faulted). */
export const cartControlRoutes = [{ method: 'POST', path: '/__backend/cart-result', handler: setCartResult }];

/** Routes of this module. */
export const cartRoutes = [
  { method: 'POST', path: '/tokocommercewebservices/v2/:site/addToCart/multi', family: 'hybris', timeoutMs: 30000, handler: addToCartMulti },
  // au's alternate base (sites/au.json endpoints.cartMulti, docs/sites.md).
  { method: 'POST', path: '/au/api/tokocommercewebservices/v2/:site/addToCart/multi', family: 'hybris', timeoutMs: 30000, handler: addToCartMulti },
  { method: 'POST', path: /^(?:\/[\w-]+)*\/servicesv2\/addToCart$/, family: 'store', timeoutMs: 20000, handler: addToCartServices },
  { method: 'POST', path: '/tokocommercewebservices/v2/:site/users/:who/carts', family: 'hybris', timeoutMs: 5000, handler: createCart },
  { method: 'POST', path: '/v4/shopping-carts', family: 'ecom', handler: shoppingCarts },
  { method: 'POST', path: '/v4/shopping-carts/fetch-cart', family: 'ecom', handler: fetchCart },
  { method: 'GET', path: '/tokocommercewebservices/v2/:store/minicart/totalProducts', family: 'hybris', handler: minicart },
];
