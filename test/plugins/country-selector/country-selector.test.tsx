/**
 * The country selector banner mounted through the real registry on the uk home template
 * (docs/rules.md §4 "Country selector"): shown without a decision, close records
 * `cookiesaccepted-countries` for 90 days, Continue with a site records `cookie_country` for 999
 * days (docs/rules.md §9) and leaves for the site's home, 'other' leaves for the global country
 * list, a hostile site list entry is refused.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi, onTestFinished } from 'vitest';
import { countrySelector } from '../../../plugins/country-selector/index';
import { leave } from '../../../plugins/country-selector/CountrySelector';
import { clobber, unclobber } from '../../support/clobber';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(readFileSync(join(root, 'templates/pages/uk/index.html'), 'utf8'))![1]!;
const DAY_MS = 86_400_000;
let mounted: Mounted | undefined;
const banner = () => document.querySelector<HTMLElement>('aside.nv16-country-selector')!;
const select = () => document.querySelector<HTMLSelectElement>('#countrySelect')!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const names = ['cookiesaccepted-countries', 'cookie_country'];

/** The cookie strings the page wrote, read by spying on the document's cookie setter. */
function recordCookies() {
  const writes: string[] = [];
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
    writes.push(v);
    desc.set!.call(this, v);
  });
  return writes;
}
/** Days between now and a written cookie's expires attribute. */
const lifeDays = (write: string) => Math.round((Date.parse(/expires=([^;]+)/.exec(write)![1]!) - Date.now()) / DAY_MS);

afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  for (const n of names) document.cookie = `${n}=; max-age=0; path=/`;
  vi.restoreAllMocks();
});

