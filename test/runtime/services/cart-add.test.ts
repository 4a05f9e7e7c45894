import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../runtime/http';
import { addToCart, addToCartServices, addToCartStore, addToCartV4, buyNow } from '../../../runtime/services/cart-add';
import { CART_FALLBACK_TEXT, UPGRADE_PRODUCTS_TEXT } from '../../../runtime/services/cart-errors';
import { readCartItem } from '../../../runtime/services/cart-item';
import { clearCookies, recordingUi, scriptedCall } from './fakes';

const BASE = 'http://store.test/tokocommercewebservices/v2/uk/';
const refusedWith = (status: number, body: unknown) => Object.assign(new HttpError('status', 'x', `HTTP ${status}`, status), { body });

function env(reply: unknown) {
  const { call, calls } = scriptedCall({ '/addToCart/multi/': reply });
  const { ui, shown } = recordingUi();
  const log = { warn: vi.fn() };
  const navigate = vi.fn();
  const onCount = vi.fn();
  const links = { pageUrl: 'http://page.test/uk/', allowedHosts: ['shop.page.test'] };
  return { env: { hybrisBase: BASE, call, ui, log, links, navigate, onCount }, calls, shown, log, navigate, onCount };
}

const ITEM = { productCode: 'SM-S938BZKDEUB', qty: 1 };
const OK = { code: '00012345', guid: 'a1b2', totalUnitCount: 3, statusCode: 'success' };

beforeEach(clearCookies);

