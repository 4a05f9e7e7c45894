/**
 * The discount store's data and calls (docs/rules.md §3, §4 "US discount store", §7, §8): cookie
 * mapping, savings of the fetched cart (nested items, hostile numbers), dollars with two
 * decimals, the logo check, exit store and the store list's five-entry fallback.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../runtime/cookies';
import type { DiscountStore } from '../../../runtime/rules/discount-member';
import { cartSavingsCents, clearDiscountCookies, exitStore, FALLBACK_STORES, fetchSavings, formatSavings, loadStores, logoUrl, setDiscountCookies, storeList } from '../../../plugins/discount-bar/discount-api';
import { clearCookies, cookieNames, pageRuntime, TOKEN } from '../../runtime/services/fakes';

const STORE: DiscountStore = { id: 'education', name: 'Education Offers Program', planId: 'PLAN-EDU-01', logo: 'https://img.test/edu.svg', segment: 'EDU', verified: true };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const item = (list: unknown, price: unknown, quantity: unknown, line_items?: unknown) => ({ sku: 'S', quantity, line_item_cost: { unit_list_price: list, unit_price: price }, ...(line_items === undefined ? {} : { line_items }) });

beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

describe('discount cookies (docs/rules.md §3)', () => {
  it('maps the store to tmktid, tmktname, tppid, tlgimg, tsgmt, epp_verified and the store-login flag', () => {
    setDiscountCookies(STORE);
    expect(Object.fromEntries(['tmktid', 'tmktname', 'tppid', 'tlgimg', 'tsgmt', 'epp_verified', 'isStoreLogedIn'].map((n) => [n, readCookie({ name: n, life: 1 })]))).toEqual({
      tmktid: 'education',
      tmktname: 'Education Offers Program',
      tppid: 'PLAN-EDU-01',
      tlgimg: 'https://img.test/edu.svg',
      tsgmt: 'EDU',
      epp_verified: 'Y',
      isStoreLogedIn: 'Y',
    });
    setDiscountCookies({ ...STORE, verified: false });
    expect(readCookie('discountVerified')).toBe('N');
  });

  it('keeps markup in a name as the cookie value, and clearing removes every store cookie only', () => {
    document.cookie = 'guid=g1; path=/';
    setDiscountCookies({ ...STORE, name: '<img src=x onerror=alert(1)>; path=/x' });
    expect(readCookie('discountStoreName')).toBe('<img src=x onerror=alert(1)>; path=/x');
    clearDiscountCookies();
    expect(cookieNames()).toEqual(['guid']);
  });
});

describe('savings of the fetched cart (docs/rules.md §4, §10)', () => {
  it('sums (unit_list_price − unit_price) × quantity over items and nested items', () => {
    const reply = { line_items: [item(1999.99, 1399.99, 2, [item(99, 79, 1)]), item(0.3, 0.1, 3, [])] };
    // 600.00 × 2 + 20.00 × 1 + 0.20 × 3 = 1220.60 (in cents, without float drift)
    expect(cartSavingsCents(reply)).toBe(122_060);
    expect(cartSavingsCents({ line_items: [] })).toBe(0);
    expect(cartSavingsCents({ line_items: [item(10, 12, 1)] })).toBe(0);
  });

  it.each([
    ['no line_items', {}, 'line_items is not a usable list'],
    ['a string price', { line_items: [item('1999', 1, 1)] }, 'line_items[0].line_item_cost or quantity is not a number'],
    ['Infinity', { line_items: [item(1, 0, 1, [item(Number.MAX_VALUE * 2, 0, 1)])] }, 'line_items[0].line_items[0].line_item_cost or quantity is not a number'],
    ['a negative price', { line_items: [item(-5, 1, 1)] }, 'line_items[0].line_item_cost or quantity is not a number'],
    ['a fractional quantity', { line_items: [item(5, 1, 1.5)] }, 'line_items[0].line_item_cost or quantity is not a number'],
    ['nested not a list', { line_items: [item(5, 1, 1, 'x')] }, 'line_items[0].line_items is not a usable list'],
    ['no cost', { line_items: [{ quantity: 1 }] }, 'line_items[0].line_item_cost or quantity is not a number'],
  ])('malformed (%s): no savings, a warning naming the field', (_, reply, field) => {
    const log = { warn: vi.fn() };
    expect(cartSavingsCents(reply, log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(`storefront: discount-bar: fetch-cart ${field}; no savings line`);
  });

  it('refuses a cart nested deeper than four levels or with more than 500 items', () => {
    let deep: unknown[] = [];
    for (let i = 0; i < 6; i++) deep = [item(2, 1, 1, deep)];
    const log = { warn: vi.fn() };
    expect(cartSavingsCents({ line_items: deep }, log)).toBeNull();
    expect(cartSavingsCents({ line_items: Array.from({ length: 501 }, () => item(2, 1, 1)) }, log)).toBeNull();
    expect(cartSavingsCents({ line_items: Array.from({ length: 500 }, () => item(2, 1, 1)) }, log)).toBe(50_000);
  });

  it('shows dollars with two decimals and grouped thousands', () => {
    expect(formatSavings(122_060)).toBe('$1,220.60');
    expect(formatSavings(0)).toBe('$0.00');
    expect(formatSavings(2_000)).toBe('$20.00');
  });

  it('POSTs {store}/v4/shopping-carts/fetch-cart with body {}, the jwt and the app id; a failure is no savings', async () => {
    document.cookie = `jwt_us=${TOKEN}; path=/`;
    const runtime = pageRuntime({ siteCode: 'us' });
    const fetchMock = vi.fn(async () => json({ line_items: [item(10, 7.5, 2)] }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchSavings(runtime.page, runtime.site)).toBe(500);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://store.test/v4/shopping-carts/fetch-cart');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({ 'x-ecom-jwt': TOKEN, 'x-ecom-app-id': 'identity-store' });
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'down' }, 500)));
    const log = { warn: vi.fn() };
    expect(await fetchSavings(runtime.page, runtime.site, log)).toBeNull();
    expect(log.warn.mock.calls[0]![0]).toMatch(/^storefront: discount-bar: fetch-cart failed \(.*500.*\); no savings line$/);
  });
});

describe('logo (https images only)', () => {
  it.each(['https://img.test/logo.svg', '/etc.clientlibs/logo.svg'])('keeps %s', (url) => expect(logoUrl(url)).toBe(url));
  it.each(['http://img.test/logo.svg', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.test/x.png', 'https://x.test/a"onerror="x', 'logo.png'])('refuses %s with a warning naming the field', (url) => {
    const log = { warn: vi.fn() };
    expect(logoUrl(url, log)).toBeNull();
    expect(log.warn.mock.calls[0]![0]).toMatch(/^storefront: discount-bar: store_info\.image_logo_url .* is not an https image; no logo$/);
  });
  it('an empty logo is no logo without a warning', () => {
    const log = { warn: vi.fn() };
    expect(logoUrl('', log)).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('exit store (docs/rules.md §4, §7, §8)', () => {
  const NEW = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub3N0b3JlIn0.c2ln';

  it('GETs exit-store with x-ecom-jwt, stores the new jwt and clears the store cookies', async () => {
    document.cookie = `jwt_us=${TOKEN}; path=/`;
    setDiscountCookies(STORE);
    const runtime = pageRuntime({ siteCode: 'us' });
    const fetchMock = vi.fn(async () => json({ statusCode: 200, jwt: NEW }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await exitStore(runtime.page, runtime.site)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://store.test/v1/sso/user/private-store/exit-store');
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.headers).toMatchObject({ 'x-ecom-jwt': TOKEN });
    expect(readCookie({ name: 'jwt_us', life: 1 })).toBe(NEW);
    expect(cookieNames()).toEqual(['jwt_us']);
  });

  it.each([
    ['HTTP 500', () => json({ statusCode: 500 }, 500)],
    ['a reply without a jwt', () => json({ statusCode: 200 })],
    ['a jwt with markup', () => json({ statusCode: 200, jwt: '<script>.a.b' })],
    ['malformed JSON', () => new Response('{"jwt":', { status: 200, headers: { 'content-type': 'application/json' } })],
  ])('%s: the store cookies are deleted anyway and the sign-in kept, with a warning', async (_, reply) => {
    document.cookie = `jwt_us=${TOKEN}; path=/`;
    setDiscountCookies(STORE);
    const runtime = pageRuntime({ siteCode: 'us' });
    vi.stubGlobal('fetch', vi.fn(async () => reply()));
    const log = { warn: vi.fn() };
    expect(await exitStore(runtime.page, runtime.site, log)).toBe(false);
    expect(cookieNames()).toEqual(['jwt_us']);
    expect(readCookie({ name: 'jwt_us', life: 1 })).toBe(TOKEN);
    expect(log.warn.mock.calls[0]![0]).toMatch(/^storefront: discount-bar: exit-store .*the store cookies are cleared$/);
  });
});

describe('store list (docs/rules.md §7 epp-discount.json)', () => {
  it('the five fallback stores and their routes', () => {
    expect(FALLBACK_STORES.map((s) => [s.id, s.label, s.url])).toEqual([
      ['education', 'Education', '/us/shop/discount-program/education/'],
      ['first-responders', 'First Responders', '/us/shop/discount-program/first-responders/'],
      ['government', 'Government', '/us/shop/discount-program/government/'],
      ['workplace', 'Workplace', '/us/shop/discount-program/workplace/'],
      ['military', 'Military', '/us/shop/discount-program/military/'],
    ]);
  });

  it('keeps entries with a label and a discount-program route; leaves out the rest with a warning', () => {
    const log = { warn: vi.fn() };
    const reply = { stores: [{ id: 'education', label: ' Education Offers ', url: '/us/shop/discount-program/education/' }, { id: 'evil', label: 'x', url: 'javascript:alert(1)' }, { id: 'off', label: 'y', url: 'https://evil.test/us/shop/discount-program/x/' }, null] };
    expect(storeList(reply, log)).toEqual([{ id: 'education', label: 'Education Offers', url: '/us/shop/discount-program/education/' }]);
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(storeList({ stores: 'x' }, log)).toBeNull();
    expect(storeList({ stores: [] }, log)).toBeNull();
  });

  it('a failed or malformed epp-discount.json gives the five fallback stores', async () => {
    const log = { warn: vi.fn() };
    vi.stubGlobal('fetch', vi.fn(async () => json({}, 503)));
    expect(await loadStores('/x/epp-discount.json', log)).toBe(FALLBACK_STORES);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 200, headers: { 'content-type': 'application/json' } })));
    expect(await loadStores('/x/epp-discount.json', log)).toBe(FALLBACK_STORES);
    vi.stubGlobal('fetch', vi.fn(async () => json({ stores: [{ id: 'military', label: 'Military', url: '/us/shop/discount-program/military/' }] })));
    expect(await loadStores('/x/epp-discount.json', log)).toEqual([{ id: 'military', label: 'Military', url: '/us/shop/discount-program/military/' }]);
  });
});
