/**
 * Adding products to a cart, shared by the Hybris multi add, servicesv2 and store-interface
 * addCart. Checks products exist and are in stock, and the docs/rules.md §8 Flex/Upgrade rule.
 */
import { cookie } from './exchange.mjs';
import { cartCount, newCart, requestUser, userCart } from './state.mjs';

/** Why items cannot be added: { type, message } in the terms of docs/rules.md §8, or null. */
export function refusal(state, cart, items) {
  for (const item of items) {
    const product = state.products.get(item.productCode);
    if (!product) return { type: 'UnknownIdentifierError', message: `Product with code '${item.productCode}' not found` };
    if (product.stock < item.quantity) return { type: 'InsufficientStockError', message: `${product.name} is out of stock` };
  }
  const codes = [...cart.entries.map((e) => e.productCode), ...items.map((i) => i.productCode)];
  // docs/rules.md §8 TokoUpgradeProductsError: a Flex/Upgrade product cannot share an order with other items.
  const hasUpgrade = codes.some((c) => state.products.get(c)?.upgrade);
  if (hasUpgrade && new Set(codes).size > 1) {
    return { type: 'TokoUpgradeProductsError', message: 'Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.' };
  }
  return null;
}

/** Adds items ({ productCode, quantity, services }) to a cart (quantities of the same product add up). */
export function addEntries(cart, items) {
  for (const item of items) {
    const existing = cart.entries.find((e) => e.productCode === item.productCode);
    if (existing) existing.quantity += item.quantity;
    else cart.entries.push({ productCode: item.productCode, quantity: item.quantity, services: item.services ?? [], childProducts: item.childProducts ?? [] });
  }
}

/** The cart a request adds to: the signed-in user's, else the anonymous cart named by ?guid / ?cartId, else a new one. */
export function cartForRequest(ctx) {
  const user = requestUser(ctx);
  if (user) return userCart(ctx.state, user);
  const wanted = ctx.query.guid ?? ctx.query.cartId;
  const existing = [...ctx.state.carts.values()].find((c) => c.owner === null && (c.guid === wanted || c.code === wanted));
  return existing ?? newCart(ctx.state.carts, null);
}

/** docs/rules.md §3 cookies set after a cart change: s_ecom_sc_cnt (count, 1 day) and everAddCart. */
export function cartCookies(cart) {
  return [cookie('s_ecom_sc_cnt', String(cartCount(cart)), { maxAge: 86400 }), cookie('everAddCart', 'Y', { maxAge: 86400 })];
}

/** A cart entry with its catalogue data, for answers that list cart lines. */
export function describeEntry(state, entry, discount = 0) {
  const product = state.products.get(entry.productCode);
  const unitList = product?.price ?? 0;
  return { product, unitList, unitPrice: Math.round(unitList * (1 - discount) * 100) / 100 };
}
