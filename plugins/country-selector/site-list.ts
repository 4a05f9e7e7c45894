/**
 * The country selector's rules (docs/rules.md §4 "Country selector"): the site list the page
 * carries (`ipredirectionLocalList`, docs/rules.md §3: site_code, global/local country name and
 * language, country_codes), checked entry by entry, and where Continue goes. Pure: no DOM, no
 * cookies, so every rule is tested on its own.
 */
import { allowedLink, type LinkScope } from '../../runtime/rules/allowed-link';

/** One site of the list, as the page gave it once checked. */
export interface SiteEntry {
  site_code: string;
  global_country_name: string;
  local_country_name: string;
  global_lang: string;
  local_lang: string;
  country_codes: string[];
}

/** The value of the select's 'other' option: every other country, on the global country list page. */
export const OTHER = 'other';

/** More entries than this is not a site list (the store has under a hundred sites). */
const MAX_ENTRIES = 300;
const MAX_TEXT = 100;
/** Site codes are lower-case words joined by "_" (uk, ca_fr, levant_ar), as in runtime/page-config.ts. */
const SITE_CODE = /^(?=.{2,20}$)[a-z]+(_[a-z]+)?$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Markup, control characters or a URL scheme never belong in a country or language name. */
const NOT_TEXT = /[<>\u0000-\u001f\u007f]|^\s*[a-z][a-z0-9+.-]*:/i;
const TEXT_FIELDS = ['global_country_name', 'local_country_name', 'global_lang', 'local_lang'] as const;

type Warn = (message: string) => void;

/** The first field of `raw` that breaks the rules, or null when the entry is sound. */
function badField(raw: Record<string, unknown>): string | null {
  if (typeof raw.site_code !== 'string' || !SITE_CODE.test(raw.site_code)) return 'site_code';
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEXT || NOT_TEXT.test(value)) return field;
  }
  const codes = raw.country_codes;
  if (!Array.isArray(codes) || codes.length > 20 || !codes.every((c) => typeof c === 'string' && COUNTRY_CODE.test(c))) return 'country_codes';
  return null;
}

/**
 * The sound entries of a site list. An entry with a field out of its rule (markup, a
 * `javascript:` or other URL, a site code that is not one) is left out with a console warning
 * naming the field; a list that is not an array gives [] with one warning.
 */
export function parseSiteList(raw: unknown, warn: Warn): SiteEntry[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    warn('ipredirectionLocalList should be an array of sites; ignoring it');
    return [];
  }
  const out: SiteEntry[] = [];
  for (const [i, item] of raw.slice(0, MAX_ENTRIES).entries()) {
    if (item === null || typeof item !== 'object') {
      warn(`ipredirectionLocalList[${i}] is not an object; leaving it out`);
      continue;
    }
    const entry = item as Record<string, unknown>;
    const field = badField(entry);
    if (field) {
      warn(`ipredirectionLocalList[${i}] has an unusable "${field}"; leaving the site out`);
      continue;
    }
    out.push({
      site_code: entry.site_code as string,
      global_country_name: (entry.global_country_name as string).trim(),
      local_country_name: (entry.local_country_name as string).trim(),
      global_lang: (entry.global_lang as string).trim(),
      local_lang: (entry.local_lang as string).trim(),
      country_codes: [...(entry.country_codes as string[])],
    });
  }
  return out;
}

/** The option text of a site: its local name and language ("Türkiye / Türkçe"). */
export const siteLabel = (entry: SiteEntry): string => `${entry.local_country_name} / ${entry.local_lang}`;

/** Where Continue goes: a chosen site (its cookie to store) or the global country list. */
export type Destination = { kind: 'site'; site: string; url: string } | { kind: 'other'; url: string };

/**
 * Continue with the select's `value` on the site `siteCode`: 'other' goes to the global
 * country list page (docs/rules.md §2 `/{site}/function/ipredirection/ipredirectionLocalList/`),
 * a site of the list to its home `/{site_code}/`. Every target passes the allowed-link rule
 * (docs/architecture.md "Redirects"); a value that is no site of the list, or a target the rule
 * refuses, goes nowhere (null).
 */
export function destination(value: string, sites: readonly SiteEntry[], siteCode: string, scope: LinkScope): Destination | null {
  if (value === OTHER) {
    const url = SITE_CODE.test(siteCode) ? allowedLink(`/${siteCode}/function/ipredirection/ipredirectionLocalList/`, scope) : null;
    return url ? { kind: 'other', url } : null;
  }
  const entry = sites.find((s) => s.site_code === value);
  if (!entry) return null;
  const url = allowedLink(`/${entry.site_code}/`, scope);
  return url ? { kind: 'site', site: entry.site_code, url } : null;
}
