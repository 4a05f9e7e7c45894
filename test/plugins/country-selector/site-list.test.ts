/**
 * The country selector's rules (docs/rules.md §4 "Country selector"): the site list's entries
 * checked field by field (hostile ones left out with a warning naming the field), Continue's
 * destination for a site, for 'other' and for anything else.
 */
import { describe, expect, it, vi } from 'vitest';
import { destination, parseSiteList, OTHER, type SiteEntry } from '../../../plugins/country-selector/site-list';

const entry = (over: Record<string, unknown> = {}) => ({
  site_code: 'tr', global_country_name: 'Turkey', local_country_name: 'Türkiye', global_lang: 'Turkish', local_lang: 'Türkçe', country_codes: ['TR'], ...over,
});
const scope = { pageUrl: 'https://www.example.com/uk/', allowedHosts: [] as string[] };

describe('site list parsing', () => {
  it('keeps sound entries as given', () => {
    const warn = vi.fn();
    expect(parseSiteList([entry()], warn)).toEqual([entry()]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['site_code', 'javascript:alert(1)'],
    ['site_code', '//evil.example'],
    ['site_code', 'https://evil.example/'],
    ['site_code', '../uk'],
    ['local_country_name', '<img src=x onerror=alert(1)>'],
    ['global_country_name', 'javascript:alert(1)'],
    ['local_lang', 'English</option><script>'],
    ['global_lang', ''],
    ['country_codes', ['tr']],
    ['country_codes', 'TR'],
  ])('leaves out an entry whose %s is %j, warning with the field name', (field, value) => {
    const warn = vi.fn();
    expect(parseSiteList([entry({ [field]: value }), entry({ site_code: 'uk' })], warn).map((e) => e.site_code)).toEqual(['uk']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(`"${field}"`);
  });

  it('a list that is not an array, or entries that are not objects, give nothing usable', () => {
    const warn = vi.fn();
    expect(parseSiteList({ uk: 'x' }, warn)).toEqual([]);
    expect(parseSiteList([null, 'uk', 3], warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(parseSiteList(undefined, warn)).toEqual([]);
  });
});

describe('where Continue goes', () => {
  const sites: SiteEntry[] = [entry(), entry({ site_code: 'us', local_country_name: 'USA', local_lang: 'English', country_codes: ['US'] })];

  it("a site of the list goes to that site's home on the page's host", () => {
    expect(destination('tr', sites, 'uk', scope)).toEqual({ kind: 'site', site: 'tr', url: 'https://www.example.com/tr/' });
  });

  it("'other' goes to the global country list page (docs/rules.md §2)", () => {
    expect(OTHER).toBe('other');
    expect(destination('other', sites, 'uk', scope)).toEqual({ kind: 'other', url: 'https://www.example.com/uk/function/ipredirection/ipredirectionLocalList/' });
  });

  it('a value that is no site of the list goes nowhere', () => {
    expect(destination('fr', sites, 'uk', scope)).toBeNull();
    expect(destination('javascript:alert(1)', sites, 'uk', scope)).toBeNull();
    expect(destination('', sites, 'uk', scope)).toBeNull();
  });
});
