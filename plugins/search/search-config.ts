/**
 * The overlay's settings, read once from the page's hidden inputs, the site config and the
 * plugin's site options (one reader per field; a bad option is named in a warning).
 * Site options (sites/*.json `plugins.search.options`): resultsUrl, placeholder, debounceMs,
 * timeoutMs, scannerUrl, expertUrl. Site flag `aiSearch` turns the AI variant on.
 */
import type { PageConfig, SiteConfig } from '../../runtime/index';
import { allowJsonpHosts } from '../../runtime/jsonp';
import { allowedLink } from '../../runtime/rules/allowed-link';
import { suggestionDomain } from '../../runtime/rules/search-input';

/** Which suggestion service the site uses (docs/rules.md §7 "Search"). */
export type Variant = 'v6' | 'us' | 'ai';

export interface SearchConfig {
  site: string;
  variant: Variant;
  b2b: boolean;
  /** The suggestion URL without query (v6 JSONP, US typeahead, or AI suggestedSearch). */
  suggestUrl: string;
  /** AI variant: the base of the metrics and feedback POSTs. */
  aiBase: string;
  stage: string;
  countryCode: string;
  storeId: string;
  resultsUrl: string;
  placeholder: string;
  debounceMs: number;
  timeoutMs: number;
  /** The scanner page, only on EPP sites with a scanner (docs/rules.md §6); else null. */
  scannerUrl: string | null;
  /** The 'shop with expert' chat, when the site has one; else null. */
  expertUrl: string | null;
}

/** The store rules give no figure for these; the site may change them. */
export const DEFAULT_DEBOUNCE_MS = 200;
export const DEFAULT_TIMEOUT_MS = 3000;

type Warn = (message: string) => void;

function text(options: Readonly<Record<string, unknown>>, key: string, warn: Warn): string {
  const v = options[key];
  if (v === undefined || v === '') return '';
  if (typeof v === 'string') return v;
  warn(`plugins.search.options.${key} should be a string, got ${JSON.stringify(v)?.slice(0, 80)}; ignoring it`);
  return '';
}

/**
 * A link from config that the shopper will follow: kept when same-site or on the site's
 * `redirectHosts` (runtime/rules/allowed-link), else warned about by its source and dropped.
 */
function link(value: string, source: string, site: SiteConfig, pageUrl: string, warn: Warn): string {
  if (value === '') return '';
  if (allowedLink(value, { pageUrl, allowedHosts: site.redirectHosts })) return value;
  warn(`${source} ${JSON.stringify(value.slice(0, 80))} is neither on this site nor on its redirectHosts; ignoring it`);
  return '';
}

/** The host of a URL that may be protocol-relative or a path, or '' when it has none. */
function hostOf(url: string, pageUrl: string): string {
  try {
    return new URL(url, pageUrl).host;
  } catch {
    return '';
  }
}

function ms(options: Readonly<Record<string, unknown>>, key: string, fallback: number, warn: Warn): number {
  const v = options[key];
  if (v === undefined) return fallback;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 60_000) return v;
  warn(`plugins.search.options.${key} should be whole milliseconds from 0 to 60000, got ${JSON.stringify(v)}; using ${fallback}`);
  return fallback;
}

/**
 * Reads the settings. `warn` hears each unusable option; `pageUrl` is where links resolve.
 * The v6 suggestion host from the page config becomes an allowed JSONP host.
 */
export function searchConfig(page: PageConfig, site: SiteConfig, options: Readonly<Record<string, unknown>>, warn: Warn = console.warn, pageUrl = location.href): SearchConfig {
  const code = page.siteCode;
  const b2b = page.b2bFlag;
  const w: Warn = (m) => warn(`storefront: plugin "search": ${m}`);
  const option = (key: string) => link(text(options, key, w), `plugins.search.options.${key}`, site, pageUrl, w);
  // docs/rules.md §7: the US typeahead; else the AI variant when both the site flag and the page allow it.
  const variant: Variant = code === 'us' ? 'us' : site.flags.aiSearch === true && page.sc_gnb_aiSearchUseYn ? 'ai' : 'v6';
  const aiBase = `${suggestionDomain(page.esapiSearchDomain)}/estoresearch-api/v1/scom/${encodeURIComponent(code)}`;
  const suggestUrl =
    variant === 'us'
      ? b2b ? '/us/api/es_search_business/business/typeahead.json' : '/us/search/global/es/typeahead'
      : variant === 'ai'
        ? `${aiBase}/suggestedSearch`
        : `${suggestionDomain(page.searchDomain)}${b2b ? '/business/v6/search/suggest' : '/search/suggest/v6'}`;
  if (variant === 'v6') allowJsonpHosts(hostOf(suggestUrl, pageUrl));
  const scanner = option('scannerUrl') || `/${code}/function/scanner/`;
  return {
    site: code,
    variant,
    b2b,
    suggestUrl,
    aiBase,
    stage: page.apiStageInfo,
    countryCode: page.countryCode || code.slice(0, 2).toUpperCase(),
    storeId: page.store_sitecode || code,
    resultsUrl: option('resultsUrl') || link(page.sc_gnb_searchURL, 'hidden input sc_gnb_searchURL', site, pageUrl, w) || `/${code}/search/`,
    placeholder: text(options, 'placeholder', w) || page.sc_gnb_placeholder,
    debounceMs: ms(options, 'debounceMs', DEFAULT_DEBOUNCE_MS, w),
    timeoutMs: ms(options, 'timeoutMs', DEFAULT_TIMEOUT_MS, w),
    scannerUrl: page.eppFlag && page.scannerYn ? scanner : null,
    expertUrl: option('expertUrl') || null,
  };
}
