import { describe, expect, it, vi } from 'vitest';
import type { PageConfig, SiteConfig } from '../../../runtime/index';
import { parseSuggest, parseTypeahead, suggestRequestUrl } from '../../../plugins/search/search-api';
import { searchConfig } from '../../../plugins/search/search-config';
import { highlight } from '../../../plugins/search/highlight';
import { resultsUrl } from '../../../plugins/search/search-url';

const page = (over: Partial<Record<keyof PageConfig, unknown>> = {}) =>
  ({ siteCode: 'uk', b2bFlag: false, eppFlag: false, scannerYn: false, searchDomain: 'https://search.test/v6/', esapiSearchDomain: 'https://es.test', apiStageInfo: 'front', countryCode: 'GB', store_sitecode: 'uk', sc_gnb_searchURL: '/uk/search/', sc_gnb_placeholder: 'Galaxy S25 Ultra', sc_gnb_aiSearchUseYn: true, ...over }) as unknown as PageConfig;
const site = (flags: Record<string, boolean> = {}, redirectHosts: string[] = []) => ({ flags, redirectHosts }) as unknown as SiteConfig;
const PAGE_URL = 'https://www.samsung.com/uk/';

describe('suggestion requests (docs/rules.md §7)', () => {
  it('v6 JSONP with siteCd, stage and searchValue; trailing slash of the domain removed', () => {
    const url = new URL(suggestRequestUrl(searchConfig(page(), site(), {}), 'fold 7'));
    expect(url.origin + url.pathname).toBe('https://search.test/v6/search/suggest/v6');
    expect(Object.fromEntries(url.searchParams)).toEqual({ siteCd: 'uk', stage: 'front', searchValue: 'fold 7' });
  });
  it('B2B pages use /business/v6/search/suggest', () => {
    expect(suggestRequestUrl(searchConfig(page({ b2bFlag: true }), site(), {}), 'a')).toMatch(/^https:\/\/search\.test\/v6\/business\/v6\/search\/suggest\?/);
  });
  it('the US site uses the typeahead with searchTerm (business: its own path)', () => {
    expect(suggestRequestUrl(searchConfig(page({ siteCode: 'us' }), site(), {}), 'tv')).toBe('/us/search/global/es/typeahead?searchTerm=tv');
    expect(suggestRequestUrl(searchConfig(page({ siteCode: 'us', b2bFlag: true }), site(), {}), 'tv')).toBe('/us/api/es_search_business/business/typeahead.json?searchTerm=tv');
  });
  it('the AI variant needs the site flag and the page flag', () => {
    expect(searchConfig(page(), site(), {}).variant).toBe('v6');
    expect(searchConfig(page({ sc_gnb_aiSearchUseYn: false }), site({ aiSearch: true }), {}).variant).toBe('v6');
    const ai = searchConfig(page(), site({ aiSearch: true }), {});
    expect(Object.fromEntries(new URL(suggestRequestUrl(ai, 'q')).searchParams)).toEqual({ countryCode: 'GB', storeID: 'uk', clientCode: 'b2c', query: 'q' });
    expect(ai.suggestUrl).toBe('https://es.test/estoresearch-api/v1/scom/uk/suggestedSearch');
  });
});

