/**
 * Prices per site (docs/rules.md §5 "Price formatting", §9 "Price formats"). The rules are data
 * in each site file (`locale`, `currency`, `price`); this module resolves a page's site code to
 * them. runtime/ never imports sites/: boot passes the site files in (docs/architecture.md "Folder rules").
 * The table of every currency and site exception is runtime/rules/PRICES.md.
 */
import { SITE_ALIASES, canonicalSite, isCurrency, isLocale, isPriceFormat } from '../site-config';
import type { PriceFormat, SiteFile } from '../site-config';
import { formatPrice, parsePrice } from './price-format';
import { formatIntlPrice, parseIntlPrice } from './intl-price';

/** The pure functions over one site's price data, and the Intl fallback, for callers that hold the data. */
export { formatPrice, parsePrice } from './price-format';
export { formatIntlPrice, parseIntlPrice } from './intl-price';

/** How one site shows prices: its price data, or the locale's standard format (docs/rules.md §9 "Unknown currencies"). */
export type SitePrice =
  | { readonly kind: 'format'; readonly format: PriceFormat }
  | { readonly kind: 'intl'; readonly locale: string; readonly currency: string };

/** Site and currency unknown: digits only, grouped the most common way (docs/rules.md §9 "Comma separator"). */
export const PLAIN_PRICE: PriceFormat = Object.freeze({ symbol: '', position: 'prefix', group: ',', decimal: '.', decimals: 2 });

/** Formatting and parsing by site code, as `window.storefront.formatPrice` offers them. */
export interface PriceRules {
  /** Formats an amount for a site (aliases such as levant → jo apply); "" for empty input. */
  formatPrice(amount: unknown, siteCode: string): string;
  /** Reads a price formatted for a site back into a number; null when there is none. */
  parsePrice(text: unknown, siteCode: string): number | null;
  /** The resolved price rule of a site. */
  sitePrice(siteCode: string): SitePrice;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy with every field present, so formatting sees one object shape for all sites (V8 inline caches stay fast). */
function fullShape(f: PriceFormat): PriceFormat {
  const { symbol, position, group, decimal, decimals } = f;
  return Object.freeze({ symbol, position, group, decimal, decimals, space: f.space === true, roundUp: f.roundUp === true, skipRounding: f.skipRounding === true });
}

/**
 * The price rule of one (unvalidated) site file over the defaults: its own `price` data if
 * valid, else Intl for its locale and currency, else the defaults' data, else `PLAIN_PRICE`.
 */
export function resolveSitePrice(file: unknown, defaults: SiteFile): SitePrice {
  const own = isRecord(file) ? file : {};
  if (own.price !== undefined && isPriceFormat(own.price)) return { kind: 'format', format: fullShape(own.price) };
  const currency = own.currency ?? defaults.currency;
  const locale = own.locale ?? defaults.locale ?? 'en';
  if (own.price === undefined && isCurrency(currency) && isLocale(locale)) {
    return { kind: 'intl', locale, currency };
  }
  return { kind: 'format', format: fullShape(isPriceFormat(defaults.price) ? defaults.price : PLAIN_PRICE) };
}

/**
 * The price rule of a site code over every site file (`siteFiles` keyed by canonical site code,
 * as sites/index.ts exports them). Resolutions are cached per known site; unknown codes use the
 * defaults.
 */
export function createSitePrices(siteFiles: Readonly<Record<string, unknown>>, defaults: SiteFile): (siteCode: string) => SitePrice {
  const cache = new Map<string, SitePrice>();
  const fallback = resolveSitePrice({}, defaults);
  return (siteCode: string): SitePrice => {
    // Hot path: the exact code seen before (only canonical codes and aliases are cached, so
    // odd spellings cannot grow the cache).
    const hit = cache.get(siteCode);
    if (hit) return hit;
    const code = typeof siteCode === 'string' ? canonicalSite(siteCode) : '';
    // Own keys only: a site code such as "__proto__" or "constructor" must not reach Object.prototype.
    if (!Object.hasOwn(siteFiles, code)) return fallback;
    const rule = cache.get(code) ?? resolveSitePrice(siteFiles[code], defaults);
    cache.set(code, rule);
    if (siteCode === code || Object.hasOwn(SITE_ALIASES, siteCode)) cache.set(siteCode, rule);
    return rule;
  };
}

/** Formats an amount by a resolved site price rule; "" for empty input. */
export function formatSitePrice(amount: unknown, rule: SitePrice): string {
  return rule.kind === 'format' ? formatPrice(amount, rule.format) : formatIntlPrice(amount, rule.locale, rule.currency);
}

/**
 * Formatting and parsing over every site file. The page's `formatPrice` uses only
 * createSitePrices and formatSitePrice, so the parsers do not ship in the runtime.
 */
export function createPriceRules(siteFiles: Readonly<Record<string, unknown>>, defaults: SiteFile): PriceRules {
  const sitePrice = createSitePrices(siteFiles, defaults);
  return {
    sitePrice,
    formatPrice: (amount, siteCode) => formatSitePrice(amount, sitePrice(siteCode)),
    parsePrice(text, siteCode) {
      const rule = sitePrice(siteCode);
      return rule.kind === 'format' ? parsePrice(text, rule.format) : parseIntlPrice(text, rule.locale, rule.currency);
    },
  };
}
