import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import defaults from '../../sites/default.json';
import { siteFiles } from '../../sites/index';
import { plugins } from '../../plugins/index';
import { boot, type Booted } from '../../runtime/boot';
import { definePlugin, type PluginDefinition } from '../../runtime/plugin';
import type { SiteFile } from '../../runtime/site-config';
import { useT } from '../../runtime/use-runtime';
import { json, serve } from '../support/http-server';
import { hiddenInputs } from '../support/runtime';

let server: Awaited<ReturnType<typeof serve>>;
let held: ServerResponse[] = [];
beforeAll(async () => {
  server = await serve({
    '/i18n/en_GB.json': json({ 'Number of Products :': 'Products:' }),
    // Answers only when the test says so: a dictionary that hangs.
    '/i18n/fr_FR.json': (_req, res) => void held.push(res),
    // A sign-in check that does not answer: the session stays pending until the test ends.
    '/v1/sso/user/validate': (_req, res) => void held.push(res),
  });
});
afterAll(() => server.close());

let booted: Booted | null = null;
afterEach(() => {
  booted?.stop();
  booted = null;
  document.body.innerHTML = '';
  document.cookie = 'jwt_uk=; max-age=0; path=/';
  document.cookie = 's_ecom_sc_cnt=; max-age=0; path=/';
});

const load = (list: readonly PluginDefinition[]) => async () => ({ plugins: list });
const sites = async () => ({ siteFiles });
async function start(fields: Record<string, string>, extra: { plugins?: readonly PluginDefinition[]; siteFiles?: () => Promise<{ siteFiles: Record<string, unknown> }>; pluginsLoader?: () => Promise<{ plugins: readonly PluginDefinition[] }> } = {}) {
  document.documentElement.setAttribute('data-dictionary-path', `${server.origin}/i18n/{locale}.json`);
  document.body.insertAdjacentHTML('afterbegin', hiddenInputs(fields));
  booted = await boot({ plugins: extra.pluginsLoader ?? load(extra.plugins ?? plugins), siteFiles: extra.siteFiles ?? sites, defaults: defaults as SiteFile, document });
  return booted!;
}

