/**
 * Site config: per-country data (sites/*.json) merged over sites/default.json, optionally
 * narrowed by the page's `<script type="application/json" id="storefront-config">`.
 * Sites hold no logic; this module validates and merges them (DESIGN "Site config").
 */

/** One plugin's switch and options in a site file. */
export interface PluginSetting {
  enabled?: boolean;
  options?: Record<string, unknown>;
}

/** Price display rule of a site (SPEC §9 "Price formats"); interpreted by runtime/rules/price. */
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
  /** Round up to a whole number (SPEC §5: huf). */
  roundUp?: boolean;
  /** Keep more than two fraction digits as given (SPEC §5: the one-site variant). */
  skipRounding?: boolean;
}

/** What a site file may contain. Every field is optional; sites/default.json fills the gaps. */
export interface SiteFile {
  /** BCP 47 locale of the site, e.g. "en-GB". */
  locale?: string;
  /** ISO 4217 currency code, lower case, e.g. "gbp". */
  currency?: string;
  price?: PriceFormat;
  /** Feature flags (SPEC: AI search, scanner, store, …). */
  flags?: Record<string, boolean>;
  plugins?: Record<string, PluginSetting>;
  /** Endpoint overrides: name → URL or path. */
  endpoints?: Record<string, string>;
  /** Dictionary URL token (SPEC §7 "Other": `{token}.{locale}.b2c.json`). */
  dictionary?: string;
  /** Icon sprite URL. */
  sprite?: string;
  /** Hosts that redirects may go to besides the page's own (DESIGN "Redirects"). */
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

/** SPEC §1: these page site codes share another site's config. */
export const SITE_ALIASES: Readonly<Record<string, string>> = { levant: 'jo', levant_ar: 'jo_ar' };

/** The site file code for a page site code (aliases applied, lower-cased). */
export function canonicalSite(code: string): string {
  const lower = code.toLowerCase();
  return Object.hasOwn(SITE_ALIASES, lower) ? SITE_ALIASES[lower]! : lower;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const FIELD_CHECKS: Record<keyof SiteFile, (v: unknown) => string | null> = {
  locale: (v) => (typeof v === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(v) ? null : 'a BCP 47 locale like "en-GB"'),
  currency: (v) => (typeof v === 'string' && /^[a-z]{3}$/.test(v) ? null : 'a lower-case ISO 4217 code like "gbp"'),
  price: (v) => checkPriceFormat(v),
  flags: (v) => (isRecord(v) && Object.values(v).every((f) => typeof f === 'boolean') ? null : 'an object of booleans'),
  plugins: (v) => checkPlugins(v),
  endpoints: (v) => (isRecord(v) && Object.values(v).every((e) => typeof e === 'string') ? null : 'an object of URL strings'),
  dictionary: (v) => (typeof v === 'string' && v.length > 0 ? null : 'a URL path'),
  sprite: (v) => (typeof v === 'string' && v.length > 0 ? null : 'a URL path'),
  redirectHosts: (v) => (Array.isArray(v) && v.every((h) => typeof h === 'string') ? null : 'an array of host names'),
};

function checkPriceFormat(v: unknown): string | null {
  if (!isRecord(v)) return 'a price format object';
  const ok =
    typeof v.symbol === 'string' &&
    (v.position === 'prefix' || v.position === 'suffix') &&
    typeof v.group === 'string' &&
    typeof v.decimal === 'string' &&
    (v.decimals === 0 || v.decimals === 2) &&
    ['space', 'roundUp', 'skipRounding'].every((k) => v[k] === undefined || typeof v[k] === 'boolean');
  return ok ? null : 'a price format {symbol, position: prefix|suffix, group, decimal, decimals: 0|2, space?, roundUp?, skipRounding?}';
}

function checkPlugins(v: unknown): string | null {
  if (!isRecord(v)) return 'an object of plugin settings';
  for (const [name, s] of Object.entries(v)) {
    if (!isRecord(s)) return `plugin "${name}": an object {enabled?, options?}`;
    if (s.enabled !== undefined && typeof s.enabled !== 'boolean') return `plugin "${name}".enabled: a boolean`;
    if (s.options !== undefined && !isRecord(s.options)) return `plugin "${name}".options: an object`;
    const extra = Object.keys(s).filter((k) => k !== 'enabled' && k !== 'options');
    if (extra.length) return `plugin "${name}": unknown field "${extra[0]}"`;
  }
  return null;
}

/** Read by boot from the defaults, in parallel with the site file, so sites cannot override them. */
const BOOT_FIELDS: readonly string[] = ['dictionary', 'sprite'];
/** What a page's narrowing may touch. */
const PAGE_FIELDS: readonly string[] = ['plugins', 'flags', 'endpoints'];

/**
 * Checks an untrusted site file (or page narrowing). Returns the problems, each naming the
 * source, the field and what was expected; an empty list means valid. `kind` says whether
 * it is sites/default.json or a page's narrowing, which allow different fields.
 */
export function validateSiteFile(data: unknown, source: string, kind: { defaults?: boolean; page?: boolean } = {}): string[] {
  if (!isRecord(data)) return [`${source}: expected a JSON object, got ${data === null ? 'null' : typeof data}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const check = Object.hasOwn(FIELD_CHECKS, key) ? FIELD_CHECKS[key as keyof SiteFile] : undefined;
    if (!check) problems.push(`${source}: unknown field "${key}"`);
    else if (!kind.defaults && BOOT_FIELDS.includes(key)) {
      problems.push(`${source}: field "${key}" belongs in sites/default.json only (boot fetches it before the site file arrives)`);
    } else if (kind.page && !PAGE_FIELDS.includes(key)) {
      problems.push(`${source}: field "${key}" cannot be changed by a page (only ${PAGE_FIELDS.join(', ')})`);
    } else {
      const expected = check(value);
      if (expected) problems.push(`${source}: field "${key}" should be ${expected}`);
    }
  }
  return problems;
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

/**
 * Applies a page's narrowing: plugins may be switched off and options changed, flags changed;
 * switching on a plugin the site has off is refused with a warning (the site owner decides).
 */
export function narrowSite(config: SiteConfig, page: SiteFile, warn: (msg: string) => void): SiteConfig {
  const plugins: Record<string, PluginSetting> = { ...config.plugins };
  for (const [name, s] of Object.entries(page.plugins ?? {})) {
    const current = plugins[name];
    if (!current?.enabled && s.enabled) {
      warn(`storefront-config: plugin "${name}" is off for site ${config.site}; a page can only switch plugins off`);
      continue;
    }
    if (!current) continue;
    plugins[name] = { enabled: s.enabled ?? current.enabled, options: { ...current.options, ...s.options } };
  }
  return deepFreeze({ ...config, flags: { ...config.flags, ...page.flags }, plugins, endpoints: { ...config.endpoints, ...page.endpoints } });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
