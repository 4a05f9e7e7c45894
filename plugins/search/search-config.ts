/**
 * The overlay's settings, read once from the page's hidden inputs, the site config and the
 * plugin's site options (STYLE 6: one reader per field; STYLE 13: a bad option is named).
 * Site options (sites/*.json `plugins.search.options`): resultsUrl, placeholder, debounceMs,
 * timeoutMs, scannerUrl, expertUrl. Site flag `aiSearch` turns the AI variant on.
 */
import type { PageConfig, SiteConfig } from '../../runtime/index';
import { suggestionDomain } from '../../runtime/rules/search-input';

/** Which suggestion service the site uses (SPEC §7 "Search"). */
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
  /** The scanner page, only on EPP sites with a scanner (SPEC §6); else null. */
  scannerUrl: string | null;
  /** The 'shop with expert' chat, when the site has one; else null. */
  expertUrl: string | null;
}

/** No SPEC figure exists for these; the site may change them. */
export const DEFAULT_DEBOUNCE_MS = 200;
export const DEFAULT_TIMEOUT_MS = 3000;

// Same-site paths or http(s) URLs only: these become navigations.
const SAFE_URL = /^(https?:\/\/[^\s"'<>\\]+|\/(?!\/)[^\s"'<>\\]*)$/i;

type Warn = (message: string) => void;

function text(options: Readonly<Record<string, unknown>>, key: string, warn: Warn, url = false): string {
  const v = options[key];
  if (v === undefined || v === '') return '';
  if (typeof v === 'string' && (!url || SAFE_URL.test(v))) return v;
  warn(`plugins.search.options.${key} should be ${url ? 'a same-site path or an http(s) URL' : 'a string'}, got ${JSON.stringify(v)?.slice(0, 80)}; ignoring it`);
  return '';
}

function ms(options: Readonly<Record<string, unknown>>, key: string, fallback: number, warn: Warn): number {
  const v = options[key];
  if (v === undefined) return fallback;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 60_000) return v;
  warn(`plugins.search.options.${key} should be whole milliseconds from 0 to 60000, got ${JSON.stringify(v)}; using ${fallback}`);
  return fallback;
}

/** Reads the settings. `warn` hears each unusable option. */
export function searchConfig(page: PageConfig, site: SiteConfig, options: Readonly<Record<string, unknown>>, warn: Warn = console.warn): SearchConfig {
  const code = page.siteCode;
  const b2b = page.b2bFlag;
  const w: Warn = (m) => warn(`storefront: plugin "search": ${m}`);
  // SPEC §7: the US typeahead; else the AI variant when both the site flag and the page allow it.
  const variant: Variant = code === 'us' ? 'us' : site.flags.aiSearch === true && page.sc_gnb_aiSearchUseYn ? 'ai' : 'v6';
  const aiBase = `${suggestionDomain(page.esapiSearchDomain)}/estoresearch-api/v1/scom/${encodeURIComponent(code)}`;
  const suggestUrl =
    variant === 'us'
      ? b2b ? '/us/api/es_search_business/business/typeahead.json' : '/us/search/global/es/typeahead'
      : variant === 'ai'
        ? `${aiBase}/suggestedSearch`
        : `${suggestionDomain(page.searchDomain)}${b2b ? '/business/v6/search/suggest' : '/search/suggest/v6'}`;
  const scanner = text(options, 'scannerUrl', w, true) || `/${code}/scanner/`;
  return {
    site: code,
    variant,
    b2b,
    suggestUrl,
    aiBase,
    stage: page.apiStageInfo,
    countryCode: page.countryCode || code.slice(0, 2).toUpperCase(),
    storeId: page.store_sitecode || code,
    resultsUrl: text(options, 'resultsUrl', w, true) || page.sc_gnb_searchURL || `/${code}/search/`,
    placeholder: text(options, 'placeholder', w) || page.sc_gnb_placeholder,
    debounceMs: ms(options, 'debounceMs', DEFAULT_DEBOUNCE_MS, w),
    timeoutMs: ms(options, 'timeoutMs', DEFAULT_TIMEOUT_MS, w),
    scannerUrl: page.eppFlag && page.scannerYn ? scanner : null,
    expertUrl: text(options, 'expertUrl', w, true) || null,
  };
}
