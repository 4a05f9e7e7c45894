import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoreWishlist, readV4Wishlist, STORE_WISHLIST_PAGES, v4Wishlist, v4WishlistEnv, v4WishlistSkus, type WishlistStoreCall } from '../../../runtime/services/wishlist-apis';
import { handOverWishlist, wishlistChange, addToCookieWishlist, cookieWishlist } from '../../../runtime/services/wishlist-store';
import type { StoreCall } from '../../../runtime/services/store-interface';
import { clearCookies, pageRuntime, TOKEN } from './fakes';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The fetch stand-in: answers each call with the next reply and records method, URL, headers and body. */
function stubFetch(...replies: (Response | Error)[]) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, headers: init.headers as Record<string, string>, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
      const next = replies.shift() ?? new Error('no reply scripted');
      if (next instanceof Error) throw next;
      return next;
    }),
  );
  return calls;
}

const V4 = { url: 'http://store.test/v4/identity/wishlist', headers: { 'x-ecom-app-id': 'identity-store', 'x-ecom-jwt': 'j' } };

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

describe('the v4 identity wishlist (docs/rules.md §7 "Cart and wishlist")', () => {
  it('goes to {store}/v4/identity/wishlist with the identity-store app id and the shopper jwt from jwt_{site}', () => {
    document.cookie = `jwt_uk=${TOKEN}; path=/`;
    const runtime = pageRuntime({ siteCode: 'uk' });
    expect(v4WishlistEnv(runtime.page, runtime.site)).toEqual({ url: 'http://store.test/v4/identity/wishlist', headers: { 'x-ecom-app-id': 'identity-store', 'x-ecom-jwt': TOKEN } });
    const site = { ...runtime.site, endpoints: { ...runtime.site.endpoints, store: 'https://ecom.example/' } };
    expect(v4WishlistEnv(runtime.page, site).url).toBe('https://ecom.example/v4/identity/wishlist');
  });

  it('on us loads the discount-program store of tmktid as ?store_id= (GET only, encoded); other sites go without', async () => {
    document.cookie = 'tmktid=EPP_store-12; path=/';
    const us = pageRuntime({ siteCode: 'us' });
    const env = v4WishlistEnv(us.page, us.site);
    expect(env.storeId).toBe('EPP_store-12');
    const calls = stubFetch(json([{ sku: 'SM-A1', deleted: false }]), json([{ sku: 'SM-A2', deleted: false }]), json([]));
    expect(await readV4Wishlist(env)).toEqual(['SM-A1']);
    expect(calls[0]!.url).toBe('http://store.test/v4/identity/wishlist?store_id=EPP_store-12');
    await v4Wishlist(env, 'add', 'SM-A2');
    expect(calls[1]!.url).toBe('http://store.test/v4/identity/wishlist');

    const uk = pageRuntime({ siteCode: 'uk' });
    expect(v4WishlistEnv(uk.page, uk.site).storeId).toBeUndefined();
    // A hostile id stays one query value.
    document.cookie = `tmktid=${encodeURIComponent('1&x=<b>#')}; path=/`;
    await readV4Wishlist(v4WishlistEnv(us.page, us.site));
    expect(new URL(calls[2]!.url).searchParams.get('store_id')).toBe('1&x=<b>#');
    expect(new URL(calls[2]!.url).searchParams.get('x')).toBeNull();
  });

  it('reads the live skus: deleted entries, repeats and entries that are not product codes are left out', () => {
    expect(v4WishlistSkus([{ sku: 'SM-A1', deleted: false }, { sku: 'SM-A2', deleted: true }, { sku: 'SM-A1' }, { sku: '<img src=x>' }, null, { sku: 7 }, { sku: 'SM-A3' }])).toEqual(['SM-A1', 'SM-A3']);
    expect(() => v4WishlistSkus({ items: [] })).toThrow('the v4 wishlist is not a list');
  });

  it('loads with GET, the headers and the cookies, waiting 20 s', async () => {
    const calls = stubFetch(json([{ sku: 'SM-A1', deleted: false }, { sku: 'SM-A2', deleted: true }]));
    expect(await readV4Wishlist(V4)).toEqual(['SM-A1']);
    expect(calls).toEqual([{ method: 'GET', url: V4.url, headers: V4.headers, body: undefined }]);
  });

  it('adds with POST {sku} and removes with DELETE /{sku}; each is confirmed only by the list the store answers', async () => {
    const calls = stubFetch(json([{ sku: 'SM-A1', deleted: false }]), json([{ sku: 'SM-A1', deleted: true }]), json([{ sku: 'SM-A9', deleted: false }]), json([{ sku: 'SM-A1', deleted: false }]));
    expect(await v4Wishlist(V4, 'add', 'SM-A1')).toBe(true);
    expect(await v4Wishlist(V4, 'remove', 'SM-A1')).toBe(true);
    expect(await v4Wishlist(V4, 'add', 'SM-A1')).toBe(false);
    expect(await v4Wishlist(V4, 'remove', 'SM-A1')).toBe(false);
    expect(calls.slice(0, 2).map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', V4.url, { sku: 'SM-A1' }],
      ['DELETE', `${V4.url}/SM-A1`, undefined],
    ]);
    expect(calls[0]!.headers).toMatchObject(V4.headers);
  });

  it('a refusal, a server error, a malformed list or a network failure is no confirmation', async () => {
    stubFetch(json({ statusCode: 404, message: 'unknown sku' }, 404), json({}, 500), json({ wishlist: [] }), new TypeError('offline'));
    for (let i = 0; i < 4; i++) expect(await v4Wishlist(V4, 'add', 'SM-A1')).toBe(false);
  });
});

