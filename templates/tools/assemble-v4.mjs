#!/usr/bin/env node
/**
 * Assembles the template pages from the v4 legacy markup samples (the `id-v4-*` files of the
 * folder LEGACY_MARKUP names, else templates/legacy-markup), in the order the real page has them,
 * with each site's values in the hidden inputs.
 *
 *   node templates/tools/assemble-v4.mjs --all            writes every page in PAGES
 *   node templates/tools/assemble-v4.mjs <site> [page]    writes templates/pages/<site>/<page>.html
 *
 * The samples are an Indonesian page: site code, country, language, texts and domains are
 * replaced; markup, classes, ids and an-* attributes are kept. Service hosts point at the local
 * backend ONLY through the hidden inputs (HOSTS below): `{{PAGE_ORIGIN}}` and `{{SECOND_ORIGIN}}`
 * are filled in by the dev server, so the same page runs against another backend by changing
 * those values. Texts come out in the site's language (translations.mjs).
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_TO_ENGLISH } from './sample-texts.mjs';
import { dictionaryFor } from './translations.mjs';
import { cookieBar, footer, noticeBanner, siteListData } from './page-chrome.mjs';
import { SITE_LIST } from '../backend/seed.mjs';
import { mainContent } from './page-content.mjs';
import { fillHeader } from './header-fill.mjs';
import { PAGES, SITES } from './page-list.mjs';
import { POPUP_SITES, popupButtons, popupMarkup } from './popup-kinds.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const candidates = [process.env.LEGACY_MARKUP, join(repo, 'templates/legacy-markup')].filter(Boolean);
const markupDir = candidates.find((d) => existsSync(join(d, 'id-v4-gnb-header.html')));

export { PAGES, SITES };

/** Where a page's hidden inputs point (docs/rules.md §3 hosts): cross-domain services on the second origin. */
export function hostsFor(page) {
  return {
    searchDomain: '{{SECOND_ORIGIN}}/v6',
    esapiSearchDomain: '{{SECOND_ORIGIN}}',
    storeDomain: '{{SECOND_ORIGIN}}/',
    gpvStoreDomain: '{{SECOND_ORIGIN}}',
    storeWebDomain: page.kind === 'multistore' ? `{{PAGE_ORIGIN}}/${page.site}/multistore` : '{{PAGE_ORIGIN}}',
    newHyvStoreDomain: '',
    loginLinkURL: '{{PAGE_ORIGIN}}/__backend/sign-in',
    logoutURL: '{{PAGE_ORIGIN}}/__backend/sign-out',
  };
}

/** A legacy markup sample without its provenance comment. */
export function sample(name) {
  if (!markupDir) throw new Error('assemble-v4: legacy markup samples not found (set LEGACY_MARKUP)');
  return readFileSync(join(markupDir, name), 'utf8').replace(/^<!-- provenance:[\s\S]*?-->\s*/, '');
}

/** The BLOCK n part of the hidden-inputs sample. */
export function block(n) {
  const text = readFileSync(join(markupDir, 'id-v4-hidden-inputs.html'), 'utf8');
  const start = text.indexOf(`<!-- BLOCK ${n}:`);
  const end = text.indexOf('<!-- BLOCK', start + 10);
  return text.slice(text.indexOf('-->', start) + 3, end === -1 ? undefined : end).replace(/<!-- NOTE:[^>]*-->/, '');
}

/** Sets every `<input id="…" name="…" type="hidden">` with this id to a value. */
function setInput(html, id, value) {
  const re = new RegExp(`<input id="${id}" name="${id}" type="hidden"(?: value="[^"]*")?/>`, 'g');
  if (!re.test(html)) throw new Error(`assemble-v4: hidden input ${id} not found`);
  return html.replace(re, `<input id="${id}" name="${id}" type="hidden" value="${value}"/>`);
}

