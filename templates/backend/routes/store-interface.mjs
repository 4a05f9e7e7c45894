/**
 * The store-interface `p4v1` actions of docs/rules.md §7: {store domain}/{site}/_v/private/ng/p4v1/{action}
 * or /{site}/ng/p4v1/{action}, JSONP (callback=) or credentialed JSON. Every answer carries
 * resultCode and resultMessage (docs/rules.md §3); 2100 means the session is invalid (docs/rules.md §8).
 */
import { BadRequest } from '../exchange.mjs';
import { cartCount, requestUser, userByGuid } from '../state.mjs';
import { addEntries, cartCookies, cartForRequest, refusal } from '../cart-entries.mjs';
import { signOutCookies } from '../session-cookies.mjs';

const ok = (extra = {}) => ({ json: { resultCode: '0000', resultMessage: 'Success', ...extra } });
const invalidSession = { json: { resultCode: '2100', resultMessage: 'Your session has expired. Please sign in again.' } };

/** The shopper: by ssoID (the guid) when given, else by the request's jwt. */
function shopper(ctx) {
  return ctx.query.ssoID ? userByGuid(ctx.state, ctx.query.ssoID) : requestUser(ctx);
}

function productInfo(ctx, code) {
  const p = ctx.state.products.get(code);
  if (!p) return { productCode: code, stockLevelStatus: 'notFound' };
  return { productCode: p.code, name: p.name, price: p.price, listPrice: p.listPrice, currency: p.currency, stockLevelStatus: p.stock > 0 ? 'inStock' : 'outOfStock' };
}

function codesOf(ctx) {
  const raw = ctx.query.productCodes ?? ctx.query.productCode ?? ctx.query.modelCode ?? '';
  const codes = raw.split(',').map((c) => c.trim()).filter(Boolean);
  if (!codes.length) throw new BadRequest('query parameter productCode (or productCodes) is required');
  return codes;
}

const yesNo = (ctx, name) => {
  const v = ctx.query[name];
  if (v !== 'Y' && v !== 'N') throw new BadRequest(`query parameter ${name} must be Y or N`);
  return v;
};

/** docs/rules.md §3/§4 session check: resultCode, customerStatus, hasAddInfo, resultValue (guid consent), cartCount. */
function sessionCheck(ctx) {
  const user = shopper(ctx);
  if (!user) return invalidSession;
  const cart = user.cartCode ? ctx.state.carts.get(user.cartCode) : null;
  const message = user.resultCode === '0000' ? 'Success' : user.resultCode === '903' ? 'Your account has been blocked.' : 'Account status needs attention.';
  return { json: { resultCode: user.resultCode, resultMessage: message, customerStatus: user.customerStatus, hasAddInfo: user.hasAddInfo, resultValue: user.guidConsent, cartCount: cartCount(cart) } };
}

/** docs/rules.md §7 agreeStorePolicy?receiveEmail (tr: etkOptin, dataTransferConsent) with ssoID. */
function agreeStorePolicy(ctx) {
  const receiveEmail = yesNo(ctx, 'receiveEmail');
  const user = shopper(ctx);
  if (!user) return invalidSession;
  const record = { user: user.id, receiveEmail };
  if (ctx.params.site === 'tr') Object.assign(record, { etkOptin: yesNo(ctx, 'etkOptin'), dataTransferConsent: yesNo(ctx, 'dataTransferConsent') });
  ctx.state.agreements.push(record);
  user.guidConsent = 'Y';
  user.hasAddInfo = 'Y';
  return ok();
}

function wishAdd(ctx) {
  const user = shopper(ctx);
  if (!user) return invalidSession;
  for (const sku of codesOf(ctx)) {
    if (!ctx.state.products.has(sku)) return { json: { resultCode: '1001', resultMessage: `Product ${sku} not found` } };
    const found = user.wishlist.find((e) => e.sku === sku);
    if (found) found.deleted = false;
    else user.wishlist.push({ sku, deleted: false });
  }
  return ok({ wishCount: user.wishlist.filter((e) => !e.deleted).length });
}

function wishDel(ctx) {
  const user = shopper(ctx);
  if (!user) return invalidSession;
  for (const sku of codesOf(ctx)) for (const e of user.wishlist) if (e.sku === sku) e.deleted = true;
  return ok({ wishCount: user.wishlist.filter((e) => !e.deleted).length });
}

/** docs/rules.md §7 getWishList: default page 1, pageSize 5 (docs/rules.md §9). */
function wishList(ctx) {
  const user = shopper(ctx);
  if (!user) return invalidSession;
  const page = Number(ctx.query.page ?? 1);
  const pageSize = Number(ctx.query.pageSize ?? 5);
  if (!(Number.isInteger(page) && page > 0 && Number.isInteger(pageSize) && pageSize > 0)) throw new BadRequest('page and pageSize must be positive integers');
  const live = user.wishlist.filter((e) => !e.deleted);
  const list = live.slice((page - 1) * pageSize, page * pageSize).map((e) => productInfo(ctx, e.sku));
  return ok({ resultData: { page, pageSize, totalCount: live.length, list } });
}

