import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canonicalSite, mergeSite, validateSiteFile, type SiteFile } from '../../runtime/site-config';
import { resolveSiteConfig } from '../../runtime/resolve-site-config';

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
  it('accepts a valid file', () => {
    expect(validateSiteFile(files.uk, 'sites/uk.json')).toEqual([]);
  });
  it('names the source, the field and what was expected', () => {
    expect(validateSiteFile({ plugins: { search: { enabled: 'yes' } }, currency: 'GBP', colour: 'red' }, 'sites/x.json')).toEqual([
      'sites/x.json: field "plugins" should be plugin "search".enabled: a boolean',
      'sites/x.json: field "currency" should be a lower-case ISO 4217 code like "gbp"',
      'sites/x.json: unknown field "colour"',
    ]);
  });
  it('keeps dictionary and sprite to the defaults (boot fetches them before the site file)', () => {
    expect(validateSiteFile({ sprite: '/x.svg' }, 'sites/uk.json')[0]).toContain('belongs in sites/default.json only');
    expect(validateSiteFile({ sprite: '/x.svg' }, 'sites/default.json', { defaults: true })).toEqual([]);
  });
  it.each([null, [], 'x', 1])('refuses %j', (bad) => {
    expect(validateSiteFile(bad, 's')[0]).toMatch(/expected a JSON object/);
  });
  it('refuses prototype keys as unknown fields', () => {
    expect(validateSiteFile(JSON.parse('{"__proto__": {"polluted": true}}'), 's')).toEqual(['s: unknown field "__proto__"']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('merge', () => {
  it('merges a site over the defaults, plugin by plugin', () => {
    const c = mergeSite('uk', defaults, files.uk as SiteFile);
    expect(c.locale).toBe('en-GB');
    expect(c.plugins.search).toEqual({ enabled: true, options: { debounceMs: 200, resultsUrl: '/uk/search/' } });
    expect(c.plugins['cart-badge']?.enabled).toBe(true);
    expect(Object.isFrozen(c.plugins.search?.options)).toBe(true);
  });
  it('maps the SPEC §1 aliases', () => {
    expect(canonicalSite('levant')).toBe('jo');
    expect(canonicalSite('LEVANT_AR')).toBe('jo_ar');
    expect(canonicalSite('uk')).toBe('uk');
  });
});

describe('resolveSiteConfig', () => {
  const narrow = (json: string, type = 'application/json') => {
    document.body.innerHTML = `<script type="${type}" id="storefront-config">${json}</script>`;
  };

  it('resolves an alias to its site file', () => {
    expect(resolveSiteConfig('levant', files, defaults, document).currency).toBe('jod');
  });

  it('lets a page switch a plugin off and change options', () => {
    narrow('{"plugins": {"search": {"enabled": false}, "cart-badge": {"options": {"cap": 9}}}}');
    const c = resolveSiteConfig('uk', files, defaults, document);
    expect(c.plugins.search?.enabled).toBe(false);
    expect(c.plugins['cart-badge']?.options).toEqual({ cap: 9 });
  });

  it('refuses a page switching on a plugin the site has off, with a warning', () => {
    const warn = vi.fn();
    narrow('{"plugins": {"search": {"enabled": true}}}');
    expect(resolveSiteConfig('us', files, defaults, document, warn).plugins.search?.enabled).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('plugin "search" is off for site us; a page can only switch plugins off'));
  });

  it.each([
    ['{"plugins": ', 'holds malformed JSON'],
    ['{"currency": "usd"}', 'field "currency" cannot be changed by a page'],
    ['{"plugins": {"search": {"enabled": 1}}}', 'plugin "search".enabled: a boolean'],
  ])('ignores the page narrowing %s with a warning', (json, message) => {
    const warn = vi.fn();
    narrow(json);
    expect(resolveSiteConfig('uk', files, defaults, document, warn).plugins.search?.enabled).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(message));
  });

  it('only reads a genuine JSON script', () => {
    const warn = vi.fn();
    document.body.innerHTML = '<div id="storefront-config">{"plugins": {"search": {"enabled": false}}}</div>';
    expect(resolveSiteConfig('uk', files, defaults, document, warn).plugins.search?.enabled).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('must be a <script type="application/json">'));
  });

  it('falls back to the defaults for a site without a file, or with an invalid file', () => {
    const warn = vi.fn();
    expect(resolveSiteConfig('zz', files, defaults, document, warn).plugins.search?.enabled).toBe(true);
    expect(warn).toHaveBeenCalledWith('storefront: no site file sites/zz.json; using sites/default.json');
    expect(resolveSiteConfig('broken', files, defaults, document, warn).plugins.search?.enabled).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sites/broken.json ignored'));
  });

  it('does not treat inherited names as site files', () => {
    const warn = vi.fn();
    expect(resolveSiteConfig('constructor', files, defaults, document, warn).site).toBe('constructor');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no site file'));
  });
});