/** The hidden-input values of a page (docs/rules.md §3 field list plus the sample's own). */
function inputValues(page, v) {
  return {
    siteCode: page.site, store_sitecode: page.site, localLang: v.localLang, language: v.language, countryCode: v.countryCode,
    languageCode: v.languageCode, countryIsoCode: v.iso, gPriceCurrency: v.currency, sc_gnb_placeholder: v.placeholder,
    pageTrack: page.pageTrack, tempTitle: page.tempTitle, st_checked: '', cck: '', b2bFlag: page.b2b ? 'Y' : 'N', eppFlag: page.epp ? 'Y' : 'N',
    multiLanguageYn: v.multiLanguage ? 'Y' : 'N', sc_gnb_aiSearchUseYn: v.aiSearch ? 'Y' : 'N',
    sc_gnb_searchURL: page.b2b ? `/${page.site}/business/search/` : `/${page.site}/search/`, sc_gnb_AI_searchURL: `/${page.site}/aisearch/`,
    loginAccountServiceId: v.serviceId, ...hostsFor(page),
  };
}

const PRODUCTS = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/products/';
/** The header menu's featured products (the store's image host in the sample): their local drawings. */
const FEATURED = { 'Galaxy-Z_Fold7_GNB_L1_Shop': 'smartphones-zk', GNB_Shop_S25_FE: 'smartphones-db', GNB_Shop_Tab_S11: 'tablets-za' };

/**
 * The sample's images on the store's image host, which the responsive images load from by
 * default, as local files, so the template pages never leave the machine.
 */
export function localImages(html) {
  return html.replace(/\/\/images\.samsung\.com\/is\/image\/samsung\/assets\/[a-z_]+\/[\w/-]*?\/(Galaxy-Z_Fold7_GNB_L1_Shop|GNB_Shop_S25_FE|GNB_Shop_Tab_S11)_88x88\.png\?\$\w+\$/g, (_, name) => `${PRODUCTS}${FEATURED[name]}.svg`);
}