describe('boot', () => {
  it('takes the default plugin settings from the plugins chunk when boot is given the defaults without them (as the shipped entry does)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.cookie = 's_ecom_sc_cnt=3; path=/';
    const { plugins: settings, ...bootDefaults } = defaults as SiteFile;
    document.body.innerHTML = '<span class="gnb-cart-count" style="display:none"><span class="hidden">Number of Products :</span></span>';
    document.documentElement.setAttribute('data-dictionary-path', `${server.origin}/i18n/{locale}.json`);
    document.body.insertAdjacentHTML('afterbegin', hiddenInputs({ siteCode: 'uk', language: 'en_GB' }));
    booted = await boot({ plugins: async () => ({ plugins, settings }), siteFiles: sites, defaults: bootDefaults, document });
    await vi.waitFor(() => expect(document.querySelector('.gnb-cart-count')!.textContent).toBe('Number of Products :3'));
    expect(booted!.api.site.plugins['cart-badge']).toMatchObject({ enabled: true });
    expect(booted!.api.site.plugins['search']).toMatchObject({ enabled: true });
  });

  it('boots from the hidden inputs: page and site config, dictionary, public API, plugins', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.cookie = 's_ecom_sc_cnt=7; path=/';
    document.body.innerHTML = '<span class="gnb-cart-count" style="display:none"><span class="hidden">Number of Products :</span></span>';
    const { api } = await start({ siteCode: 'levant', language: 'en_GB', useStore: 'Y' });
    expect(api.page.siteCode).toBe('levant');
    expect(api.site.site).toBe('jo');
    expect(Object.isFrozen(api)).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.gnb-cart-count')!.textContent).toBe('Number of Products :7'));
    expect(api.mounted()).toEqual(['cart-badge']);
    await vi.waitFor(() => expect(api.t('Number of Products :')).toBe('Products:'));
    // Prices use the page's site (levant → jo: JD after the amount) unless another site is named.
    expect(api.formatPrice(1234.5)).toBe('1,234.50 JD');
    expect(api.formatPrice(1234.5, 'uk')).toBe('£1,234.50');
    expect(server.requests.map((r) => r.path)).toContain('/i18n/en_GB.json');
    // No login cookies: store calls run at once (docs/rules.md §4).
    expect(await api.queue(() => 'ran')).toBe('ran');
  });

  it('boots while a page stylesheet is on its way; the first mount waits for it (docs/architecture.md "Boot")', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.cookie = 's_ecom_sc_cnt=5; path=/';
    document.body.innerHTML = '<link rel="stylesheet" href="/late.css"><span class="gnb-cart-count" style="display:none"><span class="hidden">Number of Products :</span></span>';
    const { api } = await start({ siteCode: 'uk', language: 'en_GB' });
    expect(api.page.siteCode).toBe('uk');
    // The dictionary was asked for before the sheet arrived.
    await vi.waitFor(() => expect(server.requests.map((r) => r.path)).toContain('/i18n/en_GB.json'));
    for (let i = 0; i < 30; i++) await new Promise((r) => setTimeout(r, 0));
    expect(api.mounted()).toEqual([]);
    expect(document.querySelector('.gnb-cart-count')!.getAttribute('style')).toBe('display:none');
    document.querySelector('link')!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(document.querySelector('.gnb-cart-count')!.textContent).toContain('5'));
    expect(api.mounted()).toEqual(['cart-badge']);
  });

  it('boots again in the same file: nothing global is left from the first boot', async () => {
    const first = await start({ siteCode: 'uk' });
    first.stop();
    document.body.innerHTML = '';
    const second = await start({ siteCode: 'us' });
    expect(second.api.site.site).toBe('us');
    expect(second.api).not.toBe(first.api);
  });

  it('with a sign-in cookie and the store in use, a store call waits for session:ready', async () => {
    // A well-formed token whose check hangs: only the session:ready below can release the queue.
    document.cookie = 'jwt_uk=aaa.bbb.ccc; path=/';
    held = [];
    const { api } = await start({ siteCode: 'uk', useStore: 'Y', storeDomain: server.origin });
    const ran: string[] = [];
    const call = api.queue(() => ran.push('cart'));
    await vi.waitFor(() => expect(server.requests.map((r) => r.path)).toContain('/v1/sso/user/validate'));
    expect(ran).toEqual([]);
    api.bus.emit('session:ready', { signedIn: true });
    await call;
    expect(ran).toEqual(['cart']);
    held.splice(0).forEach((res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 401 })));
  });

  it("a listener on the page's bus that throws a value String() cannot read is reported; the others still hear", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = await start({ siteCode: 'uk' }, { plugins: [] });
    const heard: string[] = [];
    api.bus.on('cart:count', () => {
      heard.push('hostile');
      throw { toString: 1 };
    });
    api.bus.on('cart:count', () => heard.push('next'));
    expect(() => api.bus.emit('cart:count', { count: 1 })).not.toThrow();
    expect(heard).toEqual(['hostile', 'next']);
    expect(error.mock.calls.map(([m]) => m)).toContain('storefront: plugin "runtime" failed in bus: a "cart:count" listener threw: unprintable error');
  });

  it('without the store in use, a sign-in cookie does not hold store calls', async () => {
    document.cookie = 'jwt_uk=token; path=/';
    const { api } = await start({ siteCode: 'uk', useStore: 'N' });
    expect(await api.queue(() => 'now')).toBe('now');
  });

  it('mounts without waiting for a hanging dictionary, and re-renders when the words arrive', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    held = [];
    const Words = () => <b className="words">{useT()('Search', 'Search (page text)')}</b>;
    const words = definePlugin({ name: 'words', trigger: 'eager', load: async () => ({ default: Words }) });
    document.body.innerHTML = '<i data-sf-plugin="words"></i>';
    const { api } = await start({ siteCode: 'fr', language: 'fr_FR' }, { plugins: [words] });
    expect(api.enable('words')).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.words')?.textContent).toBe('Search (page text)'));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held[0]!.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Search: 'Rechercher' }));
    await vi.waitFor(() => expect(document.querySelector('.words')?.textContent).toBe('Rechercher'));
  });

  it('a sites chunk that fails twice leaves the runtime on, with the defaults, and says which chunk', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(() => Promise.reject(new Error('500 Internal Server Error')));
    document.cookie = 's_ecom_sc_cnt=2; path=/';
    document.body.innerHTML = '<span class="gnb-cart-count" style="display:none"></span>';
    const { api } = await start({ siteCode: 'uk' }, { siteFiles: failing });
    expect(failing).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('storefront: chunk "sites" failed to load twice: 500 Internal Server Error; using sites/default.json');
    expect(api.site.locale).toBe('en');
    await vi.waitFor(() => expect(api.mounted()).toEqual(['cart-badge']));
  });

  it('a plugins chunk that fails leaves the runtime on with no plugin, and says which chunk', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = await start({ siteCode: 'uk' }, { pluginsLoader: () => Promise.resolve({}) as never });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('chunk "plugins" loaded without the expected exports'), expect.anything());
    expect(api.page.siteCode).toBe('uk');
    expect(api.mounted()).toEqual([]);
  });
});

describe('public API switches', () => {
  it('enable: an unknown name warns with the closest valid name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = await start({ siteCode: 'uk' });
    expect(api.enable('serach')).toBe(false);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^storefront: storefront\.enable\("serach"\): no such plugin; did you mean search\? \(plugins: cart-badge, search(, [a-z-]+)*\)$/)));
    expect(api.disable('cartbadge')).toBe(false);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('storefront.disable("cartbadge"): no such plugin; did you mean cart-badge?')));
    expect(api.disable('zzzzzzzz')).toBe(false);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^storefront: storefront\.disable\("zzzzzzzz"\): no such plugin \(plugins: cart-badge, search(, [a-z-]+)*\)$/)));
  });

  it('enable cannot switch on a plugin the page config switched off, and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<script type="application/json" id="storefront-config">{"plugins":{"search":{"enabled":false}}}</script><button class="gnb__search-btn-js">Search</button>';
    const { api } = await start({ siteCode: 'uk' });
    expect(api.site.plugins.search?.enabled).toBe(false);
    expect(api.enable('search')).toBe(false);
    expect(warn).toHaveBeenCalledWith('storefront: storefront.enable("search"): the site or page config switches this plugin off, and the page cannot switch it back on');
    document.querySelector<HTMLButtonElement>('.gnb__search-btn-js')!.click();
    expect(api.mounted()).toEqual([]);
  });
});
