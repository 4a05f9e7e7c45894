/**
 * The option bundle of an add-to-cart button (docs/rules.md §3 "Cart add item", "Option
 * bundle"): what the shopper chose around the product (bezel, add-ons, gift, combo, band,
 * quantity, exchange, trade-in, care, upgrade, tariff, installment offers, warranty, knox),
 * read from the button's `data-option-bundle` JSON and turned into what `addToCart/multi`
 * takes: parts of the product as its child products, products of their own as further items,
 * services on the product, the installment offers as its `selectedOffers`. The JSON is page
 * markup and untrusted: any field that is not what it should be refuses the button with a
 * warning naming it (docs/rules.md §5), so nothing half-read reaches the store.
 */
import type { CartItem, CartService } from './cart-item';

/** What the bundle adds to the button's product. */
export interface CartBundle {
  qty?: number;
  childProducts: NonNullable<CartItem['childProducts']>;
  services: CartService[];
  selectedOffers?: unknown[];
  /** Add-ons, gift, combo and multi-buy products, each an item of its own (quantity 1). */
  extra: CartItem[];
  /** A tariff is chosen: the add asks for a new cart (docs/rules.md §7 `newCart=true`). */
  tariff: boolean;
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
/** The bundle is a page's JSON, not a document: longer is refused unread. */
export const MAX_BUNDLE_JSON = 4_000;
/** At most this many codes in one list (add-ons, combo, multi, trade-in results, offers). */
const MAX_LIST = 10;

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Short text as the store's fields take it (kinds, keys, answers), else undefined. */
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.length <= 200 ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined);

class Refused extends Error {}
const refuse = (field: string, why: string): never => {
  throw new Refused(`data-option-bundle${field ? ` ${field}` : ''} ${why}`);
};
const code = (v: unknown, field: string): string => (typeof v === 'string' && CODE.test(v) ? v : refuse(field, v === undefined ? 'is missing' : `${JSON.stringify(v)?.slice(0, 40)} is not a product code`));
const codes = (v: unknown, field: string): string[] => {
  if (!Array.isArray(v) || v.length > MAX_LIST) return refuse(field, `is not a list of at most ${MAX_LIST} product codes`);
  return v.map((c, i) => code(c, `${field}[${i}]`));
};
const record = (v: unknown, field: string): Json => (isRecord(v) ? v : refuse(field, 'is not an object'));

/**
 * Reads the bundle JSON; undefined after a warning naming the field when any part is refused.
 * Fields the bundle does not name are not sent; unknown fields are ignored.
 */