/** Replaces the sample's Indonesian site values with the page's. */
function localise(html, page, v) {
  let out = html
    .replaceAll('DCGLID', `DCGL${v.countryCode}`)
    .replaceAll('/id/', `/${page.site}/`)
    .replaceAll('.id.json', `.${page.site}.json`)
    .replaceAll('https://shop.samsung.com', '{{PAGE_ORIGIN}}')
    .replaceAll('product detail', page.pageTrack)
    .replaceAll('#spam-link-removed', '#')
    // An image whose address is "#" makes the browser fetch the page itself as an image.
    .replaceAll(' src="#"', '')
    .replaceAll('[spam value removed]', 'Samsung')
    .replace(/ onclick="[^"]*"/g, '')
    .replace(/(<input name="countryCode" type="hidden" value=")ID"/g, `$1${v.countryCode}"`)
    .replace(/(<input name="languageCode" type="hidden" value=")id"/g, `$1${v.languageCode}"`)
    .replace(/(<input name="client_id" type="hidden" value=")[^"]*"/g, `$1${v.serviceId}"`)
    .replace(/(<input name="serviceID" type="hidden" value=")[^"]*"/g, `$1${v.serviceId}"`)
    .replace(/<form action="https:\/\/account\.samsung\.com\/accounts\/v1\/[^/]+\/signInGate"/, '<form action="{{PAGE_ORIGIN}}/__backend/sign-in"')
    .replace(/<form action="https:\/\/account\.samsung\.com\/accounts\/v1\/[^/]+\/signOutGate"/, '<form action="{{PAGE_ORIGIN}}/__backend/sign-out"')
    .replace(/data-linkinfo="https:\/\/account\.samsung\.com\/accounts\/v1\/[^/]+\/signInGate"/g, 'data-linkinfo="{{PAGE_ORIGIN}}/__backend/sign-in"')
    .replace(/<option data-country-type="sitecd" selected="" value="id">\s*Indonesia \/ Bahasa Indonesia\s*<\/option>/, `<option data-country-type="sitecd" selected="" value="${page.site}">${v.siteName}</option>`)
    .replace(/<option data-country-type="location" value="uk">\s*UK \/ English\s*<\/option>/, page.site === 'uk' ? '<option data-country-type="location" value="us">USA / English</option>' : '<option data-country-type="location" value="uk">UK / English</option>')
    .replace('data-country-codes="uk"', `data-country-codes="${page.site === 'uk' ? 'us' : 'uk'}"`);
  // docs/rules.md §3 names i18nAppsParam and scannerYn; the sample has neither, so they join the common block.
  out = out.replace(/(<input id="b2bFlag"[^>]*\/>)/, `$1\n   <input id="i18nAppsParam" name="i18nAppsParam" type="hidden" value=""/>\n   <input id="scannerYn" name="scannerYn" type="hidden" value="${page.scanner ? 'Y' : 'N'}"/>`);
  for (const [id, value] of Object.entries(inputValues(page, v))) out = setInput(out, id, value);
  // Business homes carry one SMB-only account item (docs/rules.md §6), hidden until getCustomer says the shopper is SMB-registered.
  if (page.b2b) {
    out = out.replace(
      /(\n(\s*)<a an-ac="gnb" an-ca="account" an-la="logout")/,
      `\n$2<a an-ac="gnb" an-ca="account" an-la="business account" an-tr="nv00_gnb-home-account-account" aria-label="business account" class="nv00-gnb-v4__utility-menu nv00-gnb-v4__utility-menu" data-smb-only="" hidden="" href="/${page.site}/business/smb/account/" role="menuitem">\n$2 Business account\n$2</a>$1`,
    );
  }
  return out;
}

const TEXT_ATTRIBUTES = /( (?:aria-label|placeholder|data-aria-label|title|alt|data-add-text|data-added-text|data-i18n-open|data-i18n-close)=")([^"]*)"/g;

/** Puts whole text nodes and label attributes into the site's language (sample Indonesian → English → site). */
export function translate(html, language) {
  const dict = dictionaryFor(language);
  const swap = (text) => {
    const en = SAMPLE_TO_ENGLISH[text] ?? text;
    return dict[en.replace(/&nbsp;/g, ' ')] ?? en;
  };
  return html
    .replace(/>(\s*)([^<>]*?[^\s<>][^<>]*?)(\s*)</g, (m, a, text, b) => `>${a}${swap(text)}${b}<`)
    .replace(TEXT_ATTRIBUTES, (m, head, text) => `${head}${swap(text)}"`)
    .replace(/(id="productCountText"[^>]*value=")([^"]*)"/, (m, head, text) => `${head}${swap(text)}"`);
}

/**
 * The header menu JSON address the server renders on the US navigation (docs/rules.md §2 "Header
 * menu from JSON"; production serves it on another path, so the page names it).
 */
const MENU_JSON = { us: '/us/api/header-menu.json' };

/** A consent checkbox of the privacy layer, in the layer's own markup. */
const consentBox = (id, text) => `       <div class="checkbox-v2">
        <input class="checkbox-v2__input" id="${id}" name="checkbox" type="checkbox"/>
        <label class="checkbox-v2__label" for="${id}">
         <span class="checkbox-v2__label-box-wrap">
          <span class="checkbox-v2__label-box">
           <svg aria-hidden="true" class="checkbox-v2__label-box-icon" focusable="false">
            <use href="#done-bold" xlink:href="#done-bold">
            </use>
           </svg>
          </span>
         </span>
         <span class="checkbox-v2__label-text">
          ${text}
         </span>
        </label>
       </div>
`;

/**
 * Turkey's privacy layer has two more boxes (docs/rules.md §4 "Privacy consent layer"): commercial
 * electronic messages (etkOptin) and the transfer of personal data abroad (dataTransferConsent).
 */
function privacyBoxes(html, site) {
  if (site !== 'tr') return html;
  return html.replace(
    /(id="layerPrivacy"[\s\S]*?)(      <\/div>\n      <div class="layer-popup__cta-wrap">)/,
    (m, head, tail) =>
      head +
      consentBox('privacy-terms3', 'Samsung tarafından tarafıma ticari elektronik ileti gönderilmesine onay veriyorum.') +
      consentBox('privacy-terms4', 'Kişisel verilerimin yurt dışına aktarılmasına açık rıza veriyorum.') +
      tail,
  );
}

/** Builds the page HTML for a PAGES entry. */
export function assemble(page) {
  const v = SITES[page.site];
  if (!v) throw new Error(`assemble-v4: no values for site "${page.site}" in SITES`);
  if (!markupDir) throw new Error('assemble-v4: legacy markup samples not found (set LEGACY_MARKUP)');
  const menuJson = MENU_JSON[page.site];
  const header = fillHeader(sample('id-v4-gnb-header.html'), page.site).replace(/<nav (?=[^>]*class="nv00-gnb-v4 )/, (m) => (menuJson ? `${m}data-menu-json="${menuJson}" ` : m));
  const cut = header.indexOf('<!-- continues with');
  const nav =
    header.slice(0, cut) +
    sample('id-v4-gnb-account-menu-and-cart.html') +
    '\n     </div>\n    </div>\n    <div class="nv00-gnb-v4__dim">\n    </div>\n' +
    sample('id-v4-signin-forms.html') +
    block(3) +
    privacyBoxes(sample('id-v4-gnb-layer-popups.html'), page.site) +
    '   </nav>\n';
  const selector = sample('id-v4-country-selector-and-app-banner.html')
    .replace(/<!-- The server renders[\s\S]*?-->/, '')
    // The location button's name: the sample keeps it only in data-aria-label, which names nothing.
    .replace(/(<button [^>]*?)(class="menu__select-field" data-aria-label="([^"]*)")/, '$1aria-label="$3" $2')
    .replace('</header>', `${cookieBar(page.site)}\n</header>`)
    .replace('<aside class="nv16-country-selector" style="height: 0px;">', `$&\n    ${siteListData(SITE_LIST)}`);
  const body = [block(1).replace('<div id="wrap">', ''), selector, block(2), nav, block(4), sample('id-v4-search-layer-srd19.html')].join('\n');
  const popups = page.kind === 'home' && POPUP_SITES.includes(page.site);
  const main = (page.kind === 'home' ? noticeBanner(page.site) : '') + mainContent(page.kind, page.site, v) + (popups ? popupButtons(page.site) : '');
  const mainClass = page.kind === 'product' ? ' class="st-page-pd"' : '';
  const html = `<!DOCTYPE html>
<html lang="${v.lang}" dir="${v.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="sitecode" content="${page.site}">
<link rel="icon" href="data:,">
${page.kind === 'multistore' ? '<meta name="robots" content="noindex">\n' : ''}<title>${page.title}</title>
<link rel="stylesheet" href="/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/legacy.css">
<script type="module" async src="/static/storefront/runtime.js"></script>
</head>
<body>
<div id="wrap">
${localise(body, page, v)}
<div id="content" role="main"${mainClass}>
${main}
</div>${popups ? popupMarkup(page.site) : ''}
${footer(page.site)}
</div>
</body>
</html>
`;
  return translate(localImages(html), v.language);
}

/** Writes one page file; returns its path. */
export function writePage(page) {
  const out = join(repo, 'templates/pages', page.site, `${page.file}.html`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, assemble(page));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [site, file = 'index'] = process.argv.slice(2);
  if (!site) {
    console.error('usage: node templates/tools/assemble-v4.mjs --all | <site> [page]');
    process.exit(2);
  }
  const chosen = site === '--all' ? PAGES : PAGES.filter((p) => p.site === site && p.file === file);
  if (!chosen.length) {
    console.error(`assemble-v4: no page ${site}/${file} in page-list.mjs; pages: ${PAGES.map((p) => `${p.site}/${p.file}`).join(', ')}`);
    process.exit(2);
  }
  for (const page of chosen) console.log(`wrote ${writePage(page)}`);
}
