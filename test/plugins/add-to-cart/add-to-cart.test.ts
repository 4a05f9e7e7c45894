import { describe, expect, it } from 'vitest';
import { fromMarker } from '../../../plugins/add-to-cart/AddToCart';
import { hybrisBase } from '../../../plugins/add-to-cart/cart-env';
import { buildRuntime } from '../../support/runtime';

const read = (data: Record<string, string>) => fromMarker({ data, json: undefined } as never);

describe('add-to-cart button data (docs/rules.md §3 "Cart add item", §5)', () => {
  it('reads the legacy data-modelcode and data-next-url; qty defaults to 1', () => {
    expect(read({ modelcode: 'SM-S938BZKEUB', nextUrl: '/uk/cart/' })).toEqual({ item: { productCode: 'SM-S938BZKEUB', qty: 1 }, next: '/uk/cart/' });
  });

  it('prefers data-product-code and reads data-qty', () => {
    expect(read({ productCode: 'SM-R630BZAEUB', modelcode: 'IGNORED', qty: '2' }).item).toEqual({ productCode: 'SM-R630BZAEUB', qty: 2 });
  });

  it.each([
    [{ modelcode: '<b>SM-X</b>' }, 'data-modelcode'],
    [{ productCode: '' }, 'data-product-code'],
    [{ modelcode: 'SM-S938BZKEUB', qty: '-1' }, 'data-qty'],
    [{ modelcode: 'SM-S938BZKEUB', qty: '1e9' }, 'data-qty'],
    [{ modelcode: 'SM-S938BZKEUB', qty: 'NaN' }, 'data-qty'],
    [{ modelcode: 'SM-S938BZKEUB', childProducts: `[${'{"code":"SM-A","quantity":1},'.repeat(400)}{}]` }, 'data-child-products'],
  ])('refuses %j, naming %s', (data, field) => {
    expect(() => read(data)).toThrow(field);
  });

  it('builds the Hybris base from the page store domain, or the site store', () => {
    const { page, site } = buildRuntime();
    expect(hybrisBase({ ...page, siteCode: 'uk', storeDomain: 'https://store.test/' }, { ...site, endpoints: {} })).toBe('https://store.test/tokocommercewebservices/v2/uk/');
    expect(hybrisBase({ ...page, siteCode: 'uk', storeDomain: 'https://store.test/' }, { ...site, endpoints: { store: 'https://alt.test' } })).toBe('https://alt.test/tokocommercewebservices/v2/uk/');
  });
});