describe('add to cart on addToCart/multi (docs/rules.md §4 "Add to cart", §7)', () => {
  it('posts the items as an array with fields=BASIC, 30 s, credentials', async () => {
    const t = env(OK);
    await addToCart(t.env, { items: [ITEM] });
    expect(t.calls[0]!.url).toBe(`${BASE}addToCart/multi/?fields=BASIC`);
    expect(t.calls[0]!.options).toMatchObject({ method: 'POST', body: [ITEM], timeoutMs: 30000, credentials: 'include' });
  });

  it('posts on the alternate base when the site names one (au), never on the Hybris base', async () => {
    const t = env(OK);
    await addToCart({ ...t.env, multiBase: 'http://store.test/au/api/tokocommercewebservices/v2/au/' }, { items: [ITEM] });
    expect(t.calls.map((c) => c.url)).toEqual(['http://store.test/au/api/tokocommercewebservices/v2/au/addToCart/multi/?fields=BASIC']);
  });

  it('adds ref=wbc on the wearable page and newCart=true for a tariff', async () => {
    const t = env(OK);
    await addToCart(t.env, { items: [ITEM], wearable: true, tariff: true });
    const url = new URL(t.calls[0]!.url);
    expect(url.searchParams.get('ref')).toBe('wbc');
    expect(url.searchParams.get('newCart')).toBe('true');
  });

  it('names the cart it adds to as guid', async () => {
    const t = env(OK);
    await addToCart(t.env, { items: [ITEM], cartId: '4f1c-guest' });
    expect(new URL(t.calls[0]!.url).searchParams.get('guid')).toBe('4f1c-guest');
  });

  it('reports the count and goes to the next URL after a success', async () => {
    const t = env(OK);
    expect(await addToCart(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('added');
    expect(t.onCount).toHaveBeenCalledWith(3);
    expect(t.navigate).toHaveBeenCalledWith('http://page.test/uk/cart/');
    expect(t.shown).toEqual([]);
  });

  // docs/rules.md §4 "Cart count": a count that is no whole number is no 0 for the badge, and a
  // hostile one (String() and Number() throw on it) does not undo the add the server made.
  it.each([
    ['null', null],
    ['empty', ''],
    ['negative', -1],
    ['a fraction', 2.5],
    ['an object that cannot be read', { toString: 1 }],
  ])('a success whose count is %s publishes no count, and still goes on', async (_n, count) => {
    const t = env({ ...OK, totalUnitCount: count });
    expect(await addToCart(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('added');
    expect(t.onCount).not.toHaveBeenCalled();
    expect(t.navigate).toHaveBeenCalledWith('http://page.test/uk/cart/');
    expect(t.shown).toEqual([]);
  });

  it('a success whose result code is an object that cannot be read still goes on', async () => {
    const t = env({ ...OK, resultCode: { toString: 1 } });
    expect(await addToCart(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('added');
    expect(t.onCount).toHaveBeenCalledWith(3);
    expect(t.navigate).toHaveBeenCalledWith('http://page.test/uk/cart/');
  });

  it('runs the callback instead of navigating when given one', async () => {
    const t = env(OK);
    const callback = vi.fn();
    await addToCart(t.env, { items: [ITEM], next: '/uk/cart/', callback });
    expect(callback).toHaveBeenCalledOnce();
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('stays on the page when the result code is 00301', async () => {
    const t = env({ ...OK, resultCode: '00301' });
    const callback = vi.fn();
    expect(await addToCart(t.env, { items: [ITEM], next: '/uk/cart/', callback })).toBe('added');
    expect(t.navigate).not.toHaveBeenCalled();
    expect(callback).not.toHaveBeenCalled();
    expect(t.onCount).toHaveBeenCalledWith(3);
  });

  it('refuses a next URL off the site, with a warning', async () => {
    const t = env(OK);
    await addToCart(t.env, { items: [ITEM], next: 'javascript:alert(1)' });
    await addToCart(t.env, { items: [ITEM], next: 'https://evil.test/cart' });
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.log.warn).toHaveBeenCalledTimes(2);
  });

  it('shows the server message of a refused add and keeps the count', async () => {
    const t = env(refusedWith(400, { errors: [{ type: 'InsufficientStockError', message: 'Galaxy S25 Ultra is out of stock' }] }));
    expect(await addToCart(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('failed');
    expect(t.shown.map((s) => s.text)).toEqual(['Galaxy S25 Ultra is out of stock']);
    expect(t.onCount).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('a failure does not wait for its popup to close (the add runs in the store-call queue, which it would hold)', async () => {
    const t = env(refusedWith(400, { errors: [{ type: 'InsufficientStockError', message: 'Galaxy S25 Ultra is out of stock' }] }));
    const open: string[] = [];
    // A popup the shopper has not closed yet.
    t.env.ui = { ...t.env.ui, alert: (text) => (open.push(text), new Promise<void>(() => undefined)) };
    expect(await addToCart(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('failed');
    expect(open).toEqual(['Galaxy S25 Ultra is out of stock']);
  });

  it('shows the §8 text for TokoUpgradeProductsError', async () => {
    const t = env(refusedWith(400, { errors: [{ type: 'TokoUpgradeProductsError', message: 'x' }] }));
    await addToCart(t.env, { items: [ITEM] });
    expect(t.shown.map((s) => s.text)).toEqual([UPGRADE_PRODUCTS_TEXT]);
  });

  it.each([
    ['a timeout', new HttpError('timeout', 'x', 'timed out after 30000 ms')],
    ['malformed JSON', new HttpError('malformed', 'x', 'malformed', 200)],
    ['an empty body', ''],
    ['a reply without a cart', { statusCode: 'success' }],
  ])('treats %s as a failure with the fallback popup', async (_n, reply) => {
    const t = env(reply);
    expect(await addToCart(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('failed');
    expect(t.shown.map((s) => s.text)).toEqual([CART_FALLBACK_TEXT]);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('ignores a count that is not a whole number', async () => {
    const t = env({ ...OK, totalUnitCount: 'many' });
    await addToCart(t.env, { items: [ITEM] });
    expect(t.onCount).not.toHaveBeenCalled();
  });
});

describe('add to cart on servicesv2/addToCart (docs/rules.md §4, §7)', () => {
  const WEB = 'http://page.test/servicesv2/';
  function services(reply: unknown) {
    const t = env(reply);
    const { call, calls } = scriptedCall({ '/servicesv2/addToCart': reply });
    return { ...t, calls, env: { ...t.env, call, servicesBase: WEB } };
  }

  it('posts products with quantity to the web store, 20 s, credentials; 0000 reports cartCount and goes on', async () => {
    const t = services({ resultCode: '0000', resultMessage: 'Success', cartCount: 4, guid: 'g1' });
    expect(await addToCartServices(t.env, { items: [{ productCode: 'SM-S938BZKDEUB', qty: 2 }], next: '/uk/cart/' })).toBe('added');
    expect(t.calls[0]!.url).toBe(`${WEB}addToCart`);
    expect(t.calls[0]!.options).toMatchObject({ method: 'POST', body: { products: [{ productCode: 'SM-S938BZKDEUB', quantity: 2, services: [] }] }, timeoutMs: 20000, credentials: 'include' });
    expect(t.onCount).toHaveBeenCalledWith(4);
    expect(t.navigate).toHaveBeenCalledWith('http://page.test/uk/cart/');
  });

  it('00301 is a success that stays on the page', async () => {
    const t = services({ resultCode: '00301', resultMessage: 'Added, please review', cartCount: 1 });
    expect(await addToCartServices(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('added');
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.shown).toEqual([]);
  });

  it('another result code is a failure with the store\'s message as text; the count is kept', async () => {
    const t = services({ resultCode: '1001', resultMessage: 'This product is out of stock.', cartCount: 0 });
    expect(await addToCartServices(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('failed');
    expect(t.shown.map((s) => s.text)).toEqual(['This product is out of stock.']);
    expect(t.onCount).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it.each([['a timeout', new HttpError('timeout', 'x', 'timed out after 20000 ms')], ['an empty body', ''], ['a reply without a code', { cartCount: 3 }]])('treats %s as a failure with the fallback popup', async (_n, reply) => {
    const t = services(reply);
    expect(await addToCartServices(t.env, { items: [ITEM] })).toBe('failed');
    expect(t.shown.map((s) => s.text)).toEqual([CART_FALLBACK_TEXT]);
  });

  it.each([null, '', { toString: 1 }])('a success whose cartCount is %j publishes no count, and still goes on', async (cartCount) => {
    const t = services({ resultCode: '0000', cartCount });
    expect(await addToCartServices(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('added');
    expect(t.onCount).not.toHaveBeenCalled();
    expect(t.navigate).toHaveBeenCalledWith('http://page.test/uk/cart/');
  });
});

describe('add to cart through the store interface addCart (docs/rules.md §7 "Store interface")', () => {
  const STORE = 'http://page.test/uk/ng/p4v1/';
  function store(reply: unknown) {
    const t = env(reply);
    const { call, calls } = scriptedCall({ '/ng/p4v1/addCart': reply });
    return { ...t, calls, env: { ...t.env, call, storeBase: STORE } };
  }

  it('asks addCart with the product code and quantity, 20 s, credentials; 0000 reports cartCount and goes on', async () => {
    const t = store({ resultCode: '0000', resultMessage: 'Success', cartCount: 4 });
    expect(await addToCartStore(t.env, { items: [{ productCode: 'SM-S938BZKDEUB', qty: 2 }], next: '/uk/cart/' })).toBe('added');
    expect(t.calls[0]!.url).toBe(`${STORE}addCart?productCode=SM-S938BZKDEUB&qty=2`);
    expect(t.calls[0]!.options).toEqual({ timeoutMs: 20000, credentials: 'include' });
    expect(t.onCount).toHaveBeenCalledWith(4);
    expect(t.navigate).toHaveBeenCalledWith('http://page.test/uk/cart/');
  });

  it('00301 stays on the page; another code shows the store\'s message as text and keeps the count', async () => {
    const stay = store({ resultCode: '00301', resultMessage: 'Added, please review', cartCount: 1 });
    expect(await addToCartStore(stay.env, { items: [ITEM], next: '/uk/cart/' })).toBe('added');
    expect(stay.navigate).not.toHaveBeenCalled();
    const refused = store({ resultCode: '1001', resultMessage: '<b>Out of stock</b>', cartCount: 0 });
    expect(await addToCartStore(refused.env, { items: [ITEM], next: '/uk/cart/' })).toBe('failed');
    expect(refused.shown.map((s) => s.text)).toEqual(['<b>Out of stock</b>']);
    expect(refused.onCount).not.toHaveBeenCalled();
    expect(refused.navigate).not.toHaveBeenCalled();
  });

  it('2100 (an invalid session, docs/rules.md §8) signs the shopper out to the reply\'s return URL, with no popup', async () => {
    for (const [reply, returnUrl] of [[{ resultCode: '2100', resultMessage: 'Session expired', returnURL: '/uk/cart/' }, '/uk/cart/'], [{ resultCode: 2100 }, undefined]] as const) {
      const t = store(reply);
      const signOut = vi.fn(() => true);
      expect(await addToCartStore({ ...t.env, signOut }, { items: [ITEM], next: '/uk/cart/' })).toBe('failed');
      expect([signOut.mock.calls, t.shown, t.navigate.mock.calls]).toEqual([[[returnUrl]], [], []]);
    }
    // A shopper the session has not signed in (a guest's add) is not signed out: the popup says it failed.
    const guest = store({ resultCode: '2100', resultMessage: 'Session expired' });
    expect(await addToCartStore({ ...guest.env, signOut: () => false }, { items: [ITEM] })).toBe('failed');
    expect(guest.shown.map((s) => s.text)).toEqual(['Session expired']);
  });

  it('a call refused as signed out (401) asks the session for its §8 alert, with no popup; a visitor\'s gets the popup', async () => {
    const refused = refusedWith(401, { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] });
    for (const add of [addToCartStore, addToCart, addToCartServices] as const) {
      const t = store(refused);
      const signed = env(refused);
      const { call } = scriptedCall({ '/ng/p4v1/addCart': refused, '/addToCart/multi/': refused, '/servicesv2/addToCart': refused });
      const expired = vi.fn(() => true);
      expect(await add({ ...t.env, call, expired, servicesBase: 'http://web.test/servicesv2/' }, { items: [ITEM], next: '/uk/cart/' })).toBe('failed');
      expect([add.name, expired.mock.calls, t.shown, t.navigate.mock.calls]).toEqual([add.name, [[refused]], [], []]);
      // Not signed in (the environment said no): the add's own popup.
      const visitor = vi.fn(() => false);
      expect(await add({ ...signed.env, call, expired: visitor, servicesBase: 'http://web.test/servicesv2/', storeBase: 'http://web.test/uk/ng/p4v1/' }, { items: [ITEM] })).toBe('failed');
      expect([add.name, visitor.mock.calls.length, signed.shown.map((s) => s.text)]).toEqual([add.name, 1, ['Invalid access token']]);
    }
  });

  it('refuses two items, child products, services or offers (the action carries one product) without asking the store', async () => {
    for (const items of [[ITEM, { productCode: 'SM-R630', qty: 1 }], [{ ...ITEM, childProducts: [{ product: { code: 'EF-QS938' }, quantity: 1 }] }], [{ ...ITEM, services: [{ serviceCode: 'P-CARE-2Y' }] }], [{ ...ITEM, selectedOffers: [{ offerId: 'I12' }] }]]) {
      const t = store({ resultCode: '0000', cartCount: 9 });
      expect(await addToCartStore(t.env, { items })).toBe('failed');
      expect(t.calls).toEqual([]);
      expect(t.shown.map((s) => s.text)).toEqual([CART_FALLBACK_TEXT]);
      expect(String(t.log.warn.mock.calls[0]![1])).toContain('one product');
    }
  });

  it.each([['a timeout', new HttpError('timeout', 'x', 'timed out after 20000 ms')], ['an empty body', ''], ['a reply without a code', { cartCount: 3 }]])('treats %s as a failure with the fallback popup', async (_n, reply) => {
    const t = store(reply);
    expect(await addToCartStore(t.env, { items: [ITEM] })).toBe('failed');
    expect(t.shown.map((s) => s.text)).toEqual([CART_FALLBACK_TEXT]);
  });
});

describe('Argentina and Brazil add through getServicesProduct (docs/rules.md §7 "Store interface")', () => {
  it.each(['ar', 'br'])('%s asks getServicesProduct, not addCart, and goes on after 0000', async (siteCode) => {
    const { call, calls } = scriptedCall({ '/ng/p4v1/getServicesProduct': { resultCode: '0000', resultData: { productCode: 'SM-S938BZKDEUB', services: [] } } });
    const t = env(null);
    const STORE = `http://page.test/${siteCode}/ng/p4v1/`;
    expect(await addToCartStore({ ...t.env, call, storeBase: STORE, siteCode }, { items: [ITEM], next: `/${siteCode}/cart/` })).toBe('added');
    expect(calls.map((c) => c.url)).toEqual([`${STORE}getServicesProduct?productCode=SM-S938BZKDEUB&qty=1`]);
    expect(t.navigate).toHaveBeenCalledWith(`http://page.test/${siteCode}/cart/`);
    expect(t.onCount).not.toHaveBeenCalled();
  });

  it('another site keeps addCart', async () => {
    const { call, calls } = scriptedCall({ '/ng/p4v1/addCart': { resultCode: '0000', cartCount: 1 } });
    const t = env(null);
    await addToCartStore({ ...t.env, call, storeBase: 'http://page.test/pt/ng/p4v1/', siteCode: 'pt' }, { items: [ITEM] });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/pt/ng/p4v1/addCart']);
  });
});

describe('add to cart through the ecom cart service v4/shopping-carts (docs/rules.md §7)', () => {
  const CARTS = 'http://store.test/v4/shopping-carts/';
  function v4(reply: unknown, extra: Record<string, unknown> = {}) {
    const t = env(null);
    const { call, calls } = scriptedCall({ '/v4/shopping-carts/': reply });
    return { ...t, calls, env: { ...t.env, call, ecomCarts: CARTS, ...extra } };
  }

  it('posts {} with the app id and the shopper jwt (10 s, credentials); the count is the cookie the call left, then the next URL', async () => {
    const t = v4({ id: 'cart-1', item_count: 3 }, { jwt: 'j.w.t', siteCode: 'uk', cookieCount: () => '3' });
    expect(await addToCartV4(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('added');
    expect(t.calls).toEqual([{ url: CARTS, options: { method: 'POST', body: {}, headers: { 'x-ecom-app-id': 'identity-store', 'x-ecom-jwt': 'j.w.t' }, timeoutMs: 10000, credentials: 'include' } }]);
    expect(t.onCount).toHaveBeenCalledWith(3);
    expect(t.navigate).toHaveBeenCalledWith('http://page.test/uk/cart/');
  });

  it('India names its source; a guest sends no jwt; no cookie count publishes nothing', async () => {
    const t = v4({ id: 'cart-1' }, { siteCode: 'in', cookieCount: () => undefined });
    expect(await addToCartV4(t.env, { items: [ITEM] })).toBe('added');
    expect((t.calls[0]!.options as { headers: unknown }).headers).toEqual({ 'x-ecom-app-id': 'identity-store', 'x-ecom-source': 'in' });
    expect(t.onCount).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal with the store\'s message', Object.assign(new HttpError('status', 'x', 'HTTP 400', 400), { body: { statusCode: 400, message: 'Cart is locked' } }), 'Cart is locked'],
    ['a reply without a cart id', { item_count: 2 }, CART_FALLBACK_TEXT],
    ['an empty body', null, CART_FALLBACK_TEXT],
    ['a timeout', new HttpError('timeout', 'x', 'timed out after 10000 ms'), CART_FALLBACK_TEXT],
  ])('%s ends in the popup, the count and the page kept', async (_n, reply, text) => {
    const t = v4(reply, { cookieCount: () => '9' });
    expect(await addToCartV4(t.env, { items: [ITEM], next: '/uk/cart/' })).toBe('failed');
    expect(t.shown.map((s) => s.text)).toEqual([text]);
    expect(t.onCount).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });
});

describe('buy now through the store interface (docs/rules.md §7 "Store interface")', () => {
  const STORE = 'http://page.test/uk/ng/p4v1/';
  function buy(replies: Record<string, unknown>) {
    const t = env(null);
    const { call, calls } = scriptedCall(replies);
    return { ...t, calls, env: { ...t.env, call, storeBase: STORE } };
  }
  const COOKIE_OK = { resultCode: '0000', resultData: { productCode: 'SM-S938BZKDEUB' } };

  it('makeBuyNowCookie, then buyNow, with the product and quantity (10 s, credentials); the shopper goes to the checked redirectUrl', async () => {
    const t = buy({ '/makeBuyNowCookie': COOKIE_OK, '/buyNow': { resultCode: '0000', resultData: { redirectUrl: '/uk/checkout/' } } });
    expect(await buyNow(t.env, { items: [{ productCode: 'SM-S938BZKDEUB', qty: 2 }], next: '/uk/cart/' })).toBe('added');
    expect(t.calls.map((c) => c.url)).toEqual([`${STORE}makeBuyNowCookie?productCode=SM-S938BZKDEUB&qty=2`, `${STORE}buyNow?productCode=SM-S938BZKDEUB&qty=2`]);
    expect(t.calls[1]!.options).toEqual({ timeoutMs: 10000, credentials: 'include' });
    expect(t.navigate.mock.calls).toEqual([['http://page.test/uk/checkout/']]);
    expect(t.shown).toEqual([]);
  });

  it('a refused cookie step stops before buyNow and shows the store\'s message as text', async () => {
    const t = buy({ '/makeBuyNowCookie': { resultCode: '1001', resultMessage: '<i>Sold out</i>' }, '/buyNow': { resultCode: '0000', resultData: { redirectUrl: '/uk/checkout/' } } });
    expect(await buyNow(t.env, { items: [ITEM] })).toBe('failed');
    expect(t.calls.map((c) => new URL(c.url).pathname)).toEqual(['/uk/ng/p4v1/makeBuyNowCookie']);
    expect(t.shown.map((s) => s.text)).toEqual(['<i>Sold out</i>']);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a foreign redirectUrl', { resultCode: '0000', resultData: { redirectUrl: 'https://evil.example/checkout' } }],
    ['a javascript: redirectUrl', { resultCode: '0000', resultData: { redirectUrl: 'javascript:alert(1)' } }],
    ['no redirectUrl', { resultCode: '0000', resultData: {} }],
    ['a refusal', { resultCode: '2001', resultMessage: 'Buy now is closed' }],
    ['a server error', new HttpError('status', 'x', 'HTTP 500', 500)],
  ])('%s goes nowhere and ends in the popup', async (_n, reply) => {
    const t = buy({ '/makeBuyNowCookie': COOKIE_OK, '/buyNow': reply });
    expect(await buyNow(t.env, { items: [ITEM] })).toBe('failed');
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.shown).toHaveLength(1);
    expect(t.shown[0]!.text).toBe(_n === 'a refusal' ? 'Buy now is closed' : CART_FALLBACK_TEXT);
  });

  it.each([
    ['a foreign address', 'https://evil.example/checkout', '"https://evil.example/checkout"'],
    ['an object String() cannot read', { toString: 1 }, '{"toString":1}'],
    ['none', undefined, 'undefined'],
  ])('a refused redirectUrl (%s) is named in the warning', async (_n, redirectUrl, shown) => {
    const t = buy({ '/makeBuyNowCookie': COOKIE_OK, '/buyNow': { resultCode: '0000', resultData: { redirectUrl } } });
    expect(await buyNow(t.env, { items: [ITEM] })).toBe('failed');
    expect(t.log.warn.mock.calls).toHaveLength(1);
    expect(String(t.log.warn.mock.calls[0]![1])).toBe(`TypeError: buy now: redirectUrl ${shown} is not on this site or its redirectHosts`);
  });

  it('goes to an allowed other host of the site', async () => {
    const t = buy({ '/makeBuyNowCookie': COOKIE_OK, '/buyNow': { resultCode: '0000', resultData: { redirectUrl: 'https://shop.page.test/uk/checkout/?c=1' } } });
    expect(await buyNow(t.env, { items: [ITEM] })).toBe('added');
    expect(t.navigate.mock.calls).toEqual([['https://shop.page.test/uk/checkout/?c=1']]);
  });
});

describe('cart item from marker data (docs/rules.md §3, §5)', () => {
  const read = (data: Record<string, string>) => {
    const warn = vi.fn();
    return { item: readCartItem(data, warn), warn };
  };

  it('reads productCode with qty defaulting to 1', () => {
    expect(read({ productCode: 'SM-S938BZKDEUB' }).item).toEqual({ productCode: 'SM-S938BZKDEUB', qty: 1 });
    expect(read({ productCode: 'SM-S938BZKDEUB', qty: '2' }).item).toEqual({ productCode: 'SM-S938BZKDEUB', qty: 2 });
  });

  it('reads child products as the API expects them', () => {
    expect(read({ productCode: 'SM-R630NZWAEUB', childProducts: '[{"code":"SM-R630-CASE","quantity":2}]' }).item).toEqual({
      productCode: 'SM-R630NZWAEUB',
      qty: 1,
      childProducts: [{ product: { code: 'SM-R630-CASE' }, quantity: 2 }],
    });
  });

  it.each([
    [{ productCode: '<img src=x onerror=alert(1)>' }, 'data-product-code'],
    [{ productCode: '' }, 'data-product-code'],
    [{ productCode: 'SM-A', qty: '-1' }, 'data-qty'],
    [{ productCode: 'SM-A', qty: '1e9' }, 'data-qty'],
    [{ productCode: 'SM-A', qty: 'NaN' }, 'data-qty'],
    [{ productCode: 'SM-A', qty: '0' }, 'data-qty'],
    [{ productCode: 'SM-A', qty: '1.5' }, 'data-qty'],
    [{ productCode: 'SM-A', childProducts: JSON.stringify([{ code: 'A'.repeat(10_000) }]) }, 'data-child-products'],
    [{ productCode: 'SM-A', childProducts: '{"code":' }, 'data-child-products'],
    [{ productCode: 'SM-A', childProducts: '[{"code":"<b>x</b>"}]' }, 'data-child-products'],
    [{ productCode: 'SM-A', childProducts: '[{"code":"SM-B","quantity":0}]' }, 'data-child-products'],
    [{ productCode: 'SM-A', qty: '100' }, 'data-qty'],
  ])('refuses %j with a warning naming %s', (data, field) => {
    const { item, warn } = read(data);
    expect(item).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain(field);
  });
});
