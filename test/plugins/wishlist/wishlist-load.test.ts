import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../runtime/http';
import { loadedEvent, loadOtherWishlist, loadServerWishlist, parseHybrisWishlist } from '../../../plugins/wishlist/wishlist-load';
import { pageRuntime } from '../../runtime/services/fakes';

afterEach(() => {
  document.cookie = 'guid=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

describe('server wishlist load (docs/rules.md §7 "Cart and wishlist", §8)', () => {
  const BASE = 'https://shop.example/tokocommercewebservices/v2/uk/';
  const reply = (entries: unknown, extra: unknown[] = []) => ({ wishlists: [...extra, { isDefault: true, name: 'Default', entries }] });
  const signedIn = () => void (document.cookie = 'guid=guid-uk-shopper; path=/');

  it('asks users/current/wishlist?loadEntries=true with the cookies, waiting 20 s, and reads the default list', async () => {
    signedIn();
    const call = vi.fn(async () => reply([{ product: { code: 'SM-A1' } }, { product: { code: 'SM-A2' } }], [{ isDefault: false, entries: [{ product: { code: 'SM-OTHER' } }] }]));
    expect(await loadServerWishlist(call, BASE, { warn: vi.fn() })).toEqual({ skus: ['SM-A1', 'SM-A2'], ok: true });
    expect(call).toHaveBeenCalledWith(`${BASE}users/current/wishlist?loadEntries=true`, { timeoutMs: 20_000, credentials: 'include' });
  });

  it('does not ask without the guid cookie', async () => {
    const call = vi.fn();
    expect(await loadServerWishlist(call, BASE, { warn: vi.fn() })).toEqual({ skus: [] });
    expect(call).not.toHaveBeenCalled();
  });

  it('reads a failure, a timeout or an unreadable reply as an empty list, with a warning that says why', async () => {
    signedIn();
    for (const [answer, why] of [
      [new HttpError('status', 'x', 'GET x answered 500', 500), 'answered 500'],
      [new HttpError('timeout', 'x', 'GET x timed out after 20000 ms'), 'timed out'],
      [{ wishlist: [] }, '"wishlists" is not a list'],
      [null, '"wishlists" is not a list'],
      [{ wishlists: [{ isDefault: true, entries: 'SM-A1' }] }, '"wishlists[].entries" is not a list'],
    ] as const) {
      const warn = vi.fn();
      const call = vi.fn(async () => (answer instanceof Error ? Promise.reject(answer) : answer));
      expect(await loadServerWishlist(call, BASE, { warn })).toEqual({ skus: [], ok: false });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(why));
      expect(warn.mock.calls[0]![0]).toContain('the wishlist did not load');
    }
  });

  it('takes the first list when none is the default, skips entries without a product code, and drops repeats', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    expect(parseHybrisWishlist({ wishlists: [{ entries: [{ product: { code: 'SM-A1' } }, { product: { code: hostile } }, { product: {} }, null, { product: { code: 'SM-A1' } }, { product: { code: 7 } }] }] })).toEqual(['SM-A1']);
    expect(parseHybrisWishlist({ wishlists: [] })).toEqual([]);
    expect(parseHybrisWishlist({ wishlists: [{ isDefault: true }] })).toEqual([]);
  });
});

describe('the wishlist from the other servers (docs/sites.md wishlist `api`)', () => {
  const signedIn = () => void (document.cookie = 'guid=guid-uk-shopper; path=/');
  const runtime = pageRuntime({ siteCode: 'uk' });

  it('store: the getWishList pages; a failure reads as empty with a warning', async () => {
    signedIn();
    const storeCall = vi.fn(async () => ({ resultCode: '0000', resultMessage: '', resultData: { totalCount: 1, list: [{ productCode: 'SM-A1' }] } }));
    expect(await loadOtherWishlist('store', runtime.page, runtime.site, storeCall, { warn: vi.fn() })).toEqual({ skus: ['SM-A1'], ok: true });
    const warn = vi.fn();
    expect(await loadOtherWishlist('store', runtime.page, runtime.site, async () => ({ resultCode: '2100', resultMessage: 'expired' }), { warn })).toEqual({ skus: [], ok: false });
    expect(warn.mock.calls[0]![0]).toContain('the wishlist did not load (getWishList answered 2100 expired)');
  });

  it('v4: the identity wishlist; a server error reads as empty with a warning', async () => {
    signedIn();
    const fetchMock = vi.fn(async () => new Response('[{"sku":"SM-A1","deleted":false}]', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadOtherWishlist('v4', runtime.page, runtime.site, vi.fn(), { warn: vi.fn() })).toEqual({ skus: ['SM-A1'], ok: true });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('http://store.test/v4/identity/wishlist');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    const warn = vi.fn();
    expect(await loadOtherWishlist('v4', runtime.page, runtime.site, vi.fn(), { warn })).toEqual({ skus: [], ok: false });
    expect(warn.mock.calls[0]![0]).toContain('the wishlist did not load');
  });

  it('a guest without the guid cookie is not asked', async () => {
    const storeCall = vi.fn();
    expect(await loadOtherWishlist('store', runtime.page, runtime.site, storeCall, { warn: vi.fn() })).toEqual({ skus: [] });
    expect(storeCall).not.toHaveBeenCalled();
  });
});

describe('the page\'s wishlist callback, wishlist:loaded (docs/rules.md §8)', () => {
  it('fires with the list after a load that answered, on every site', () => {
    for (const site of ['uk', 'au', 'nz', 'sec', 'de']) expect(loadedEvent({ skus: ['SM-A1'], ok: true }, site)).toEqual({ skus: ['SM-A1'], ok: true });
  });

  it('hands the page a list of its own: sorting or splicing it leaves the wishlist:changed list as it was', () => {
    const skus = ['SM-B2', 'SM-A1'];
    const loaded = loadedEvent({ skus, ok: true }, 'uk')!;
    loaded.skus.sort();
    loaded.skus.splice(0, 1);
    expect(skus).toEqual(['SM-B2', 'SM-A1']);
  });

  it('fires after a failed load on au, nz and sec only, with an empty list and ok false', () => {
    for (const site of ['au', 'nz', 'sec']) expect(loadedEvent({ skus: [], ok: false }, site)).toEqual({ skus: [], ok: false });
    for (const site of ['uk', 'us', 'kr', 'au_x', 'nl']) expect(loadedEvent({ skus: [], ok: false }, site)).toBeUndefined();
  });

  it('does not fire when nothing was asked (a guest without the guid cookie), on any site', () => {
    for (const site of ['uk', 'au', 'nz', 'sec']) expect(loadedEvent({ skus: [] }, site)).toBeUndefined();
  });
});
