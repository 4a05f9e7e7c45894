/**
 * Checks an untrusted site file (sites/*.json) or a page's narrowing field by field. A bad
 * field is reported and left out; the rest of the file stays (one misspelt field never throws
 * a whole site away). Unknown fields and plugin names are reported with the closest valid
 * name. The build runs it on every site file (scripts/check-sites.mjs); at run time
 * runtime/resolve-site-config.ts loads it (its own chunk) for a page narrowing, or for a site file
 * whose field or plugin names are not all known.
 */
import { didYouMean } from './rules/closest-name';
import { isCurrency, isLocale, isPriceFormat, isRecord, type PluginSetting, type SiteFile } from './site-config';

/** `endpoints.cartMulti`: a root-relative path of plain segments (no `.` or `..`), ending in `/`. */
const CART_MULTI = /^(\/(?!\.\.?\/)[\w.~-]+)+\/$/;

/** Each field's check: null when valid, else what was expected. `plugins` is checked entry by entry. */
const FIELD_CHECKS: Record<Exclude<keyof SiteFile, 'plugins'>, (v: unknown) => string | null> = {
  locale: (v) => (isLocale(v) ? null : 'a BCP 47 locale like "en-GB"'),
  currency: (v) => (isCurrency(v) ? null : 'a lower-case ISO 4217 code like "gbp"'),
  price: (v) => (isPriceFormat(v) ? null : 'a price format {symbol, position: prefix|suffix, group, decimal, decimals: 0|2, space?, roundUp?, skipRounding?}'),
  flags: (v) => (isRecord(v) && Object.values(v).every((f) => typeof f === 'boolean') ? null : 'an object of booleans'),
  // cartMulti (au's addToCart/multi base, docs/sites.md) is appended to the store host as it is.
  endpoints: (v) => (isRecord(v) && Object.values(v).every((e) => typeof e === 'string') && (v.cartMulti === undefined || CART_MULTI.test(v.cartMulti as string)) ? null : 'an object of URL strings (cartMulti: a path ending in "/")'),
  dictionary: (v) => (typeof v === 'string' && v.length > 0 ? null : 'a URL path'),
  sprite: (v) => (typeof v === 'string' && v.length > 0 ? null : 'a URL path'),
  redirectHosts: (v) => (Array.isArray(v) && v.every((h) => typeof h === 'string') ? null : 'an array of host names'),
};
const FIELDS = [...Object.keys(FIELD_CHECKS), 'plugins'];
const SETTING_FIELDS = ['enabled', 'options'];

/** Read by boot from the defaults, in parallel with the site file, so sites cannot override them. */
const BOOT_FIELDS: readonly string[] = ['dictionary', 'sprite'];
/** What a page's narrowing may touch. */
export const PAGE_FIELDS: readonly string[] = ['plugins', 'flags', 'endpoints'];

/** Which file is checked: sites/default.json, a page's narrowing, and the plugin names that exist. */
export interface CheckKind {
  defaults?: boolean;
  page?: boolean;
  /** Plugin names that exist; a setting for any other is reported and left out. */
  plugins?: readonly string[];
}

function checkPlugins(value: unknown, source: string, known: readonly string[] | undefined, problems: string[]): Record<string, PluginSetting> | undefined {
  if (!isRecord(value)) return void problems.push(`${source}: field "plugins" should be an object of plugin settings`);
  const out: Record<string, PluginSetting> = {};
  for (const [name, s] of Object.entries(value)) {
    const exists = known ? known.includes(name) : !Object.hasOwn(Object.prototype, name) && name !== '__proto__';
    if (!exists) problems.push(`${source}: unknown plugin "${name}"${didYouMean(name, known ?? [])}; ignoring it`);
    else if (!isRecord(s)) problems.push(`${source}: plugin "${name}" should be an object {enabled?, options?}; ignoring it`);
    else {
      const setting: PluginSetting = {};
      for (const [key, v] of Object.entries(s)) {
        if (key === 'enabled' && typeof v === 'boolean') setting.enabled = v;
        else if (key === 'options' && isRecord(v)) setting.options = v;
        else if (SETTING_FIELDS.includes(key)) problems.push(`${source}: plugin "${name}".${key} should be ${key === 'enabled' ? 'a boolean' : 'an object'}; ignoring it`);
        else problems.push(`${source}: plugin "${name}": unknown field "${key}"${didYouMean(key, SETTING_FIELDS)}; ignoring it`);
      }
      out[name] = setting;
    }
  }
  return out;
}

/**
 * Checks `data` from `source` (named in every problem). Returns the valid part of the file
 * and the problems, each naming the field and what was expected; no problems means valid.
 */
export function checkSiteFile(data: unknown, source: string, kind: CheckKind = {}): { file: SiteFile; problems: string[] } {
  if (!isRecord(data)) return { file: {}, problems: [`${source}: expected a JSON object, got ${data === null ? 'null' : Array.isArray(data) ? 'an array' : typeof data}`] };
  const problems: string[] = [];
  const file: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!FIELDS.includes(key)) problems.push(`${source}: unknown field "${key}"${didYouMean(key, FIELDS)}; ignoring it`);
    else if (!kind.defaults && BOOT_FIELDS.includes(key)) {
      problems.push(`${source}: field "${key}" belongs in sites/default.json only (boot fetches it before the site file arrives); ignoring it`);
    } else if (kind.page && !PAGE_FIELDS.includes(key)) {
      problems.push(`${source}: field "${key}" cannot be changed by a page (only ${PAGE_FIELDS.join(', ')}); ignoring it`);
    } else if (key === 'plugins') {
      const plugins = checkPlugins(value, source, kind.plugins, problems);
      if (plugins) file.plugins = plugins;
    } else {
      const expected = FIELD_CHECKS[key as keyof typeof FIELD_CHECKS](value);
      if (expected) problems.push(`${source}: field "${key}" should be ${expected}; ignoring it`);
      else file[key] = value;
    }
  }
  return { file: file as SiteFile, problems };
}

/** The problems of `data` as a site file (empty: valid). */
export function validateSiteFile(data: unknown, source: string, kind: CheckKind = {}): string[] {
  return checkSiteFile(data, source, kind).problems;
}
