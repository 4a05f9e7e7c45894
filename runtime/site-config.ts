/**
 * Site config: per-country data (sites/*.json) merged over sites/default.json, optionally
 * narrowed by the page's `<script type="application/json" id="storefront-config">`.
 * Sites hold no logic; this module merges them once checked (docs/architecture.md "Site config").
 */

/** One plugin's switch and options in a site file. */
export interface PluginSetting {
  enabled?: boolean;
  options?: Record<string, unknown>;
}

/** Price display rule of a site (docs/rules.md §9 "Price formats"); interpreted by runtime/rules/price. */
export interface PriceFormat {
  /** Currency symbol as shown, e.g. "£", "kr", "د.إ". */
  symbol: string;
  /** Where the symbol stands. */
  position: 'prefix' | 'suffix';
  /** Thousands separator. */
  group: string;
  /** Decimal separator. */
  decimal: string;
  /** Fraction digits shown for whole numbers (0 for zero-decimal currencies). */
  decimals: 0 | 2;
  /** Space between symbol and number. */
  space?: boolean;
  /** Round up to a whole number (docs/rules.md §5: huf). */
  roundUp?: boolean;
  /** Keep more than two fraction digits as given (docs/rules.md §5: the one-site variant). */
  skipRounding?: boolean;
}

/** What a site file may contain. Every field is optional; sites/default.json fills the gaps. */
export interface SiteFile {
  /** BCP 47 locale of the site, e.g. "en-GB". */
  locale?: string;
  /** ISO 4217 currency code, lower case, e.g. "gbp". */
  currency?: string;
  price?: PriceFormat;
  /** Feature flags (AI search, scanner, store, …). */
  flags?: Record<string, boolean>;
  plugins?: Record<string, PluginSetting>;
  /** Endpoint overrides: name → URL or path. */
  endpoints?: Record<string, string>;
  /** Dictionary URL token (docs/rules.md §7 "Other": `{token}.{locale}.b2c.json`). */
  dictionary?: string;
  /** Icon sprite URL. */
  sprite?: string;
  /** Hosts that redirects may go to besides the page's own (runtime/rules/allowed-link.ts). */
  redirectHosts?: string[];
}

/** A site config after merging: the fields boot and plugins rely on are present. */
export interface SiteConfig extends Required<Pick<SiteFile, 'locale' | 'dictionary' | 'sprite'>> {
  site: string;
  currency: string;
  price?: PriceFormat;
  flags: Readonly<Record<string, boolean>>;
  plugins: Readonly<Record<string, Readonly<PluginSetting>>>;
  endpoints: Readonly<Record<string, string>>;
  redirectHosts: readonly string[];
}

/** docs/rules.md §1: these page site codes share another site's config. */
export const SITE_ALIASES: Readonly<Record<string, string>> = { levant: 'jo', levant_ar: 'jo_ar' };

/** The site file code for a page site code (aliases applied, lower-cased). */
export function canonicalSite(code: string): string {
  const lower = code.toLowerCase();
  return Object.hasOwn(SITE_ALIASES, lower) ? SITE_ALIASES[lower]! : lower;
}

/** An object that is not an array or null. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A BCP 47 locale like "en-GB". */
export const isLocale = (v: unknown): v is string => typeof v === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(v);
/** A lower-case ISO 4217 code like "gbp". */
export const isCurrency = (v: unknown): v is string => typeof v === 'string' && /^[a-z]{3}$/.test(v);

/** A complete price format (the price rules and the site file check share this test). */
export function isPriceFormat(v: unknown): v is PriceFormat {
  return (
    isRecord(v) &&
    typeof v.symbol === 'string' &&
    (v.position === 'prefix' || v.position === 'suffix') &&
    typeof v.group === 'string' &&
    typeof v.decimal === 'string' &&
    (v.decimals === 0 || v.decimals === 2) &&
    ['space', 'roundUp', 'skipRounding'].every((k) => v[k] === undefined || typeof v[k] === 'boolean')
  );
}

function mergePlugins(base: SiteFile['plugins'] = {}, over: SiteFile['plugins'] = {}): Record<string, PluginSetting> {
  const out: Record<string, PluginSetting> = {};
  for (const name of new Set([...Object.keys(base), ...Object.keys(over)])) {
    const a = base[name] ?? {};
    const b = over[name] ?? {};
    out[name] = { enabled: b.enabled ?? a.enabled ?? false, options: { ...a.options, ...b.options } };
  }
  return out;
}

/** Merges a site file over the defaults. Both must already be valid. */
export function mergeSite(site: string, defaults: SiteFile, file: SiteFile): SiteConfig {
  return deepFreeze({
    site,
    locale: file.locale ?? defaults.locale ?? 'en',
    currency: file.currency ?? defaults.currency ?? '',
    price: file.price ?? defaults.price,
    dictionary: file.dictionary ?? defaults.dictionary ?? '',
    sprite: file.sprite ?? defaults.sprite ?? '',
    flags: { ...defaults.flags, ...file.flags },
    plugins: mergePlugins(defaults.plugins, file.plugins),
    endpoints: { ...defaults.endpoints, ...file.endpoints },
    redirectHosts: [...(defaults.redirectHosts ?? []), ...(file.redirectHosts ?? [])],
  });
}

/** Freezes a config and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
