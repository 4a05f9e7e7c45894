/**
 * Search calls of docs/rules.md §7 "Search": suggest v6 (JSONP, B2B path), AI suggested search with
 * metrics and click feedback, US typeahead (consumer and business).
 */
import { randomUUID } from 'node:crypto';
import { BadRequest } from '../exchange.mjs';
import { KEYWORDS, POPULAR } from '../seed.mjs';

/** Keywords business searches match against (duplicates dropped). */
const BUSINESS_POOL = [...new Set([...KEYWORDS, ...POPULAR.business])];

/** Up to this many related keywords are returned; the runtime shows at most 4 (docs/rules.md §5). */
const RELATED_LIMIT = 10;

function related(query, pool = KEYWORDS) {
  const q = query.trim().toLowerCase();
  return q ? pool.filter((k) => k.toLowerCase().includes(q)).slice(0, RELATED_LIMIT) : [];
}

function searchCount(ctx, site, query) {
  const q = query.trim().toLowerCase();
  if (!q) return 0;
  return [...ctx.state.products.values()].filter((p) => p.site === site && p.name.toLowerCase().includes(q)).length;
}

/** response.resultData.common with suggestedKeywords, relatedKeywords, searchCount (docs/rules.md §3). */
function suggestion(ctx, site, query, business) {
  const popular = business ? POPULAR.business : POPULAR[site] ?? POPULAR.default;
  const pool = business ? BUSINESS_POOL : KEYWORDS;
  return {
    response: {
      statusCode: 200,
      statusMessage: 'OK',
      resultData: { common: { searchValue: query, suggestedKeywords: popular, relatedKeywords: related(query, pool), searchCount: searchCount(ctx, site, query) } },
    },
  };
}

/** docs/rules.md §7 GET {suggest domain}/search/suggest/v6 (B2B /business/v6/search/suggest): siteCd, stage, searchValue. */
function suggestV6(business) {
  return (ctx) => {
    const { siteCd, searchValue = '' } = ctx.query;
    if (!siteCd) throw new BadRequest('query parameter siteCd is required');
    return { json: suggestion(ctx, siteCd, searchValue, business) };
  };
}

/** docs/rules.md §7 AI variant: countryCode, storeID, clientCode (b2b or b2c), query. */
function aiSuggested(ctx) {
  const { clientCode, query = '', countryCode } = ctx.query;
  if (clientCode !== 'b2b' && clientCode !== 'b2c') throw new BadRequest('clientCode must be "b2b" or "b2c"');
  if (!countryCode) throw new BadRequest('query parameter countryCode is required');
  return { json: { requestId: randomUUID(), ...suggestion(ctx, ctx.params.site, query, clientCode === 'b2b') } };
}

/** The JSON value of a form field the AI endpoints take (metricsParam, feedbackParam). */
function formJson(ctx, field) {
  const raw = typeof ctx.body === 'object' && ctx.body ? ctx.body[field] : undefined;
  if (typeof raw !== 'string' || !raw) throw new BadRequest(`form field ${field} is required`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequest(`form field ${field} must hold JSON`);
  }
}

/** docs/rules.md §7 POST .../metrics/suggestedSearch, form metricsParam (session, query, count, device …). */
function metrics(ctx) {
  const value = formJson(ctx, 'metricsParam');
  ctx.state.metrics.push({ site: ctx.params.site, ...value });
  return { json: { statusCode: 200, statusMessage: 'OK' } };
}

/** docs/rules.md §7 POST .../feedback/click, form feedbackParam and actionType=click. */
function feedback(ctx) {
  if (ctx.body?.actionType !== 'click') throw new BadRequest('form field actionType must be "click"');
  const value = formJson(ctx, 'feedbackParam');
  ctx.state.feedback.push({ site: ctx.params.site, ...value });
  return { json: { statusCode: 200, statusMessage: 'OK' } };
}

/** docs/rules.md §7 US typeahead: searchTerm; Recommend and Suggestions.Suggestion lists. */
function typeahead(business) {
  return (ctx) => {
    const term = ctx.query.searchTerm;
    if (term === undefined) throw new BadRequest('query parameter searchTerm is required');
    const pool = business ? BUSINESS_POOL : KEYWORDS;
    const recommend = (business ? POPULAR.business : POPULAR.default).slice(0, 7);
    return { json: { Recommend: recommend, Suggestions: { Suggestion: related(term, pool) } } };
  };
}

const AI = '/estoresearch-api/v1/scom/:site';

/** Routes of this module. */
export const searchRoutes = [
  // Pages carry searchDomain as "{host}/v6" (as the real "//searchapi.samsung.com/v6"), so the optional /v6 prefix.
  { method: 'GET', path: /^(?:\/v6)?\/search\/suggest\/v6$/, family: 'search', jsonp: true, handler: suggestV6(false) },
  { method: 'GET', path: /^(?:\/v6)?\/business\/v6\/search\/suggest$/, family: 'search', jsonp: true, handler: suggestV6(true) },
  { method: 'GET', path: `${AI}/suggestedSearch`, family: 'search', handler: aiSuggested },
  { method: 'POST', path: `${AI}/metrics/suggestedSearch`, family: 'search', handler: metrics },
  { method: 'POST', path: `${AI}/feedback/click`, family: 'search', handler: feedback },
  { method: 'GET', path: '/us/search/global/es/typeahead', family: 'plain', handler: typeahead(false) },
  { method: 'GET', path: '/us/api/es_search_business/business/typeahead.json', family: 'plain', handler: typeahead(true) },
];