function addCart(ctx) {
  const quantity = Number(ctx.query.qty ?? ctx.query.quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1) throw new BadRequest('qty must be a positive integer');
  const items = codesOf(ctx).map((productCode) => ({ productCode, quantity }));
  const cart = cartForRequest(ctx);
  const refused = refusal(ctx.state, cart, items);
  if (refused) return { json: { resultCode: '1001', resultMessage: refused.message } };
  addEntries(cart, items);
  return { ...ok({ cartCount: cartCount(cart) }), cookies: cartCookies(cart) };
}

function cartCountAction(ctx) {
  const user = shopper(ctx);
  const cart = user?.cartCode ? ctx.state.carts.get(user.cartCode) : null;
  return ok({ cartCount: cartCount(cart) });
}

function currentUser(ctx) {
  const user = shopper(ctx);
  return user ? ok({ resultData: { firstName: user.firstname, lastName: user.lastname, email: user.email, guid: user.guid } }) : invalidSession;
}

function snsUser(ctx) {
  const id = ctx.query.snsSessionId;
  if (!id) throw new BadRequest('query parameter snsSessionId is required');
  const user = [...ctx.state.users.values()].find((u) => u.snsSessionId === id);
  return user ? ok({ givenName: user.firstname, familyName: user.lastname }) : invalidSession;
}

/** Named actions with state behind them. */
const ACTIONS = {
  sessionCheck,
  getSessionCheck: sessionCheck,
  getGuidCheckInfo: (ctx) => (shopper(ctx) ? ok({ resultValue: shopper(ctx).guidConsent }) : invalidSession),
  getSnsUserInfo: snsUser,
  agreeStorePolicy,
  setAgreeStorePolicy: agreeStorePolicy,
  addCart,
  // Argentina and Brazil add through getServicesProduct in addCart's place (docs/rules.md §7): it
  // adds as addCart does and names the product's services (none here).
  getServicesProduct: (ctx) => {
    const reply = addCart(ctx);
    return reply.json.resultCode === '0000' ? { ...reply, json: { ...reply.json, resultData: { productCode: codesOf(ctx)[0], services: [] } } } : reply;
  },
  getCartCount: cartCountAction,
  getRealTimeProductSimpleInfo: (ctx) => ok({ resultData: productInfo(ctx, codesOf(ctx)[0]) }),
  getRealTimeProductListInfo: (ctx) => ok({ resultData: codesOf(ctx).map((c) => productInfo(ctx, c)) }),
  getRealTimeWishProductListInfo: (ctx) => {
    const user = shopper(ctx);
    return user ? ok({ resultData: user.wishlist.filter((e) => !e.deleted).map((e) => productInfo(ctx, e.sku)) }) : invalidSession;
  },
  addWishListItem: wishAdd,
  delWishListItem: wishDel,
  getWishList: wishList,
  login: (ctx) => (shopper(ctx) ? ok() : invalidSession),
  logout: () => ({ ...ok(), cookies: signOutCookies() }),
  getGuestOrderExistYn: () => ok({ resultValue: 'N' }),
  getEstoreCategoryList: (ctx) => ok({ resultData: [...new Set([...ctx.state.products.values()].filter((p) => p.site === ctx.params.site).map((p) => p.category))].map((c) => ({ categoryCode: c, categoryName: c })) }),
  getCurrentUserInfo: currentUser,
  makeBuyNowCookie: (ctx) => ok({ resultData: { productCode: codesOf(ctx)[0] } }),
  buyNow: (ctx) => ok({ resultData: { redirectUrl: `/${ctx.params.site}/checkout/`, productCode: codesOf(ctx)[0] } }),
  addViewCount: (ctx) => {
    const code = codesOf(ctx)[0];
    ctx.state.viewCounts.set(code, (ctx.state.viewCounts.get(code) ?? 0) + 1);
    return ok({ viewCount: ctx.state.viewCounts.get(code) });
  },
  preCalc: () => ok({ resultData: { totalPrice: 0, discount: 0 } }),
  preCalcApply: () => ok({ resultData: { applied: true } }),
  stores: () => ok({ resultData: [{ storeId: 'S001', storeName: 'Samsung Experience Store', city: 'London' }] }),
};

/** docs/rules.md §7 lists review, expert review, region/city and openphone actions by topic, not name: answered empty. */
const TOPICS = [/review/i, /expert/i, /region/i, /city/i, /openphone/i];

function storeInterface(ctx) {
  const action = ctx.params.action;
  const handler = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : TOPICS.some((t) => t.test(action)) ? () => ok({ resultData: { list: [], totalCount: 0 } }) : null;
  if (!handler) return { status: 404, json: { resultCode: '9404', resultMessage: `Unknown store-interface action "${action}"` } };
  return handler(ctx);
}

/** Routes of this module (multistore pages call under /{site}/multistore/{store}/… too). */
export const storeInterfaceRoutes = [
  {
    method: 'ANY',
    path: /^\/(?<site>[a-z_]+)(?:\/multistore\/[\w-]+)?(?:\/_v\/private)?\/ng\/p4v1\/(?<action>[A-Za-z]+)$/,
    family: 'store',
    jsonp: true,
    timeoutMs: 10000,
    handler: storeInterface,
  },
];
