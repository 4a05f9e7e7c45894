/**
 * The overlay's calls (docs/rules.md §7 "Search"): suggest v6 over JSONP (B2B path on B2B pages), the US
 * typeahead, and the AI variant's suggestedSearch, metrics and click feedback. Replies are
 * untrusted: each parser keeps only strings, trimmed and bounded.
 */
import { request } from '../../runtime/index';
import { jsonp } from '../../runtime/jsonp';
import type { Reply } from './search-state';
import type { SearchConfig } from './search-config';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// A keyword longer than this is not a keyword; a list longer than this is not for a drop-down.
const MAX_KEYWORD = 200;
const MAX_ITEMS = 20;

/** Strings of a reply list; anything else is dropped. Some services send {keyword} objects. */
export function keywords(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const out: string[] = [];
  for (const item of list.slice(0, MAX_ITEMS * 2)) {
    const raw = typeof item === 'string' ? item : isRecord(item) && typeof item.keyword === 'string' ? item.keyword : '';
    const k = raw.trim();
    if (k && k.length <= MAX_KEYWORD && !out.includes(k)) out.push(k);
    if (out.length === MAX_ITEMS) break;
  }
  return out;
}

/** docs/rules.md §3: response.resultData.common with suggestedKeywords and relatedKeywords. */
export function parseSuggest(data: unknown): Reply {
  const response = isRecord(data) && isRecord(data.response) ? data.response : null;
  const common = response && isRecord(response.resultData) && isRecord(response.resultData.common) ? response.resultData.common : null;
  if (!common) throw new Error('expected response.resultData.common');
  const requestId = isRecord(data) && typeof data.requestId === 'string' ? data.requestId.slice(0, 100) : undefined;
  return { related: keywords(common.relatedKeywords), popular: keywords(common.suggestedKeywords), ...(requestId ? { requestId } : {}) };
}

/** docs/rules.md §3 US: Recommend and Suggestions.Suggestion. */
export function parseTypeahead(data: unknown): Reply {
  if (!isRecord(data)) throw new Error('expected an object with Recommend and Suggestions');
  const suggestion = isRecord(data.Suggestions) ? data.Suggestions.Suggestion : undefined;
  return { related: keywords(suggestion), popular: keywords(data.Recommend) };
}

/** The URL of one suggestion request for `query`. */
export function suggestRequestUrl(config: SearchConfig, query: string): string {
  const params: Record<string, string> =
    config.variant === 'us'
      ? { searchTerm: query }
      : config.variant === 'ai'
        ? { countryCode: config.countryCode, storeID: config.storeId, clientCode: config.b2b ? 'b2b' : 'b2c', query }
        : { siteCd: config.site, stage: config.stage, searchValue: query };
  return `${config.suggestUrl}?${new URLSearchParams(params)}`;
}

/** Asks the site's suggestion service about `query` (empty: the suggested keywords only). */
export function fetchSuggestions(config: SearchConfig, query: string, signal?: AbortSignal): Promise<Reply> {
  const url = suggestRequestUrl(config, query);
  const options = { timeoutMs: config.timeoutMs, ...(signal ? { signal } : {}) };
  if (config.variant === 'v6') return jsonp(url, { ...options, prefix: 'sfSearch', parse: parseSuggest });
  return request(url, { ...options, credentials: 'omit', parse: config.variant === 'us' ? parseTypeahead : parseSuggest });
}

/** A session id for the AI metrics, one per page. */
export const aiSession = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

const device = () => (window.innerWidth < 768 ? 'mobile' : 'pc'); // docs/rules.md §9: widgets are mobile below 768

function post(url: string, form: Record<string, string>, timeoutMs: number): Promise<unknown> {
  return request(url, { method: 'POST', body: new URLSearchParams(form), timeoutMs, credentials: 'omit' });
}

/** docs/rules.md §7: POST metrics/suggestedSearch, form metricsParam (session, query, count, device). */
export function sendMetrics(config: SearchConfig, query: string, count: number, requestId = ''): Promise<unknown> {
  const metricsParam = JSON.stringify({ session: aiSession, query, count, device: device(), requestId, siteCode: config.site });
  return post(`${config.aiBase}/metrics/suggestedSearch`, { metricsParam }, config.timeoutMs);
}

/** docs/rules.md §7: POST feedback/click, form feedbackParam and actionType=click, with the item's position. */
export function sendClickFeedback(config: SearchConfig, query: string, keyword: string, position: number, requestId = ''): Promise<unknown> {
  const feedbackParam = JSON.stringify({ session: aiSession, query, keyword, position, requestId, device: device() });
  return post(`${config.aiBase}/feedback/click`, { feedbackParam, actionType: 'click' }, config.timeoutMs);
}
