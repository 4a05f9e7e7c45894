// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonpPayload, useBackend } from './harness';

const be = useBackend();

describe('GET {suggest domain}/search/suggest/v6 (docs/rules.md §7, cross-domain JSONP)', () => {
  it('answers JSONP with response.resultData.common: suggestedKeywords, relatedKeywords, searchCount', async () => {
    const res = await be.call(`${be.second}/search/suggest/v6?siteCd=uk&stage=live&searchValue=galaxy%20s25&callback=jsonp_1`);
    expect(res.headers.get('content-type')).toMatch(/text\/javascript/);
    const { response } = jsonpPayload(res.text, 'jsonp_1');
    expect(response.statusCode).toBe(200);
    expect(response.resultData.common.relatedKeywords).toEqual(['Galaxy S25 Ultra', 'Galaxy S25', 'Galaxy S25 Ultra case', 'Galaxy S25 Ultra screen protector', 'Galaxy S25 FE']);
    expect(response.resultData.common.searchCount).toBe(8);
    expect(response.resultData.common.suggestedKeywords.length).toBeGreaterThanOrEqual(7);
  });

  it('answers popular suggested keywords and no related ones for the empty first-open query', async () => {
    const { json } = await be.call('/search/suggest/v6?siteCd=uk&stage=live&searchValue=');
    expect(json.response.resultData.common).toMatchObject({ relatedKeywords: [], searchCount: 0 });
    expect(json.response.resultData.common.suggestedKeywords[0]).toBe('Galaxy S25 Ultra');
  });

  it('answers zero results for an unknown query (the no-suggestions state)', async () => {
    const { json } = await be.call('/search/suggest/v6?siteCd=uk&searchValue=zzzz');
    expect(json.response.resultData.common).toMatchObject({ relatedKeywords: [], searchCount: 0 });
  });

  it('serves the B2B path /business/v6/search/suggest with business keywords', async () => {
    const { json } = await be.call('/business/v6/search/suggest?siteCd=uk&searchValue=knox');
    expect(json.response.resultData.common.relatedKeywords).toEqual(['Knox Suite']);
    expect(json.response.resultData.common.suggestedKeywords).toContain('Galaxy XCover7');
  });

  it('serves the B2B path under the page\'s searchDomain, which ends in /v6', async () => {
    const { json } = await be.call('/v6/business/v6/search/suggest?siteCd=uk&searchValue=knox');
    expect(json.response.resultData.common.relatedKeywords).toEqual(['Knox Suite']);
  });

  it('refuses an unsafe callback name and a missing siteCd with 400', async () => {
    expect((await be.call('/search/suggest/v6?siteCd=uk&callback=alert(1)')).status).toBe(400);
    expect((await be.call('/search/suggest/v6?siteCd=uk&callback=9abc')).status).toBe(400);
    expect((await be.call(`/search/suggest/v6?siteCd=uk&callback=${'a'.repeat(65)}`)).status).toBe(400);
    expect((await be.call('/search/suggest/v6?siteCd=uk&callback=window.sf_cb.$1')).status).toBe(200);
    expect((await be.call('/search/suggest/v6?searchValue=x')).status).toBe(400);
  });
});

describe('AI suggested search (docs/rules.md §7 AI variant)', () => {
  const base = '/estoresearch-api/v1/scom/uk';

  it('answers suggestions for countryCode, storeID, clientCode, query', async () => {
    const { json } = await be.call(`${base}/suggestedSearch?countryCode=GB&storeID=uk&clientCode=b2c&query=fold`);
    expect(json.requestId).toEqual(expect.any(String));
    expect(json.response.resultData.common.relatedKeywords).toEqual(['Galaxy Z Fold7']);
    expect((await be.call(`${base}/suggestedSearch?countryCode=GB&clientCode=b2x&query=a`)).status).toBe(400);
  });

  it('takes metrics as form metricsParam and click feedback as feedbackParam with actionType=click', async () => {
    const metrics = new URLSearchParams({ metricsParam: JSON.stringify({ session: 's1', query: 'fold', count: 1, device: 'pc' }) });
    expect((await be.call(`${base}/metrics/suggestedSearch`, { method: 'POST', body: metrics })).json.statusCode).toBe(200);
    const click = new URLSearchParams({ feedbackParam: JSON.stringify({ query: 'fold', keyword: 'Galaxy Z Fold7', position: 1 }), actionType: 'click' });
    expect((await be.call(`${base}/feedback/click`, { method: 'POST', body: click })).json.statusCode).toBe(200);
    const logged = await be.requests('/feedback/click');
    expect(logged[0].body).toMatchObject({ actionType: 'click' });
    expect(JSON.parse(logged[0].body.feedbackParam).position).toBe(1);
  });

  it('refuses missing or non-JSON params and a wrong actionType with 400', async () => {
    expect((await be.call(`${base}/metrics/suggestedSearch`, { method: 'POST', body: new URLSearchParams({ metricsParam: '{bad' }) })).status).toBe(400);
    expect((await be.call(`${base}/feedback/click`, { method: 'POST', body: new URLSearchParams({ feedbackParam: '{}', actionType: 'hover' }) })).status).toBe(400);
  });
});

describe('US typeahead', () => {
  it('answers Recommend and Suggestions.Suggestion for searchTerm', async () => {
    const { json } = await be.call('/us/search/global/es/typeahead?searchTerm=watch');
    expect(json.Recommend.length).toBe(7);
    expect(json.Suggestions.Suggestion).toEqual(['Galaxy Watch8', 'Galaxy Watch Ultra', 'Galaxy Watch8 Classic']);
  });

  it('serves the business typeahead path', async () => {
    const { json } = await be.call('/us/api/es_search_business/business/typeahead.json?searchTerm=xcover');
    expect(json.Suggestions.Suggestion).toContain('Galaxy XCover7');
    expect((await be.call('/us/search/global/es/typeahead')).status).toBe(400);
  });
});
