/**
 * Every copy of the store-host rule agrees (docs/architecture.md "Store hosts"): the session's
 * endpoints, the cart's and the wishlist's bases, the v4 wishlist, the discount bar and both
 * getCustomer builders compute their hosts from the same page and site in the same way. The
 * rule is repeated in each chunk on purpose (one shared module would be a chunk of its own in
 * every one of them); this table is what keeps the copies one rule.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerUrl as accountCustomer } from '../../plugins/account-menu/account-api';
import { cartEnv, hybrisBase } from '../../plugins/add-to-cart/cart-env';
import { storeHost as discountStore } from '../../plugins/discount-bar/discount-api';
import { customerUrl as menuCustomer } from '../../plugins/header-nav/json-menu-deps';
import { wishlistBase, wishlistStoreCall } from '../../plugins/wishlist/wishlist-api';
import { sessionEndpoints } from '../../runtime/services/session-endpoints';
import { v4WishlistEnv } from '../../runtime/services/wishlist-apis';
import { buildRuntime } from '../support/runtime';

const quiet = { warn: () => {} };

/** [case, hidden inputs, site endpoints, expected store host, web store host, b2b store host, store-interface path]. */
const CASES: [string, Record<string, string>, Record<string, string>, string, string, string, string][] = [
  ['the page store domain', { storeDomain: 'https://store.test/' }, {}, 'https://store.test', 'https://store.test', 'https://store.test', 'ng/p4v1'],
  ['the site file over the page', { storeDomain: 'https://store.test/' }, { store: 'https://ecom.example//' }, 'https://ecom.example', 'https://ecom.example', 'https://ecom.example', 'ng/p4v1'],
  ['only the gpv store domain', { gpvStoreDomain: 'https://gpv.example/' }, {}, 'https://gpv.example', 'https://gpv.example', 'https://gpv.example', 'ng/p4v1'],
  ['a web store of its own (multistore)', { storeDomain: 'https://store.test/', storeWebDomain: 'https://web.example/uk/multistore/' }, {}, 'https://store.test', 'https://web.example/uk/multistore', 'https://store.test', 'ng/p4v1'],
  ['a B2B store and the private path', { storeDomain: 'https://store.test/' }, { b2bStore: 'https://b2b.example/', storeInterfacePath: '_v/private/ng/p4v1' }, 'https://store.test', 'https://store.test', 'https://b2b.example', '_v/private/ng/p4v1'],
  ['none: the page origin', {}, {}, '', '', '', 'ng/p4v1'],
];

describe('store hosts: every copy of the rule agrees (docs/architecture.md "Store hosts")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(CASES)('%s', async (_name, fields, endpoints, store, web, b2b, path) => {
    const runtime = buildRuntime({ siteCode: 'uk', ...fields });
    const page = runtime.page;
    const site = { ...runtime.site, endpoints: { ...endpoints } };
    const session = sessionEndpoints(page, site, quiet);
    const cart = cartEnv(page, site, runtime.bus, () => {});

    expect(session.details).toBe(`${store}/v1/sso/jwt/details`);
    expect(hybrisBase(page, site)).toBe(`${store}/tokocommercewebservices/v2/uk/`);
    expect(wishlistBase(page, site)).toBe(`${store}/tokocommercewebservices/v2/uk/`);
    expect(cart.ecomCarts).toBe(`${store}/v4/shopping-carts/`);
    expect(v4WishlistEnv(page, site).url).toBe(`${store}/v4/identity/wishlist`);
    expect(discountStore(page, site)).toBe(store);

    expect(session.storeInterface).toBe(`${web}/uk/${path}/`);
    expect(cart.storeBase).toBe(`${web}/uk/${path}/`);
    expect(cart.servicesBase).toBe(`${web}/servicesv2/`);
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (asked.push(url), new Response('{"resultCode":"0000"}', { headers: { 'content-type': 'application/json' } }))));
    await wishlistStoreCall(page, site)('getWishList', { page: '1' });
    expect(asked).toEqual([`${web}/uk/${path}/getWishList?page=1`]);

    const customer = `${b2b}/tokocommercewebservices/v2/uk/users/current/getCustomer`;
    expect([session.getCustomer, accountCustomer(page, site), menuCustomer(page, site)]).toEqual([customer, customer, customer]);
  });
});
