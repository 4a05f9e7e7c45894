// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPages } from '../../../templates/server.mjs';
import { useBackend } from '../backend/harness';

const be = useBackend();
const RES = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources';

/** docs/rules.md §3 hidden inputs every page carries. */
const SPEC_INPUTS = ['language', 'siteCode', 'localLang', 'i18nAppsParam', 'b2bFlag', 'eppFlag', 'scannerYn', 'esapiSearchDomain', 'apiStageInfo', 'languageCode', 'countryCode', 'storeDomain', 'useStore', 'store_sitecode', 'hybrisApiJson', 'shopIntegrationFlag', 'storeWebDomain', 'loginAccountServiceId'];

/** The hidden inputs of a page: id → value (first one wins, as in the runtime). */
function hiddenInputs(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input id="([^"]+)" name="[^"]*" type="hidden"(?: value="([^"]*)")?\/>/g)) out[m[1]!] ??= m[2] ?? '';
  return out;
}

/** The texts the plugins show (the dictionary must translate each, docs/rules.md §7 dictionary). */
const PLUGIN_TEXTS = ['Number of Products :', 'Search', 'Close', 'Clear', 'Recent Searches', 'Popular Searches', 'Suggested Searches', 'Clear All', 'Delete', 'No suggestions', 'Search Samsung', 'Scan barcode', 'Your request could not be completed because you have been signed out.', 'Please agree to the Privacy Policy to continue.', 'Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.', 'Add to Wishlist', 'Added to Wishlist', 'SPECIAL OFFERS', 'EXIT STORE', 'Login', 'OK'];

/**
 * Every text the runtime and the plugins ask of the dictionary by a literal key (`t('…')`), so a
 * text added to a component cannot reach a shopper untranslated. Keys whose wording is the
 * store's own (docs/rules.md §8: the login error texts) are left to the store's dictionaries.
 */
