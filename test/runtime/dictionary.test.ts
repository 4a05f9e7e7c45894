import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDictionary, dictionaryOverride, dictionaryUrl, loadDictionary, parseDictionary } from '../../runtime/dictionary';
import { clobber, unclobber } from '../support/clobber';
import { json, serve, slow } from '../support/http-server';

const TOKEN = '/etc.clientlibs/i18n/storefront';

describe('dictionaryUrl (docs/rules.md §7 "Other")', () => {
  it('builds {token}.{locale}.b2c.json', () => {
    expect(dictionaryUrl(TOKEN, 'en_GB', '')).toBe(`${TOKEN}.en_GB.b2c.json`);
  });
  it('uses .bc when i18nAppsParam is bc', () => {
    expect(dictionaryUrl(TOKEN, 'en_GB', 'bc')).toBe(`${TOKEN}.en_GB.bc.json`);
  });
  it('appends other i18nAppsParam values to .b2c', () => {
    expect(dictionaryUrl(TOKEN, 'en_GB', 'epp')).toBe(`${TOKEN}.en_GB.b2c.epp.json`);
    expect(dictionaryUrl(TOKEN, 'en_GB', '.epp')).toBe(`${TOKEN}.en_GB.b2c.epp.json`);
  });
  it('lets the html attribute override the path, replacing {locale}', () => {
    expect(dictionaryUrl(TOKEN, 'ar_AE', '', '/i18n/{locale}/texts.json')).toBe('/i18n/ar_AE/texts.json');
  });
  it('keeps hostile locale and param values out of the URL', () => {
    expect(dictionaryUrl(TOKEN, '../../x?y=<z>', 'a/b?c')).toBe(`${TOKEN}.xyz.b2c.abc.json`);
  });
});

describe('dictionaryOverride', () => {
  it('reads the <html> attribute, also next to <img name="documentElement">', () => {
    document.documentElement.setAttribute('data-dictionary-path', '/i18n/{locale}.json');
    clobber(document, 'documentElement');
    try {
      expect(dictionaryOverride(document)).toBe('/i18n/{locale}.json');
    } finally {
      unclobber(document, 'documentElement');
      document.documentElement.removeAttribute('data-dictionary-path');
    }
    expect(dictionaryOverride(document)).toBeNull();
  });
});

describe('t()', () => {
  it('translates, else shows the page text, else the key', () => {
    const d = createDictionary({ Search: 'Recherche' }, true, () => {});
    expect(d.t('Search')).toBe('Recherche');
    expect(d.t('Close', 'Fermer (page)')).toBe('Fermer (page)');
    expect(d.t('Close')).toBe('Close');
  });
  it('reports each missing key once', () => {
    const warn = vi.fn();
    const d = createDictionary({}, true, warn);
    d.t('Close');
    d.t('Close');
    d.t('Clear');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('"Close"');
  });
  it('does not report keys when the dictionary failed (everything would be missing)', () => {
    const warn = vi.fn();
    createDictionary({}, false, warn).t('Close');
    expect(warn).not.toHaveBeenCalled();
  });
  it('is not fooled by prototype keys', () => {
    const d = createDictionary(parseDictionary(JSON.parse('{"__proto__": "x", "a": "b"}')), true, () => {});
    expect(d.t('constructor')).toBe('constructor');
    expect(d.t('toString', 'fallback')).toBe('fallback');
  });
});

describe('parseDictionary', () => {
  it('keeps string entries and drops the rest', () => {
    expect({ ...parseDictionary({ a: 'A', b: 1, c: null, d: { e: 'f' } }) }).toEqual({ a: 'A' });
  });
  it.each([null, [], 'text', 3])('refuses %j', (bad) => {
    expect(() => parseDictionary(bad)).toThrow('expected a JSON object of texts');
  });
});

describe('loadDictionary over HTTP', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve({
      '/ok.json': json({ Search: 'Suchen' }),
      '/500.json': json({}, 500),
      '/bad.json': json('{"Search": '),
      '/array.json': json(['Suchen']),
      '/mixed.json': json({ Search: 'Suchen', Count: 3, Menu: { Open: 'Öffnen' } }),
      '/slow.json': slow(300, json({ Search: 'late' })),
    });
  });
  afterAll(() => server.close());

  it('loads the map', async () => {
    const d = await loadDictionary(`${server.origin}/ok.json`);
    expect(d.loaded).toBe(true);
    expect(d.t('Search')).toBe('Suchen');
  });

  it('keeps only the text entries of a reply with other values', async () => {
    const d = await loadDictionary(`${server.origin}/mixed.json`);
    expect(d.t('Search')).toBe('Suchen');
    expect(d.t('Count', 'Count (page)')).toBe('Count (page)');
    expect(d.t('Menu', 'Menu (page)')).toBe('Menu (page)');
  });

  it.each(['/500.json', '/bad.json', '/missing.json', '/array.json'])('gives an empty dictionary and a warning for %s', async (path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = await loadDictionary(`${server.origin}${path}`);
    expect(d.loaded).toBe(false);
    expect(d.t('Search', 'Search (page)')).toBe('Search (page)');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dictionary not loaded, showing the page's text"));
  });

  it('gives up after its timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = await loadDictionary(`${server.origin}/slow.json`, 50);
    expect(d.loaded).toBe(false);
  });
});
