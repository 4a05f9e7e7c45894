import { afterEach, describe, expect, it, vi } from 'vitest';
import { wishlistStoreCall } from '../../../plugins/wishlist/wishlist-api';
import { pageRuntime } from '../../runtime/services/fakes';

afterEach(() => vi.unstubAllGlobals());

describe('wishlist store calls (docs/rules.md §7)', () => {
  it('use the store interface\'s default form, or the _v/private form the site file picks', async () => {
    const runtime = pageRuntime({ siteCode: 'uk' });
    const site = { ...runtime.site, endpoints: { ...runtime.site.endpoints, storeInterfacePath: '_v/private/ng/p4v1' } };
    const fetchMock = vi.fn(async () => new Response('{"resultCode":"0000"}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await wishlistStoreCall(runtime.page, site)('addWishListItem', { productCode: 'SM-X' });
    await wishlistStoreCall(runtime.page, runtime.site)('delWishListItem', { productCode: 'SM-X' });
    const urls = fetchMock.mock.calls.map((c) => String((c as unknown[])[0]));
    expect(urls).toEqual(['http://store.test/uk/_v/private/ng/p4v1/addWishListItem?productCode=SM-X', 'http://store.test/uk/ng/p4v1/delWishListItem?productCode=SM-X']);
  });

  it('reads the result code and message of any reply shape; a bad body is no confirmation', async () => {
    const runtime = pageRuntime({ siteCode: 'uk' });
    const replies = ['{"resultCode":0,"resultMessage":5}', 'null', '{"resultCode":{"toString":1}}', '{"resultCode":"0000","resultMessage":"done"}'];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(replies.shift()!, { status: 200, headers: { 'content-type': 'application/json' } })));
    const call = wishlistStoreCall(runtime.page, runtime.site);
    expect(await call('addWishListItem')).toMatchObject({ resultCode: '0', resultMessage: '' });
    expect(await call('addWishListItem')).toMatchObject({ resultCode: '', resultMessage: '' });
    // An object String() cannot read is no code either (it threw, and the call rejected).
    expect(await call('addWishListItem')).toMatchObject({ resultCode: '', resultMessage: '' });
    expect(await call('addWishListItem')).toMatchObject({ resultCode: '0000', resultMessage: 'done' });
  });

  it('2100 (an invalid session, docs/rules.md §8) signs the shopper out, to the reply\'s return URL when it names one', async () => {
    const runtime = pageRuntime({ siteCode: 'uk' });
    const replies = ['{"resultCode":"2100","returnURL":"/uk/mypage/wishlist/"}', '{"resultCode":2100}', '{"resultCode":"0000"}'];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(replies.shift()!, { status: 200, headers: { 'content-type': 'application/json' } })));
    const emit = vi.fn();
    const call = wishlistStoreCall(runtime.page, runtime.site, { emit } as never);
    expect(await call('addWishListItem')).toMatchObject({ resultCode: '2100' });
    await call('getWishList');
    await call('delWishListItem');
    expect(emit.mock.calls).toEqual([['session:sign-out', { returnUrl: '/uk/mypage/wishlist/' }], ['session:sign-out', {}]]);
  });

  it('a press refused as signed out (HTTP 401) asks the session for its §8 alert and marks the call, then rejects; a read on load only rejects', async () => {
    const runtime = pageRuntime({ siteCode: 'uk' });
    const refused = () => new Response('{"errors":[{"type":"InvalidTokenError"}]}', { status: 401, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', vi.fn(async () => refused()));
    const emit = vi.fn();
    const read = wishlistStoreCall(runtime.page, runtime.site, { emit } as never);
    await expect(read('getWishList')).rejects.toMatchObject({ status: 401 });
    expect([read.signedOut, emit.mock.calls]).toEqual([false, []]);
    const call = wishlistStoreCall(runtime.page, runtime.site, { emit } as never, true);
    await expect(call('addWishListItem', { productCode: 'SM-X' })).rejects.toMatchObject({ status: 401 });
    expect([call.signedOut, emit.mock.calls]).toEqual([true, [['session:expired', {}]]]);
    // Any other failure is the caller's to show: no event, not marked.
    const other = wishlistStoreCall(runtime.page, runtime.site, { emit } as never, true);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('busy', { status: 503 })));
    await expect(other('addWishListItem')).rejects.toMatchObject({ status: 503 });
    expect([other.signedOut, emit.mock.calls.length]).toEqual([false, 1]);
  });
});