const STORE_WORDED = ['loginErrorTitle'];
function askedTexts(): string[] {
  const keys = new Set<string>();
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) scan(path);
      else if (/\.tsx?$/.test(entry.name)) for (const m of readFileSync(path, 'utf8').matchAll(/\bt\(\s*(['"])((?:(?!\1).)+)\1/g)) keys.add(m[2]!);
    }
  };
  scan('runtime');
  scan('plugins');
  return [...keys].filter((k) => !STORE_WORDED.includes(k));
}

const PAGES = ['/uk/', '/uk/listing/', '/uk/product/', '/uk/business/', '/nl/business/', '/uk/multistore/acme/', '/us/', '/us/shop/discount-program/education/', '/cn/', '/ae_ar/', '/ca_fr/', '/ca/', '/tr/', '/in/', '/ae_ar/product/', '/sec/', '/au/product/', '/br/product/'];
/** The older header generations: legacy gnb (/pe) and nv00-gnb (/vn). */
const LEGACY = ['/pe/', '/vn/'];

describe('template pages', () => {
  it('npm start lists every page type and header generation', async () => {
    expect(await listPages()).toEqual([...PAGES, ...LEGACY].sort());
  });

  it.each(PAGES)('%s is served with a CSP, the docs/rules.md §3 hidden inputs, and hosts only on the backend origins', async (path) => {
    const res = await be.call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${be.second}`);
    expect(res.text).not.toContain('{{');
    const inputs = hiddenInputs(res.text);
    for (const name of SPEC_INPUTS) expect(inputs, name).toHaveProperty(name);
    expect(inputs.siteCode).toBe(path.split('/')[1]);
    expect(inputs.storeDomain).toBe(`${be.second}/`);
    expect(inputs.searchDomain).toBe(`${be.second}/v6`);
    expect(inputs.esapiSearchDomain).toBe(be.second);
    expect(inputs.storeWebDomain!.startsWith(be.page)).toBe(true);
    expect(inputs.loginLinkURL).toBe(`${be.page}/__backend/sign-in`);
    // The header's cart badge marker and the search layer are on every page.
    expect(res.text).toMatch(/class="[^"]*\bgnb-cart-count\b/);
    expect(res.text).toContain('id="gnb-search-keyword"');
    expect(res.text).toContain('class="cod05-app-banner"');
    expect(res.text).toContain('class="cookie-bar cookie-bar--type-manage"');
    expect(res.text).toContain('<footer class="footer">');
  });

  it.each(LEGACY)('%s (older header generation) is served with a CSP, the hidden inputs, hosts on the backend and a cart badge marker', async (path) => {
    const res = await be.call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${be.second}`);
    expect(res.text).not.toContain('{{');
    const inputs = hiddenInputs(res.text);
    for (const name of SPEC_INPUTS) expect(inputs, name).toHaveProperty(name);
    expect(inputs.siteCode).toBe(path.split('/')[1]);
    expect([inputs.storeDomain, inputs.searchDomain, inputs.loginLinkURL]).toEqual([`${be.second}/`, `${be.second}/v6`, `${be.page}/__backend/sign-in`]);
    expect(res.text).toMatch(/class="[^"]*\bgnb-cart-count\b/);
    expect(res.text).toMatch(/class="[^"]*\bgnb__search-btn-js\b/);
    // Every copy of a host input (the samples repeat some) points at the local backend.
    for (const id of ['storeDomain', 'loginLinkURL', 'logoutURL']) {
      const values = [...res.text.matchAll(new RegExp(`<input id="${id}" name="${id}" type="hidden" value="([^"]*)"/>`, 'g'))].map((m) => m[1]);
      expect(values.length, id).toBeGreaterThan(0);
      for (const value of values) expect(value, id).toMatch(new RegExp(`^(${be.page}|${be.second})/`));
    }
    // No request leaves the local servers: no absolute samsung.com link or image is left.
    expect(res.text).not.toMatch(/(?:href|src|action)="(?:https?:)?\/\/[^"]*samsung\.com/);
  });

  it('the legacy gnb page has the gnb header, its old search layer and cookie bar; the nv00-gnb page its header and the srd19 layer', async () => {
    const pe = (await be.call('/pe/')).text;
    expect(pe).toContain('<nav class="gnb__nav" role="navigation">');
    expect(pe).toContain('<section class="gnb-search" style="display:none">');
    expect(pe).not.toMatch(/<input[^>]*id="gnb-search-keyword"/);
    expect(pe).toContain('class="cookie-bar cookie-bar--type-manage"');
    expect(pe).toContain('id="layerEmptyCart"');
    const vn = (await be.call('/vn/')).text;
    expect(vn).toContain('<nav id="component-id" class="nv00-gnb" role="navigation" aria-label="main navigation">');
    expect(vn).toContain('class="nv00-gnb__search-btn gnb__search-btn-js"');
    expect(vn).toContain('id="gnb-search-keyword"');
    expect(vn).not.toContain('@foreach');
  });

  it.each([...PAGES, ...LEGACY])('%s: every local image and the stylesheet (with the images it uses) are served', async (path) => {
    const { text } = await be.call(path);
    const css = await be.call(`${RES}/legacy.css`);
    expect(css.status).toBe(200);
    const urls = new Set([
      ...[...text.matchAll(/ (?:src|href)="(\/etc\.clientlibs\/[^"]+)"/g)].map((m) => m[1]!),
      ...[...css.text.matchAll(/url\(([^)]+)\)/g)].map((m) => `${RES}/${m[1]}`),
    ]);
    expect([...urls].some((u) => u.includes('/images/products/'))).toBe(true);
    for (const url of urls) expect((await be.call(url)).status, url).toBe(200);
    // Every L0 menu item of the header has a label (the copies lost theirs).
    const labels = [...text.matchAll(/<span class="nv00-gnb-v4__l0-menu-text[^"]*">([\s\S]*?)<\/span>/g)].map((m) => m[1]!.replace(/<!--[\s\S]*?-->/g, '').trim());
    if (!LEGACY.includes(path)) expect(labels.length, path).toBe(7);
    for (const label of labels) expect(label, path).not.toBe('');
  });

  it.each([...PAGES, ...LEGACY])('%s has a dictionary with every plugin text', async (path) => {
    const language = hiddenInputs((await be.call(path)).text).language!;
    const dict = await be.call(`${RES}/i18n/storefront.${language}.b2c.json`);
    expect(dict.status).toBe(200);
    for (const text of PLUGIN_TEXTS) expect(typeof dict.json[text], `${language}: ${text}`).toBe('string');
  });

  it('every dictionary has every text the code asks for by a literal key', async () => {
    const asked = askedTexts();
    // The scan finds the texts (a sample of them, so that a broken scan cannot pass empty).
    expect(asked).toEqual(expect.arrayContaining(['Stop automatic slide show', 'Press Delete to remove this search', 'addedToCart', 'Live now']));
    const dir = 'templates/assets/i18n';
    const files = readdirSync(dir);
    expect(files.length).toBe(14);
    const missing = files.flatMap((file) => {
      const dict = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      return asked.filter((key) => typeof dict[key] !== 'string').map((key) => `${file}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('the Arabic page is right-to-left with Arabic texts and dictionary', async () => {
    const { text } = await be.call('/ae_ar/');
    expect(text).toMatch(/<html lang="ar-AE" dir="rtl">/);
    expect(text).toContain('عمليات البحث الشائعة');
    expect((await be.call(`${RES}/i18n/storefront.ar_AE.b2c.json`)).json['Recent Searches']).toBe('عمليات البحث الأخيرة');
  });

  it('the French, Chinese and Turkish pages show their own language', async () => {
    expect((await be.call('/ca_fr/')).text).toContain('Recherches populaires');
    expect((await be.call('/cn/')).text).toContain('热门搜索');
    expect((await be.call('/tr/')).text).toContain('Popüler Aramalar');
  });

  it('the English pages speak English to screen readers too: the footer accordions\' expand and collapse labels', async () => {
    for (const path of ['/uk/', '/us/', '/in/', '/ca/', '/pe/']) {
      const labels = [...(await be.call(path)).text.matchAll(/data-i18n-open="([^"]*)" data-i18n-close="([^"]*)"/g)].map((m) => `${m[1]}/${m[2]}`);
      expect(labels.length, path).toBeGreaterThan(0);
      expect(new Set(labels), path).toEqual(new Set(['Expand/Collapse']));
    }
  });

  it('the cookie bar\'s location select names each site once, by its name, the page\'s own chosen', async () => {
    for (const path of [...PAGES, ...LEGACY]) {
      const select = /<select class="menu__select" [^>]*an-la="cookie bar:choose your location">(.*?)<\/select>/.exec((await be.call(path)).text)?.[1];
      if (!select) continue;
      const options = [...select.matchAll(/<option value="([^"]*)"( selected)?>([^<]*)<\/option>/g)].map((m) => ({ value: m[1]!, selected: !!m[2], text: m[3]! }));
      expect(new Set(options.map((o) => o.value)).size, path).toBe(options.length);
      expect(options.filter((o) => o.selected).map((o) => o.value), path).toEqual([`/${path.split('/')[1]}/`]);
      for (const o of options) expect(o.text, path).toMatch(/^\S.* \/ \S.*$/);
    }
  });

  it('the Korean page (sec) is ko-KR with Korean texts, and its dictionary reads OK as 확인', async () => {
    const { text } = await be.call('/sec/');
    expect(text).toMatch(/<html lang="ko-KR" dir="ltr">/);
    expect(text).toContain('인기 검색어');
    expect(text).toContain('<h2 class="popup-kinds__title" id="popup-kinds-title">도움말 및 설정</h2>');
    const inputs = hiddenInputs(text);
    expect([inputs.language, inputs.countryCode, inputs.languageCode]).toEqual(['ko_KR', 'KR', 'ko']);
    const dict = (await be.call(`${RES}/i18n/storefront.ko_KR.b2c.json`)).json;
    expect([dict.OK, dict.Cancel, dict['Recent Searches']]).toEqual(['확인', '취소', '최근 검색어']);
  });

  it('the au product page is en-AU in Australian dollars; the br one pt-BR in reais with Portuguese texts and dictionary', async () => {
    const au = (await be.call('/au/product/')).text;
    expect(au).toMatch(/<html lang="en-AU" dir="ltr">/);
    expect(hiddenInputs(au).modelCode).toBe('SM-S938BZKXSA');
    expect(au).toContain('<span class="pd-buying-price__new-price">$2,373.10</span>');
    expect(au).toContain('<span class="pd-option-selector__label-price">$2,373.10</span>');
    const br = (await be.call('/br/product/')).text;
    expect(br).toMatch(/<html lang="pt-BR" dir="ltr">/);
    const inputs = hiddenInputs(br);
    expect([inputs.siteCode, inputs.language, inputs.countryCode, inputs.modelCode]).toEqual(['br', 'pt_BR', 'BR', 'SM-S938BZKZTO']);
    expect(br).toContain('<span class="pd-buying-price__new-price">R$\u00a08.992,80</span>');
    expect(br).toContain('>Adicionar ao carrinho</button>');
    expect(br).not.toContain('£');
    const dict = (await be.call(`${RES}/i18n/storefront.pt_BR.b2c.json`)).json;
    expect([dict['Add to Wishlist'], dict['Recent Searches'], dict.Search]).toEqual(['Adicionar à lista de desejos', 'Buscas recentes', 'Buscar']);
  });

  it('the listing has a wishlist button and a price for each of the 48 products, in legacy markup only', async () => {
    const { text } = await be.call('/uk/listing/');
    const buttons = [...text.matchAll(/<button[^>]*class="pd03-product-card__wishlist[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(buttons).toHaveLength(48);
    for (const b of buttons) expect(b).toMatch(/data-add-text="Add to Wishlist" data-added-text="Added to Wishlist" data-product-name="[^"]+" data-div-id="wishlist-popup-\d+"/);
    expect(text.match(/class="pd03-product-card__price"/g)).toHaveLength(48);
    expect(text).not.toContain('data-sf-plugin');
  });

  it('the product page carries the PD inputs, option selector and add-to-cart', async () => {
    const { text } = await be.call('/uk/product/');
    expect(hiddenInputs(text).modelCode).toBe('SM-S938BZKEUB');
    expect(text).toContain('class="pd-option-selector"');
    expect(text).toContain('aria-label="add wishlist"');
  });

  it('page flags: business b2bFlag Y; discount store eppFlag and scannerYn Y; multistore eppFlag Y and store web domain under multistore', async () => {
    expect(hiddenInputs((await be.call('/uk/business/')).text).b2bFlag).toBe('Y');
    const discount = hiddenInputs((await be.call('/us/shop/discount-program/workplace/')).text);
    expect([discount.eppFlag, discount.scannerYn]).toEqual(['Y', 'Y']);
    const multistore = hiddenInputs((await be.call('/uk/multistore/globex/')).text);
    expect(multistore.eppFlag).toBe('Y');
    expect(multistore.storeWebDomain).toBe(`${be.page}/uk/multistore`);
    expect(hiddenInputs((await be.call('/uk/')).text).eppFlag).toBe('N');
  });

  it('the pages on disk point at the backend only through the two placeholders', () => {
    const html = readFileSync(new URL('../../../templates/pages/uk/index.html', import.meta.url), 'utf8');
    const inputs = hiddenInputs(html);
    expect([inputs.storeDomain, inputs.searchDomain, inputs.storeWebDomain]).toEqual(['{{SECOND_ORIGIN}}/', '{{SECOND_ORIGIN}}/v6', '{{PAGE_ORIGIN}}']);
  });

  it('no page has an image or script whose address is "#" or empty (the browser would fetch the page itself)', () => {
    const bad: string[] = [];
    const dir = new URL('../../../templates/pages/', import.meta.url);
    const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.html'));
    expect(files).toContain(join('uk', 'index.html'));
    for (const file of files) {
      const html = readFileSync(new URL(file, dir), 'utf8');
      for (const m of html.matchAll(/<(img|script|source|iframe)\b[^>]*?\ssrc="(#[^"]*|\s*)"/g)) bad.push(`${file}: <${m[1]} src="${m[2]}">`);
    }
    expect(bad).toEqual([]);
  });

  it('the sign-in link leads to a chooser of the site users', async () => {
    const { text, status } = await be.call('/__backend/sign-in?countryCode=GB&goBackURL=/uk/listing/');
    expect(status).toBe(200);
    expect(text).toContain('href="/__backend/sign-in?user=uk-shopper&amp;return=%2Fuk%2Flisting%2F"');
    expect(text).not.toContain('us-shopper');
  });
});