export function readOptionBundle(json: string, warn: (message: string) => void): CartBundle | undefined {
  try {
    if (json.length > MAX_BUNDLE_JSON) refuse('', `is ${json.length} characters, more than ${MAX_BUNDLE_JSON}`);
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch {
      refuse('', 'is not JSON');
    }
    const b = record(raw, '');
    const out: CartBundle = { childProducts: [], services: [], extra: [], tariff: false };
    const part = (c: string) => out.childProducts.push({ product: { code: c }, quantity: 1 });
    const item = (c: string) => out.extra.push({ productCode: c, qty: 1 });
    const service = (s: CartService) => out.services.push(s);

    if (b.bezelCode !== undefined) part(code(b.bezelCode, 'bezelCode'));
    if (b.embedaddon !== undefined) (Array.isArray(b.embedaddon) ? codes(b.embedaddon, 'embedaddon') : [code(b.embedaddon, 'embedaddon')]).forEach(part);
    if (b.band !== undefined) part(code(record(b.band, 'band').bandCode, 'band.bandCode'));
    for (const key of ['addon', 'combo', 'multi'] as const) if (b[key] !== undefined) codes(record(b[key], key).modelCodeList, `${key}.modelCodeList`).forEach(item);
    if (b.gift !== undefined) item(code(record(b.gift, 'gift').modelCode, 'gift.modelCode'));
    if (b.orignalQuantity !== undefined) {
      const q = record(b.orignalQuantity, 'orignalQuantity').quantity;
      if (!(Number.isInteger(q) && (q as number) >= 1 && (q as number) <= 99)) refuse('orignalQuantity.quantity', `${JSON.stringify(q)} is not a quantity from 1 to 99`);
      out.qty = q as number;
    }
    if (b.exchange !== undefined) {
      const id = text(record(b.exchange, 'exchange').exchangeId);
      if (!id) refuse('exchange.exchangeId', 'is not an id');
      service({ serviceCode: 'EXCHANGE', exchangeId: id! });
    }
    for (const [key, field] of [['care', 'modelCode'], ['upgrade', 'modelCode'], ['warrantyVd', 'modelCode'], ['knoxManage', 'serviceSkuCode']] as const) {
      if (b[key] !== undefined) service({ serviceCode: code(record(b[key], key)[field], `${key}.${field}`) });
    }
    if (b.tariff !== undefined) {
      service({ serviceCode: code(record(b.tariff, 'tariff').modelCode, 'tariff.modelCode'), serviceType: 'SIM_PLAN' });
      out.tariff = true;
    }
    if (b.tradeIn !== undefined) tradeIn(record(b.tradeIn, 'tradeIn')).forEach(service);
    if (b.installment !== undefined) {
      const offers = record(b.installment, 'installment').selectedOffers;
      if (!Array.isArray(offers) || offers.length > MAX_LIST || !offers.every(isRecord)) refuse('installment.selectedOffers', `is not a list of at most ${MAX_LIST} offers`);
      out.selectedOffers = offers as unknown[];
    }
    return out;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    warn(`add to cart: ${error.message}; the button does nothing`);
    return undefined;
  }
}

/** Trade-in info (docs/rules.md §3): `plan_id` and its `tradeInResultList`, each result a service of the product. */
function tradeIn(t: Json): CartService[] {
  const planId = text(t.plan_id);
  const list = t.tradeInResultList;
  if (!Array.isArray(list) || !list.length || list.length > MAX_LIST) return refuse('tradeIn.tradeInResultList', `is not a list of 1 to ${MAX_LIST} results`);
  return list.map((entry, i) => {
    const r = record(entry, `tradeIn.tradeInResultList[${i}]`);
    const s: CartService = { serviceCode: code(r.serviceCode, `tradeIn.tradeInResultList[${i}].serviceCode`) };
    if (planId) s.planId = planId;
    for (const key of ['provider', 'tradeInType', 'imeiKey', 'serviceID'] as const) {
      const v = text(r[key]);
      if (r[key] !== undefined && v === undefined) refuse(`tradeIn.tradeInResultList[${i}].${key}`, 'is not text');
      if (v !== undefined) s[key] = v;
    }
    // The store's own structures, passed on as the trade-in flow gave them (JSON, already size-capped).
    for (const key of ['tradeInAdditionalInfo', 'questionAndAnswer', 'dataPrice'] as const) if (r[key] !== undefined) s[key] = r[key];
    return s;
  });
}

/** What one click adds: the items, and whether a tariff asks for a new cart. */
export interface BundleItems {
  items: CartItem[];
  tariff?: true;
}

/**
 * The button's product with its bundle merged in (the bundle's quantity, its parts after the
 * page's child products, its services and offers), followed by the bundle's items of their own;
 * undefined after the warning when the bundle is refused.
 */
export function withBundle(item: CartItem, json: string, warn: (message: string) => void): BundleItems | undefined {
  const bundle = readOptionBundle(json, warn);
  if (!bundle) return undefined;
  const children = [...(item.childProducts ?? []), ...bundle.childProducts];
  const main: CartItem = { ...item, qty: bundle.qty ?? item.qty, ...(children.length ? { childProducts: children } : {}), ...(bundle.services.length ? { services: bundle.services } : {}), ...(bundle.selectedOffers ? { selectedOffers: bundle.selectedOffers } : {}) };
  return { items: [main, ...bundle.extra], ...(bundle.tariff ? { tariff: true as const } : {}) };
}
