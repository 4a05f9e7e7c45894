import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canonicalSite, mergeSite, type SiteFile } from '../../runtime/site-config';
import { validateSiteFile } from '../../runtime/site-file-check';
import { resolveSiteConfig } from '../../runtime/resolve-site-config';
import { clobber, unclobber } from '../support/clobber';

const defaults: SiteFile = {
  locale: 'en',
  dictionary: '/i18n/storefront',
  sprite: '/sprite.svg',
  flags: { aiSearch: false },
  plugins: { 'cart-badge': { enabled: true, options: { cap: 99 } }, search: { enabled: true, options: { debounceMs: 200 } }, tabs: { enabled: false } },
};
const files: Record<string, unknown> = {
  uk: { locale: 'en-GB', currency: 'gbp', plugins: { search: { options: { resultsUrl: '/uk/search/' } } } },
  jo: { locale: 'en-JO', currency: 'jod' },
  us: { plugins: { search: { enabled: false } } },
  broken: { plugins: { search: { enabled: 'yes' } } },
};

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('validateSiteFile', () => {
  it('accepts a valid file', async () => {
    expect(validateSiteFile(files.uk, 'sites/uk.json')).toEqual([]);
  });
  it('names the source, the field and what was expected', async () => {
    expect(validateSiteFile({ plugins: { search: { enabled: 'yes' } }, currency: 'GBP', colour: 'red', locle: 'en-GB' }, 'sites/x.json')).toEqual([
      'sites/x.json: plugin "search".enabled should be a boolean; ignoring it',
      'sites/x.json: field "currency" should be a lower-case ISO 4217 code like "gbp"; ignoring it',
      'sites/x.json: unknown field "colour"; ignoring it',
      'sites/x.json: unknown field "locle" (did you mean "locale"?); ignoring it',
    ]);
  });
  it('names unknown plugins and setting fields with the closest valid name', async () => {
    const problems = validateSiteFile({ plugins: { serach: { enabled: false }, search: { enabeld: false } } }, 'sites/uk.json', { plugins: ['search', 'cart-badge'] });
    expect(problems).toEqual([
      'sites/uk.json: unknown plugin "serach" (did you mean "search"?); ignoring it',
      'sites/uk.json: plugin "search": unknown field "enabeld" (did you mean "enabled"?); ignoring it',
    ]);
  });
  it('keeps dictionary and sprite to the defaults (boot fetches them before the site file)', async () => {
    expect(validateSiteFile({ sprite: '/x.svg' }, 'sites/uk.json')[0]).toContain('belongs in sites/default.json only');
    expect(validateSiteFile({ sprite: '/x.svg' }, 'sites/default.json', { defaults: true })).toEqual([]);
  });
  it.each([null, [], 'x', 1])('refuses %j', async (bad) => {
    expect(validateSiteFile(bad, 's')[0]).toMatch(/expected a JSON object/);
  });
  it('takes endpoints.cartMulti only as a path on the store host ending in "/" (docs/sites.md)', () => {
    expect(validateSiteFile({ endpoints: { cartMulti: '/au/api/tokocommercewebservices/v2/au/' } }, 'sites/au.json')).toEqual([]);
    for (const bad of ['https://evil.test/v2/au/', '//evil.test/v2/', 'javascript:alert(1)//', '/au/api/v2/au', '/au/../x/', '/a b/', '/x/?q=1/']) {
      expect(validateSiteFile({ endpoints: { cartMulti: bad } }, 'sites/au.json'), bad).toEqual(['sites/au.json: field "endpoints" should be an object of URL strings (cartMulti: a path ending in "/"); ignoring it']);
    }
  });
  it('refuses prototype keys as unknown fields', async () => {
    expect(validateSiteFile(JSON.parse('{"__proto__": {"polluted": true}}'), 's')).toEqual(['s: unknown field "__proto__"; ignoring it']);
    expect(validateSiteFile(JSON.parse('{"plugins": {"__proto__": {"enabled": true}}}'), 's')).toEqual(['s: unknown plugin "__proto__"; ignoring it']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('merge', () => {
  it('merges a site over the defaults, plugin by plugin', async () => {
    const c = mergeSite('uk', defaults, files.uk as SiteFile);
    expect(c.locale).toBe('en-GB');
    expect(c.plugins.search).toEqual({ enabled: true, options: { debounceMs: 200, resultsUrl: '/uk/search/' } });
    expect(c.plugins['cart-badge']?.enabled).toBe(true);
    expect(Object.isFrozen(c.plugins.search?.options)).toBe(true);
  });
  it('maps the docs/rules.md §1 aliases', async () => {
    expect(canonicalSite('levant')).toBe('jo');
    expect(canonicalSite('LEVANT_AR')).toBe('jo_ar');
    expect(canonicalSite('uk')).toBe('uk');
  });
});

describe('resolveSiteConfig', () => {
  const narrow = (json: string, type = 'application/json') => {
    document.body.innerHTML = `<script type="${type}" id="storefront-config">${json}</script>`;
  };

  it('resolves an alias to its site file', async () => {
    expect((await resolveSiteConfig('levant', files, defaults, document)).currency).toBe('jod');
  });

  it('lets a page switch a plugin off and change options', async () => {
    narrow('{"plugins": {"search": {"enabled": false}, "cart-badge": {"options": {"cap": 9}}}}');
    const c = await resolveSiteConfig('uk', files, defaults, document);
    expect(c.plugins.search?.enabled).toBe(false);
    expect(c.plugins['cart-badge']?.options).toEqual({ cap: 9 });
  });

  it('refuses a page switching on a plugin the site has off, with a warning', async () => {
    const warn = vi.fn();
    narrow('{"plugins": {"search": {"enabled": true}}}');
    expect((await resolveSiteConfig('us', files, defaults, document, warn)).plugins.search?.enabled).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('plugin "search" is off for site us; a page can only switch plugins off'));
  });

  it.each([
    ['{"plugins": ', 'holds malformed JSON'],
    ['{"currency": "usd"}', 'field "currency" cannot be changed by a page'],
    ['{"plugins": {"search": {"enabled": 1}}}', 'plugin "search".enabled should be a boolean'],
  ])('ignores the page narrowing %s with a warning', async (json, message) => {
    const warn = vi.fn();
    narrow(json);
    expect((await resolveSiteConfig('uk', files, defaults, document, warn)).plugins.search?.enabled).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(message));
  });

  it('warns about a misspelt plugin name in the page narrowing and keeps the rest', async () => {
    const warn = vi.fn();
    narrow('{"plugins": {"serach": {"enabled": false}, "cart-badge": {"enabled": false}}}');
    const c = await resolveSiteConfig('uk', files, defaults, document, warn);
    expect([c.plugins.search?.enabled, c.plugins['cart-badge']?.enabled]).toEqual([true, false]);
    expect(warn).toHaveBeenCalledWith('storefront: #storefront-config: unknown plugin "serach" (did you mean "search"?); ignoring it');
  });

  it('finds the page\'s script when an injected element reuses its id earlier', async () => {
    const warn = vi.fn();
    document.body.innerHTML =
      '<div id="storefront-config">{}</div><script type="text/plain" id="storefront-config">{}</script>' +
      '<script type="application/json" id="storefront-config">{"plugins": {"search": {"enabled": false}}}</script>';
    expect((await resolveSiteConfig('uk', files, defaults, document, warn)).plugins.search?.enabled).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the narrowing next to <form name="getElementById"> and <img name="querySelectorAll">', async () => {
    narrow('{"plugins": {"search": {"enabled": false}}}');
    clobber(document, 'getElementById', 'form');
    clobber(document, 'querySelectorAll');
    try {
      expect((await resolveSiteConfig('uk', files, defaults, document, vi.fn())).plugins.search?.enabled).toBe(false);
    } finally {
      unclobber(document, 'getElementById', 'querySelectorAll');
    }
  });

  it.each([
    ['20,000-deep nesting', `{"plugins": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`, 'is longer than 16384 characters'],
    ['200,000 keys', `{"flags": {${Array.from({ length: 200_000 }, (_, i) => `"f${i}": true`).join(',')}}}`, 'is longer than 16384 characters'],
    ['9 levels of objects', '{"plugins": {"search": {"options": {"a": {"b": {"c": {"d": {"e": {"f": 1}}}}}}}}}', 'nests deeper than 8 levels'],
    ['1,001 keys', `{"plugins": {"search": {"options": {${Array.from({ length: 1001 }, (_, i) => `"k${i}":0`).join(',')}}}}}`, 'holds more than 1000 keys'],
  ])('ignores a narrowing with %s, naming the limit', async (_, json, message) => {
    const warn = vi.fn();
    narrow(json);
    expect((await resolveSiteConfig('uk', files, defaults, document, warn)).plugins.search?.enabled).toBe(true);
    expect(warn).toHaveBeenCalledWith(`storefront: #storefront-config ${message}; ignoring it`);
  });

  it('accepts a narrowing exactly at the depth limit', async () => {
    const warn = vi.fn();
    narrow('{"plugins": {"search": {"enabled": false, "options": {"a": {"b": {"c": {"d": {"e": 1}}}}}}}}');
    expect((await resolveSiteConfig('uk', files, defaults, document, warn)).plugins.search?.enabled).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('only reads a genuine JSON script', async () => {
    const warn = vi.fn();
    document.body.innerHTML = '<div id="storefront-config">{"plugins": {"search": {"enabled": false}}}</div>';
    expect((await resolveSiteConfig('uk', files, defaults, document, warn)).plugins.search?.enabled).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('must be a <script type="application/json">'));
  });

  it('falls back to the defaults for a site without a file', async () => {
    const warn = vi.fn();
    expect((await resolveSiteConfig('zz', files, defaults, document, warn)).plugins.search?.enabled).toBe(true);
    expect(warn).toHaveBeenCalledWith('storefront: no site file sites/zz.json; using sites/default.json');
  });

  it('drops only the bad field of a site file', async () => {
    const warn = vi.fn();
    const uk = { locale: 'en-GB', currency: 'gbp', plugins: { search: { enabeld: false, options: { placeholder: 'Search' } } } };
    const c = await resolveSiteConfig('uk', { uk }, defaults, document, warn);
    expect([c.locale, c.currency, c.plugins.search?.enabled, c.plugins.search?.options?.placeholder]).toEqual(['en-GB', 'gbp', true, 'Search']);
    expect(warn.mock.calls).toEqual([['storefront: sites/uk.json: plugin "search": unknown field "enabeld" (did you mean "enabled"?); ignoring it']]);
    expect((await resolveSiteConfig('broken', files, defaults, document, warn)).plugins.search?.enabled).toBe(true);
    expect(warn).toHaveBeenLastCalledWith('storefront: sites/broken.json: plugin "search".enabled should be a boolean; ignoring it');
  });

  it('does not treat inherited names as site files', async () => {
    const warn = vi.fn();
    expect((await resolveSiteConfig('constructor', files, defaults, document, warn)).site).toBe('constructor');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no site file'));
  });
});