async function start(html = body) {
  document.body.innerHTML = html;
  mounted = mountPlugins([countrySelector], { 'country-selector': { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk' }));
  await vi.waitFor(() => expect(mounted!.events.some((e) => e.type === 'plugin:mounted')).toBe(true));
}

describe('country selector on the uk home', () => {
  it('shows as a named region with the native select as its labelled control', async () => {
    await start();
    expect(banner().style.height).not.toBe('0px');
    expect(banner().hidden).toBe(false);
    expect(banner().getAttribute('role')).toBe('region');
    expect(banner().getAttribute('aria-label')).toBeTruthy();
    expect(select().hasAttribute('tabindex')).toBe(false);
    expect(select().labels?.length).toBe(1);
    expect(banner().querySelector<HTMLElement>('.menu__select-field')!.hidden).toBe(true);
  });

  it('close records cookiesaccepted-countries for 90 days and hides the banner', async () => {
    await start();
    const writes = recordCookies();
    click(banner().querySelector('[data-action="countrySelectorClose"]')!);
    const write = writes.find((w) => w.startsWith('cookiesaccepted-countries=true'));
    expect(write).toBeDefined();
    expect(lifeDays(write!)).toBe(90);
    expect(banner().hidden).toBe(true);
  });

  it('close with the focus inside moves it to the content, focusable for that move only, whatever markup is named getElementById', async () => {
    await start();
    clobber(document, 'getElementById');
    onTestFinished(() => unclobber(document, 'getElementById'));
    const close = banner().querySelector<HTMLElement>('[data-action="countrySelectorClose"]')!;
    close.focus();
    click(close);
    const main = Document.prototype.getElementById.call(document, 'content')!;
    expect([document.activeElement, main.getAttribute('tabindex')]).toEqual([main, '-1']);
    (document.querySelector('a[href]') as HTMLElement).focus();
    expect(main.hasAttribute('tabindex')).toBe(false);
    expect(mounted!.events.filter((e) => e.type === 'plugin:error')).toEqual([]);
  });

  it('continue with a site records cookie_country for 999 days and leaves for that site', async () => {
    await start();
    const go = vi.spyOn(leave, 'to').mockImplementation(() => {});
    const writes = recordCookies();
    select().value = 'us';
    click(banner().querySelector('[data-action="countrySelectorContinue"]')!);
    const write = writes.find((w) => w.startsWith('cookie_country=us'));
    expect(write).toBeDefined();
    expect(lifeDays(write!)).toBe(999);
    expect(go).toHaveBeenCalledWith(`${location.origin}/us/`);
  });

  it('continue with another country clears the navigation, private code, compare, wishlist and in-store private code cookies, and keeps the rest', async () => {
    await start();
    vi.spyOn(leave, 'to').mockImplementation(() => {});
    for (const c of ['nh=SM-A', 'pv=P1', 'cl=SM-B', 'wl=SM-C', 'ipv=S1', 'sk=tv', 's_ecom_sc_cnt=3']) document.cookie = `${c}; path=/`;
    select().value = 'us';
    click(banner().querySelector('[data-action="countrySelectorContinue"]')!);
    const names = document.cookie.split('; ').map((c) => c.split('=')[0] ?? '');
    expect(names.filter((n) => ['nh', 'pv', 'cl', 'wl', 'ipv'].includes(n))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['sk', 's_ecom_sc_cnt', 'cookie_country']));
  });

  it("continue with 'other' keeps the country's lists (no country chosen yet)", async () => {
    await start();
    vi.spyOn(leave, 'to').mockImplementation(() => {});
    document.cookie = 'wl=SM-C; path=/';
    select().value = 'other';
    click(banner().querySelector('[data-action="countrySelectorContinue"]')!);
    expect(document.cookie).toContain('wl=SM-C');
  });

  it("continue with 'other' leaves for the global country list and records no site", async () => {
    await start();
    const go = vi.spyOn(leave, 'to').mockImplementation(() => {});
    select().value = 'other';
    click(banner().querySelector('[data-action="countrySelectorContinue"]')!);
    expect(go).toHaveBeenCalledWith(`${location.origin}/uk/function/ipredirection/ipredirectionLocalList/`);
    expect(document.cookie).not.toContain('cookie_country');
  });

  it('stays hidden once the shopper closed it or chose a site', async () => {
    document.cookie = 'cookiesaccepted-countries=true; path=/';
    await start();
    expect(banner().style.height).toBe('0px');
    mounted!.registry.stop();
    document.cookie = 'cookiesaccepted-countries=; max-age=0; path=/';
    document.cookie = 'cookie_country=tr; path=/';
    await start();
    expect(banner().style.height).toBe('0px');
  });

  it('a hostile site list entry is refused with a warning naming the field; its option cannot be chosen and goes nowhere', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = body.replace('"site_code":"us"', '"site_code":"javascript:alert(1)"');
    expect(hostile).not.toBe(body);
    await start(hostile);
    expect(warn.mock.calls.some(([m]) => String(m).includes('"site_code"'))).toBe(true);
    const us = [...select().options].find((o) => o.value === 'us')!;
    expect(us.disabled).toBe(true);
    const go = vi.spyOn(leave, 'to').mockImplementation(() => {});
    select().value = 'us';
    click(banner().querySelector('[data-action="countrySelectorContinue"]')!);
    expect(go).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('cookie_country');
  });

  it('renders site names from the list as text, and switching off restores the page', async () => {
    const hostile = body.replace('"local_country_name":"USA"', '"local_country_name":"USA &amp; <b>"');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start(hostile);
    const us = [...select().options].find((o) => o.value === 'us')!;
    expect(us.querySelector('b')).toBeNull();
    mounted!.registry.stop();
    await vi.waitFor(() => expect(banner().style.height).toBe('0px'));
    expect(select().getAttribute('tabindex')).toBe('-1');
    expect(banner().hasAttribute('role')).toBe(false);
  });

  it("switching off gives back the select's value and the banner's hidden state as the page had them", async () => {
    // The page's own site is not in the list: its option cannot be chosen, and the select moves on.
    const noUk = body.replace(/\{"site_code":"uk"[^}]*\},/, '').replace('<aside class="nv16-country-selector"', '<aside hidden class="nv16-country-selector"');
    expect(noUk).not.toContain('"site_code":"uk"');
    await start(noUk);
    expect(select().value).toBe('us');
    mounted!.registry.stop();
    await vi.waitFor(() => expect(banner().hasAttribute('role')).toBe(false));
    expect(select().value).toBe('uk');
    expect(banner().hidden).toBe(true);
  });
});
