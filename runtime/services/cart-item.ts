/**
 * A cart add item (docs/rules.md §3 "Cart add item") read from a button's marker data. Marker
 * data is page markup and untrusted: a product code with markup, a quantity that is not a whole
 * number from 1 to 99, or an oversized child list refuses the button with a warning naming the
 * field (docs/rules.md §5), instead of sending the store something it should never see.
 */

/** A docs/rules.md §3 service on a cart item (care, upgrade, tariff, trade-in, exchange, warranty, knox). */
export interface CartService {
  serviceCode: string;
  provider?: string;
  serviceType?: string;
  exchangeId?: string;
  planId?: string;
  tradeInType?: string;
  imeiKey?: string;
  serviceID?: string;
  tradeInAdditionalInfo?: unknown;
  questionAndAnswer?: unknown;
  dataPrice?: unknown;
}

/** A docs/rules.md §3 cart add item as `addToCart/multi` takes it. */
export interface CartItem {
  productCode: string;
  qty: number;
  childProducts?: { product: { code: string }; quantity: number }[];
  services?: CartService[];
  selectedOffers?: unknown[];
}

/** A model code: letters, digits and the separators real codes use (SM-S938BZKDEUB, 1234/AB). */
const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
/** The most of one product a button may add; real quantity pickers stop well below it. */
export const MAX_QTY = 99;
/** A child list longer than this (characters of JSON) is not one a page configures. */
const MAX_CHILDREN_JSON = 2_000;

/** Reads the item from data attributes (`productCode`, `qty`, `childProducts`); undefined after a warning when refused. */
export function readCartItem(data: Readonly<Record<string, string | undefined>>, warn: (message: string) => void): CartItem | undefined {
  const refuse = (field: string, why: string): undefined => void warn(`add to cart: data-${field} ${why}; the button does nothing`);
  const code = data.productCode?.trim() ?? '';
  if (!PRODUCT_CODE.test(code)) return refuse('product-code', `${JSON.stringify(code.slice(0, 40))} is not a product code`);
  const rawQty = data.qty?.trim() || '1'; // docs/rules.md §3: qty defaults to 1
  const qty = /^\d{1,2}$/.test(rawQty) ? Number(rawQty) : NaN;
  if (!(qty >= 1 && qty <= MAX_QTY)) return refuse('qty', `${JSON.stringify(rawQty.slice(0, 20))} is not a quantity from 1 to ${MAX_QTY}`);
  const item: CartItem = { productCode: code, qty };
  const children = data.childProducts?.trim();
  if (children) {
    if (children.length > MAX_CHILDREN_JSON) return refuse('child-products', `is ${children.length} characters, more than ${MAX_CHILDREN_JSON}`);
    const list = parseChildren(children);
    if (!list) return refuse('child-products', 'is not a list of {"code", "quantity"} with product codes');
    item.childProducts = list;
  }
  return item;
}

/** `[{"code":"…","quantity":1}]` as the API's `{product:{code}, quantity}`; undefined when any entry is not one. */
function parseChildren(json: string): CartItem['childProducts'] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(data) || data.length > 20) return undefined;
  const out: NonNullable<CartItem['childProducts']> = [];
  for (const entry of data as { code?: unknown; quantity?: unknown }[]) {
    const quantity = entry?.quantity ?? 1;
    if (typeof entry?.code !== 'string' || !PRODUCT_CODE.test(entry.code) || !Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_QTY) return undefined;
    out.push({ product: { code: entry.code }, quantity: quantity as number });
  }
  return out;
}
