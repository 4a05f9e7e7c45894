// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInCookie, useBackend } from './harness';

const be = useBackend();
const MULTI = '/tokocommercewebservices/v2/uk/addToCart/multi/?fields=BASIC';

describe('POST .../addToCart/multi/?fields=BASIC (docs/rules.md §7, timeout 30 s)', () => {
  it('adds an array of items (qty default 1) and answers code and guid, setting s_ecom_sc_cnt', async () => {
    const user = await be.user('uk-shopper');
    const res = await be.post(MULTI, [{ productCode: 'SM-S931BZKEUB' }, { productCode: 'SM-A566BZKEUB', qty: 2 }], { cookie: signedInCookie(user) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: expect.any(String), guid: expect.any(String), totalUnitCount: 5 });
    expect(res.headers.getSetCookie()).toContain('s_ecom_sc_cnt=5; Path=/; SameSite=Lax; Max-Age=86400');
  });

  it('answers 400 TokoUpgradeProductsError with the docs/rules.md §8 message when a Flex/Upgrade product shares the order', async () => {
    const res = await be.post(MULTI, [{ productCode: 'SM-S938BZSEUB' }, { productCode: 'SM-A566BZKEUB' }]);
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toEqual({ type: 'TokoUpgradeProductsError', message: 'Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.' });
  });

  it('refuses unknown products, out-of-stock products and non-array bodies', async () => {
    expect((await be.post(MULTI, [{ productCode: 'NOPE' }])).json.errors[0].type).toBe('UnknownIdentifierError');
    expect((await be.post(MULTI, [{ productCode: 'SM-R630BZSEUB' }])).json.errors[0].type).toBe('InsufficientStockError');
    expect((await be.post(MULTI, { productCode: 'SM-S931BZKEUB' })).status).toBe(400);
    expect((await be.post(MULTI, [{ productCode: 'SM-S931BZKEUB', qty: 0 }])).status).toBe(400);
  });
});

describe('POST {web store}/servicesv2/addToCart (timeout 20 s)', () => {
  it('takes products (productCode, quantity, services) and answers resultCode 0000', async () => {
    const res = await be.post('/servicesv2/addToCart', { products: [{ productCode: 'SM-S931BZKEUB', quantity: 1, services: [{ serviceCode: 'CARE', provider: 'samsung' }] }] });
    expect(res.json).toMatchObject({ resultCode: '0000', cartCount: 1 });
    const multistore = await be.post('/uk/multistore/servicesv2/addToCart', { products: [{ productCode: 'SM-S931BZKEUB', quantity: 1 }] });
    expect(multistore.json.resultCode).toBe('0000');
  });

  it('answers a failure result code with the server message for unknown products, 400 without products', async () => {
    expect((await be.post('/servicesv2/addToCart', { products: [{ productCode: 'NOPE', quantity: 1 }] })).json).toMatchObject({ resultCode: '1001', resultMessage: expect.stringContaining('NOPE') });
    expect((await be.post('/servicesv2/addToCart', {})).status).toBe(400);
  });
});

describe('cart creation .../users/{current|anonymous}/carts?fields=BASIC (timeout 5 s)', () => {
  it('creates an anonymous cart with code and guid', async () => {
    const res = await be.call('/tokocommercewebservices/v2/uk/users/anonymous/carts?fields=BASIC', { method: 'POST' });
    expect(res.json).toEqual({ code: expect.stringMatching(/^\d+$/), guid: expect.any(String) });
  });

  it('answers the signed-in user cart for current, 401 when signed out', async () => {
    const user = await be.user('uk-shopper');
    const res = await be.call('/tokocommercewebservices/v2/uk/users/current/carts?fields=BASIC', { method: 'POST', headers: { cookie: signedInCookie(user) } });
    expect(res.json.code).toBe((await be.user('uk-shopper')).cartCode);
    expect((await be.call('/tokocommercewebservices/v2/uk/users/current/carts', { method: 'POST' })).status).toBe(401);
  });
});

describe('v4 shopping carts', () => {
  it('POST /v4/shopping-carts/ needs x-ecom-app-id and sets the cart count cookie', async () => {
    const user = await be.user('uk-shopper');
    expect((await be.post('/v4/shopping-carts/', {}, { 'x-ecom-jwt': user.jwt })).status).toBe(400);
    const res = await be.post('/v4/shopping-carts/', {}, { 'x-ecom-jwt': user.jwt, 'x-ecom-app-id': 'identity-store', 'x-ecom-source': 'in' });
    expect(res.json.item_count).toBe(2);
    expect(res.headers.getSetCookie()[0]).toMatch(/^s_ecom_sc_cnt=2;/);
  });

  it('fetch-cart answers line_items with line_item_cost{unit_list_price, unit_price}, quantity and nested line_items', async () => {
    const user = await be.user('us-edu');
    const res = await be.post('/v4/shopping-carts/fetch-cart', {}, { 'x-ecom-jwt': user.jwt, 'x-ecom-app-id': 'identity-store' });
    expect(res.json.line_items).toHaveLength(2);
    const [first] = res.json.line_items;
    expect(first).toMatchObject({ sku: 'SM-F966UDBXAA', quantity: 1, line_items: [expect.objectContaining({ line_item_cost: { unit_list_price: 99, unit_price: 79 } })] });
    // Discount members pay less than list (US discount savings, docs/rules.md §9).
    expect(first.line_item_cost.unit_price).toBeLessThan(first.line_item_cost.unit_list_price);
  });
});

describe('GET .../minicart/totalProducts', () => {
  it('answers the cart count of the signed-in user, 0 when signed out', async () => {
    const user = await be.user('uk-shopper');
    expect((await be.call('/tokocommercewebservices/v2/uk/minicart/totalProducts', { headers: { cookie: signedInCookie(user) } })).json).toEqual({ totalProducts: 2 });
    expect((await be.call('/tokocommercewebservices/v2/uk/minicart/totalProducts')).json).toEqual({ totalProducts: 0 });
  });
});
