import { describe, expect, it, vi } from 'vitest';
import { MAX_BUNDLE_JSON, readOptionBundle } from '../../../runtime/services/cart-bundle';

const read = (bundle: unknown) => {
  const warn = vi.fn();
  return { bundle: readOptionBundle(typeof bundle === 'string' ? bundle : JSON.stringify(bundle), warn), warn };
};

describe('option bundle (docs/rules.md §3 "Option bundle")', () => {
  it('reads every field of the bundle into what addToCart/multi takes', () => {
    const { bundle, warn } = read({
      bezelCode: 'GP-BEZEL01',
      embedaddon: 'EF-EMBED1',
      addon: { modelCodeList: ['EF-ADD1', 'EF-ADD2'] },
      gift: { modelCode: 'EF-GIFT1' },
      combo: { modelCodeList: ['SM-COMBO1'] },
      multi: { modelCodeList: ['SM-MULTI1'] },
      band: { bandCode: 'ET-BAND20' },
      orignalQuantity: { quantity: 2 },
      exchange: { exchangeId: 'EX-778' },
      tradeIn: { plan_id: 'TI-PLAN-3', tradeInResultList: [{ serviceCode: 'TRADEIN-S24', provider: 'recommerce', tradeInType: 'DEVICE', imeiKey: 'imei-1', serviceID: '91', questionAndAnswer: [{ q: 'screen', a: 'ok' }], dataPrice: { amount: 120 } }] },
      care: { modelCode: 'P-CARE-2Y' },
      upgrade: { modelCode: 'P-UPGRADE' },
      tariff: { modelCode: 'SIM-PLAN-20GB' },
      installment: { selectedOffers: [{ offerId: 'INST-12', months: 12 }] },
      warrantyVd: { modelCode: 'P-WARRANTY-VD' },
      knoxManage: { serviceSkuCode: 'KNOX-M-1Y' },
      somethingNew: 'ignored',
    });
    expect(warn).not.toHaveBeenCalled();
    expect(bundle).toEqual({
      qty: 2,
      childProducts: [
        { product: { code: 'GP-BEZEL01' }, quantity: 1 },
        { product: { code: 'EF-EMBED1' }, quantity: 1 },
        { product: { code: 'ET-BAND20' }, quantity: 1 },
      ],
      extra: ['EF-ADD1', 'EF-ADD2', 'SM-COMBO1', 'SM-MULTI1', 'EF-GIFT1'].map((productCode) => ({ productCode, qty: 1 })),
      services: [
        { serviceCode: 'EXCHANGE', exchangeId: 'EX-778' },
        { serviceCode: 'P-CARE-2Y' },
        { serviceCode: 'P-UPGRADE' },
        { serviceCode: 'P-WARRANTY-VD' },
        { serviceCode: 'KNOX-M-1Y' },
        { serviceCode: 'SIM-PLAN-20GB', serviceType: 'SIM_PLAN' },
        { serviceCode: 'TRADEIN-S24', planId: 'TI-PLAN-3', provider: 'recommerce', tradeInType: 'DEVICE', imeiKey: 'imei-1', serviceID: '91', questionAndAnswer: [{ q: 'screen', a: 'ok' }], dataPrice: { amount: 120 } },
      ],
      selectedOffers: [{ offerId: 'INST-12', months: 12 }],
      tariff: true,
    });
  });

  it('an empty bundle adds nothing', () => {
    expect(read({}).bundle).toEqual({ childProducts: [], services: [], extra: [], tariff: false });
  });

  it.each([
    ['not JSON', '{bezelCode:', 'data-option-bundle is not JSON'],
    ['a list', [], 'data-option-bundle is not an object'],
    ['markup for a code', { bezelCode: '<img src=x onerror=alert(1)>' }, 'data-option-bundle bezelCode "<img src=x onerror=alert(1)>" is not a product code'],
    ['a code list that is a string', { addon: { modelCodeList: 'EF-ADD1' } }, 'data-option-bundle addon.modelCodeList is not a list of at most 10 product codes'],
    ['eleven add-ons', { addon: { modelCodeList: Array.from({ length: 11 }, (_, i) => `EF-A${i}`) } }, 'addon.modelCodeList is not a list of at most 10'],
    ['a code that is an object String() cannot read', { bezelCode: { toString: 1 } }, 'data-option-bundle bezelCode {"toString":1} is not a product code'],
    ['a bad code in a list', { combo: { modelCodeList: ['SM-OK', 'javascript:x'] } }, 'combo.modelCodeList[1] "javascript:x" is not a product code'],
    ['quantity -1', { orignalQuantity: { quantity: -1 } }, 'orignalQuantity.quantity -1 is not a quantity from 1 to 99'],
    ['quantity 1e9', { orignalQuantity: { quantity: 1e9 } }, 'orignalQuantity.quantity 1000000000 is not a quantity'],
    ['quantity as text', { orignalQuantity: { quantity: '2' } }, 'orignalQuantity.quantity "2" is not a quantity'],
    ['a band without its code', { band: {} }, 'band.bandCode is missing'],
    ['an empty trade-in', { tradeIn: { plan_id: 'P', tradeInResultList: [] } }, 'tradeIn.tradeInResultList is not a list of 1 to 10 results'],
    ['a trade-in kind that is an object', { tradeIn: { tradeInResultList: [{ serviceCode: 'TI-1', tradeInType: { x: 1 } }] } }, 'tradeIn.tradeInResultList[0].tradeInType is not text'],
    ['offers that are not objects', { installment: { selectedOffers: ['INST-12'] } }, 'installment.selectedOffers is not a list'],
    ['an exchange without an id', { exchange: { exchangeId: '' } }, 'exchange.exchangeId is not an id'],
  ])('refuses %s with a warning naming the field', (_name, bundle, message) => {
    const { bundle: out, warn } = read(bundle);
    expect(out).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(message);
    expect(warn.mock.calls[0]![0]).toMatch(/^add to cart: data-option-bundle .*; the button does nothing$/);
  });

  it('refuses a bundle over the size cap unread', () => {
    const { bundle, warn } = read(`{"x":"${'a'.repeat(MAX_BUNDLE_JSON)}"}`);
    expect(bundle).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toContain(`more than ${MAX_BUNDLE_JSON}`);
  });
});