describe('getWishList pages (docs/rules.md §7 "Store interface": page 1, pageSize 5)', () => {
  const page = (codes: string[], totalCount: number, p = 1) => ({ resultCode: '0000', resultMessage: '', resultData: { page: p, pageSize: 5, totalCount, list: codes.map((productCode) => ({ productCode })) } });
  const codes = (from: number, n: number) => Array.from({ length: n }, (_, i) => `SM-A${from + i}`);

  it('reads page after page of 5 until totalCount came', async () => {
    const replies = [page(codes(1, 5), 12), page(codes(6, 5), 12, 2), page(codes(11, 2), 12, 3)];
    const call = vi.fn(async () => replies.shift()!) as WishlistStoreCall & ReturnType<typeof vi.fn>;
    expect(await readStoreWishlist(call)).toEqual(codes(1, 12));
    expect(call.mock.calls).toEqual([
      ['getWishList', { page: '1', pageSize: '5' }],
      ['getWishList', { page: '2', pageSize: '5' }],
      ['getWishList', { page: '3', pageSize: '5' }],
    ]);
  });

  it('stops at a full last page, and after the most pages it reads', async () => {
    const exact = vi.fn(async () => page(codes(1, 5), 5));
    expect(await readStoreWishlist(exact)).toEqual(codes(1, 5));
    expect(exact).toHaveBeenCalledTimes(1);
    const endless = vi.fn(async () => page(['SM-A1', 'SM-A2', 'SM-A3', 'SM-A4', 'SM-A5'], 10_000));
    await readStoreWishlist(endless);
    expect(endless).toHaveBeenCalledTimes(STORE_WISHLIST_PAGES);
  });

  it('fails, naming why, on another result code or a reply without a list; hostile codes are left out', async () => {
    await expect(readStoreWishlist(async () => ({ resultCode: '2100', resultMessage: 'Your session has expired.' }))).rejects.toThrow('getWishList answered 2100 Your session has expired.');
    await expect(readStoreWishlist(async () => ({ resultCode: '0000', resultMessage: '', resultData: { list: 'SM-A1' } }))).rejects.toThrow('"resultData.list" is not a list');
    expect(await readStoreWishlist(async () => ({ resultCode: '0000', resultMessage: '', resultData: { totalCount: 3, list: [{ productCode: 'SM-A1' }, { productCode: '"><script>' }, {}] } }))).toEqual(['SM-A1']);
  });
});

describe('the site picks where a signed-in wishlist changes (docs/sites.md wishlist `api`)', () => {
  const storeCall = (code: string) => vi.fn(async () => ({ resultCode: code, resultMessage: '' })) as unknown as StoreCall & ReturnType<typeof vi.fn>;

  it('a v4 change whose code arrived leaves no timer behind (the 10 s bound on its load is cleared)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const runtime = pageRuntime({ siteCode: 'uk' });
      const v4Site = { ...runtime.site, plugins: { ...runtime.site.plugins, wishlist: { enabled: true, options: { api: 'v4' } } } };
      stubFetch(json([{ sku: 'SM-A1', deleted: false }]));
      expect(await wishlistChange(runtime.page, v4Site, storeCall('0000'))('add', 'SM-A1')).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the store interface by default; the v4 identity wishlist where the option says v4, also for the sign-in hand-over', async () => {
    const runtime = pageRuntime({ siteCode: 'uk' });
    const store = storeCall('0000');
    expect(await wishlistChange(runtime.page, runtime.site, store)('add', 'SM-A1')).toBe(true);
    expect(store.mock.calls[0]![0]).toBe('addWishListItem');

    const v4Site = { ...runtime.site, plugins: { ...runtime.site.plugins, wishlist: { enabled: true, options: { api: 'v4' } } } };
    const calls = stubFetch(json([{ sku: 'SM-A2', deleted: false }]), json({}, 500));
    addToCookieWishlist('SM-A2');
    addToCookieWishlist('SM-A1');
    const unused = storeCall('0000');
    const change = wishlistChange(runtime.page, v4Site, unused);
    const result = await handOverWishlist((code) => change('add', code), { warn: vi.fn() });
    expect(calls.map((c) => `${c.method} ${c.url} ${JSON.stringify(c.body)}`)).toEqual(['POST http://store.test/v4/identity/wishlist {"sku":"SM-A2"}', 'POST http://store.test/v4/identity/wishlist {"sku":"SM-A1"}']);
    expect(unused).not.toHaveBeenCalled();
    // The store's list confirmed SM-A2, which leaves the cookie; SM-A1's add failed, so it stays.
    expect(result).toEqual({ moved: ['SM-A2'], kept: ['SM-A1'] });
    expect(cookieWishlist()).toEqual(['SM-A1']);
  });
});
