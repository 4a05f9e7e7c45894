import { describe, expect, it, vi } from 'vitest';
import { clickItems, fromMarker } from '../../../plugins/add-to-cart/AddToCart';
import { readFileSync } from 'node:fs';
import { hybrisBase, multiBase } from '../../../plugins/add-to-cart/cart-env';
import { buildRuntime } from '../../support/runtime';

const read = (data: Record<string, string>) => fromMarker({ data, json: undefined } as never);

describe('add-to-cart button data (docs/rules.md §3 "Cart add item", §5)', () => {
  it('reads the legacy data-modelcode and data-next-url; qty defaults to 1', () => {
    expect(read({ modelcode: 'SM-S938BZKEUB', nextUrl: '/uk/cart/' })).toEqual({ item: { productCode: 'SM-S938BZKEUB', qty: 1 }, bundle: undefined, next: '/uk/cart/' });
  });

  it('prefers data-product-code and reads data-qty', () => {
    expect(read({ productCode: 'SM-R630BZAEUB', modelcode: 'IGNORED', qty: '2' }).item).toEqual({ productCode: 'SM-R630BZAEUB', qty: 2 });
  });

  it('merges the option bundle at the click: its quantity, parts after the page\'s child products, services, offers, further items and the tariff', async () => {
    const bundle = JSON.stringify({ orignalQuantity: { quantity: 3 }, bezelCode: 'GP-BEZEL01', care: { modelCode: 'P-CARE-2Y' }, tariff: { modelCode: 'SIM-20GB' }, gift: { modelCode: 'EF-GIFT1' }, installment: { selectedOffers: [{ offerId: 'I12' }] } });
    expect(await clickItems(read({ modelcode: 'SM-S938BZKEUB', childProducts: '[{"code":"EF-CASE1"}]', optionBundle: bundle }))).toEqual({
      items: [
        {
          productCode: 'SM-S938BZKEUB',
          qty: 3,
          childProducts: [{ product: { code: 'EF-CASE1' }, quantity: 1 }, { product: { code: 'GP-BEZEL01' }, quantity: 1 }],
          services: [{ serviceCode: 'P-CARE-2Y' }, { serviceCode: 'SIM-20GB', serviceType: 'SIM_PLAN' }],
          selectedOffers: [{ offerId: 'I12' }],
        },
        { productCode: 'EF-GIFT1', qty: 1 },
      ],
      tariff: true,
    });
    expect(await clickItems(read({ modelcode: 'SM-S938BZKEUB' }))).toEqual({ items: [{ productCode: 'SM-S938BZKEUB', qty: 1 }] });
  });

  it('a refused bundle adds nothing, with the warning naming its field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await clickItems(read({ modelcode: 'SM-S938BZKEUB', optionBundle: '{"care":{"modelCode":"<script>"}}' }))).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toContain('data-option-bundle care.modelCode');
    warn.mockRestore();
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

  it('adds on the site\'s alternate addToCart/multi base (endpoints.cartMulti, au): a path on the store host; without one, the Hybris base', () => {
    const { page, site } = buildRuntime();
    const au = { ...page, siteCode: 'au', storeDomain: 'https://store.test/' };
    const auFile = JSON.parse(readFileSync('sites/au.json', 'utf8')) as { endpoints: Record<string, string> };
    expect(multiBase(au, { ...site, endpoints: auFile.endpoints })).toBe('https://store.test/au/api/tokocommercewebservices/v2/au/');
    expect(multiBase(au, { ...site, endpoints: { ...auFile.endpoints, store: 'https://alt.test/' } })).toBe('https://alt.test/au/api/tokocommercewebservices/v2/au/');
    expect(multiBase({ ...au, siteCode: 'uk' }, { ...site, endpoints: {} })).toBe('https://store.test/tokocommercewebservices/v2/uk/');
  });
});

describe("the cart's sign-out on a store 2100 (docs/rules.md §8)", () => {
  it('signs out a shopper the session signed in, to the reply\'s return URL; for a visitor it does nothing and says so', async () => {
    const { cartEnv } = await import('../../../plugins/add-to-cart/cart-env');
    const { createBus } = await import('../../../runtime/bus');
    const runtime = buildRuntime({ siteCode: 'uk' });
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('session:sign-out', (p) => seen.push(p));
    const env = cartEnv(runtime.page, runtime.site, bus);
    expect(env.signOut!('/uk/cart/')).toBe(false);
    bus.emit('session:changed', { signedIn: false });
    expect(env.signOut!('/uk/cart/')).toBe(false);
    expect(seen).toEqual([]);
    bus.emit('session:changed', { signedIn: true, firstName: 'Olivia', lastName: 'Bennett', loginType: 'sa_login' });
    expect([env.signOut!('/uk/cart/'), env.signOut!()]).toEqual([true, true]);
    expect(seen).toEqual([{ returnUrl: '/uk/cart/' }, {}]);
  });

  it('asks the session for its §8 alert on a call refused as signed out (401) only for a shopper it signed in', async () => {
    const { cartEnv } = await import('../../../plugins/add-to-cart/cart-env');
    const { createBus } = await import('../../../runtime/bus');
    const runtime = buildRuntime({ siteCode: 'uk' });
    const bus = createBus();
    let asked = 0;
    bus.on('session:expired', () => void (asked += 1));
    const { HttpError } = await import('../../../runtime/http');
    const env = cartEnv(runtime.page, runtime.site, bus);
    const refused = (status: number) => new HttpError('status', 'x', `HTTP ${status}`, status);
    bus.emit('session:changed', { signedIn: false });
    expect([env.expired!(refused(401)), asked]).toEqual([false, 0]);
    bus.emit('session:changed', { signedIn: true, firstName: 'Olivia', lastName: 'Bennett', loginType: 'sa_login' });
    // Only a 401: another refusal, a timeout or a store reply is the cart's own failure.
    expect([refused(403), new HttpError('timeout', 'x', 'timed out'), { resultCode: '401', status: 401 }].map((f) => env.expired!(f))).toEqual([false, false, false]);
    expect(asked).toBe(0);
    expect([env.expired!(refused(401)), asked]).toEqual([true, 1]);
  });
});