describe('search settings', () => {
  it('scanner only on EPP sites with a scanner (docs/rules.md §6)', () => {
    expect(searchConfig(page({ eppFlag: true }), site(), {}).scannerUrl).toBeNull();
    expect(searchConfig(page({ scannerYn: true }), site(), {}).scannerUrl).toBeNull();
    expect(searchConfig(page({ eppFlag: true, scannerYn: true }), site(), {}).scannerUrl).toBe('/uk/function/scanner/');
  });
  it('names a bad option and ignores it', () => {
    const warn = vi.fn();
    const c = searchConfig(page(), site(), { resultsUrl: 'javascript:alert(1)', debounceMs: -1 }, warn);
    expect(c.resultsUrl).toBe('/uk/search/');
    expect(c.debounceMs).toBe(200);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('options.resultsUrl'), expect.stringContaining('options.debounceMs')]);
  });
  it.each([
    ['the hidden input', { sc_gnb_searchURL: 'https://evil.example/search?q=' }, {}, 'hidden input sc_gnb_searchURL'],
    ['a site or page option', {}, { resultsUrl: '//evil.example/search/' }, 'plugins.search.options.resultsUrl'],
  ])('keeps the shopper on the site when %s names an off-site results URL', (_, pageOver, options, source) => {
    const warn = vi.fn();
    const c = searchConfig(page(pageOver), site(), options, warn, PAGE_URL);
    expect(c.resultsUrl).toBe('/uk/search/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${source} `));
    expect(warn.mock.calls[0]![0]).toContain('redirectHosts');
  });
  it('follows a results URL on the site or on its redirectHosts', () => {
    const warn = vi.fn();
    expect(searchConfig(page({ sc_gnb_searchURL: 'https://www.samsung.com/uk/search/?searchvalue=' }), site(), {}, warn, PAGE_URL).resultsUrl).toBe('https://www.samsung.com/uk/search/?searchvalue=');
    expect(searchConfig(page(), site({}, ['search.samsung.com']), { resultsUrl: 'https://search.samsung.com/uk/' }, warn, PAGE_URL).resultsUrl).toBe('https://search.samsung.com/uk/');
    expect(warn).not.toHaveBeenCalled();
  });
  it('drops off-site scanner and expert links', () => {
    const c = searchConfig(page({ eppFlag: true, scannerYn: true }), site(), { scannerUrl: 'https://evil.example/scan', expertUrl: 'javascript:alert(1)' }, vi.fn(), PAGE_URL);
    expect([c.scannerUrl, c.expertUrl]).toEqual(['/uk/function/scanner/', null]);
  });
});

describe('replies', () => {
  it('reads relatedKeywords and suggestedKeywords, dropping non-strings', () => {
    const data = { response: { resultData: { common: { relatedKeywords: ['a', 1, null, ' b '], suggestedKeywords: ['p'] } } } };
    expect(parseSuggest(data)).toEqual({ related: ['a', 'b'], popular: ['p'] });
    expect(() => parseSuggest({ response: {} })).toThrow(/resultData/);
  });
  it('reads the US Recommend and Suggestions.Suggestion lists', () => {
    expect(parseTypeahead({ Recommend: ['r'], Suggestions: { Suggestion: ['s'] } })).toEqual({ related: ['s'], popular: ['r'] });
  });
});

describe('results URL (docs/rules.md §2)', () => {
  it('adds the encoded query', () => {
    expect(resultsUrl('/uk/search/', 'a&b c', false)).toBe('/uk/search/?searchvalue=a%26b%20c');
    expect(resultsUrl('/id/aisearch', 'x', false)).toBe('/id/aisearch/?searchvalue=x');
    expect(resultsUrl('/uk/search/?searchvalue=', 'x', false)).toBe('/uk/search/?searchvalue=x');
  });
  it('the US adds /searchMain', () => {
    expect(resultsUrl('/us/search', 'tv', true)).toBe('/us/search/searchMain/?searchTerm=tv');
  });
});

describe('query in bold (docs/rules.md §5)', () => {
  it('splits at every case-insensitive match', () => {
    expect(highlight('Galaxy S25 galaxy', 'galaxy')).toEqual([
      { text: 'Galaxy', bold: true }, { text: ' S25 ', bold: false }, { text: 'galaxy', bold: true },
    ]);
  });
  // Speed on hostile input is measured in bench/hostile-input.bench.mjs, not here.
  it('treats regex-like and huge queries as plain text', () => {
    const text = `${'a'.repeat(10_000)}!`;
    expect(highlight(text, '(a+)+$')).toEqual([{ text, bold: false }]);
    expect(highlight(text, 'a'.repeat(10_000))).toEqual([{ text: 'a'.repeat(10_000), bold: true }, { text: '!', bold: false }]);
  });
});
