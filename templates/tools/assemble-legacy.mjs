#!/usr/bin/env node
/**
 * Assembles the template pages of the two older header generations, so the runtime runs on
 * every generation a country may still serve (README, "Template pages and header generations"):
 *
 *   /pe/  legacy `gnb` header (pe-legacy-* samples): gnb bar and mega menu, cookie bar, layer
 *         popups and the old `section.gnb-search` layer (no #gnb-search-keyword)
 *   /vn/  `nv00-gnb` header (vn-clone-nv00-gnb-partial) with the vn nv01/nv02 footer sample
 *
 *   node templates/tools/assemble-legacy.mjs    writes templates/pages/{pe,vn}/index.html
 *
 * Markup, classes, ids and an-* attributes are the samples'; what the copies lost is filled
 * in (vn-fill.mjs) and every service host points at the local backend through the hidden
 * inputs only, as in assemble-v4.mjs. Both samples lack the common hidden-input block, so it
 * comes from the /vn multistore sample with each site's values.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { block, hostsFor, sample, translate } from './assemble-v4.mjs';
import { cookieBar, footer } from './page-chrome.mjs';
import { heroCarousel, productCard } from './page-content.mjs';
import { catalogueFor } from '../backend/seed.mjs';
import { fillVnFooter, fillVnHeader } from './vn-fill.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');

/** The sites of the older generations and their hidden-input values. */
export const LEGACY_SITES = {
  pe: { generation: 'gnb', lang: 'es-PE', language: 'es_PE', localLang: 'es-pe', countryCode: 'PE', languageCode: 'es', currency: 'PEN', priceFactor: 4.7, serviceId: 'zyj35vde15', placeholder: 'Galaxy S25 Ultra', title: 'Samsung Perú | Smartphones | TV | Electrodomésticos' },
  vn: { generation: 'nv00-gnb', lang: 'vi-VN', language: 'vi_VN', localLang: 'vi-vn', countryCode: 'VN', languageCode: 'vi', currency: 'VND', priceFactor: 32000, serviceId: 'vn0gnb1vnx', placeholder: 'Galaxy S25 Ultra', title: 'Samsung Việt Nam | Điện thoại | TV | Gia dụng' },
};

/** The pages this tool writes (the index page lists them with the v4 pages). */
export const LEGACY_PAGES = Object.keys(LEGACY_SITES).map((site) => ({ site, file: 'index', kind: 'home', generation: LEGACY_SITES[site].generation }));

/** Every `<input … type="hidden">` with an id, rewritten as `<input id name type value/>` (one shape for the page tests). */
function normaliseInputs(html) {
  return html.replace(/<input\b(?=[^>]*\btype="hidden")(?=[^>]*\bid="([^"]+)")[^>]*?\/?>/g, (tag, id) => {
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    return `<input id="${id}" name="${id}" type="hidden"${value === undefined ? '' : ` value="${value}"`}/>`;
  });
}

/** Sets (or adds, before the end marker) each hidden input of `values`. */
function setInputs(html, values, marker) {
  let out = html;
  for (const [id, value] of Object.entries(values)) {
    const tag = `<input id="${id}" name="${id}" type="hidden" value="${value}"/>`;
    const re = new RegExp(`<input id="${id}" name="${id}" type="hidden"(?: value="[^"]*")?/>`, 'g');
    out = re.test(out) ? out.replace(re, tag) : out.replace(marker, `${tag}\n    ${marker}`);
  }
  return out;
}

/** The common hidden-input block of the multistore sample, for `site` (docs/rules.md §3 fields). */
function commonInputs(site, v) {
  const text = sample('vn-multistore-hidden-inputs.html');
  const start = text.indexOf('<!-- 공통  hidden input 시작-->');
  const endMarker = '<!-- 공통  hidden input 끝-->';
  const common = normaliseInputs(text.slice(start, text.indexOf(endMarker) + endMarker.length));
  const page = { site, kind: 'home' };
  return setInputs(common, {
    ...hostsFor(page), siteCode: site, store_sitecode: site, language: v.language, localLang: v.localLang, tempTitle: 'page-home',
    shopIntegrationFlag: 'Hybris', i18nAppsParam: '', eppFlag: 'N', scannerYn: 'N', apiStageInfo: 'front', countryCode: v.countryCode,
    languageCode: v.languageCode, useStore: 'Y', hybrisApiJson: '', loginAccountServiceId: v.serviceId, pageTrack: 'home',
  }, endMarker);
}

/** Points the samples' absolute samsung.com links at this server (no page leaves it). */
function localLinks(html, site) {
  return html
    .replace(/https:\/\/account\.samsung\.com\/accounts\/v1\/[A-Z]+\/signInGate/g, '{{PAGE_ORIGIN}}/__backend/sign-in')
    .replace(/https:\/\/account\.samsung\.com\/accounts\/v1\/[A-Z]+\/signOutGate/g, '{{PAGE_ORIGIN}}/__backend/sign-out')
    .replace(/https:\/\/account\.samsung\.com\/membership\//g, '{{PAGE_ORIGIN}}/__backend/sign-in')
    .replace(new RegExp(`(?:https?:)?//(?:shop|www)\\.samsung\\.com/${site}/`, 'g'), `/${site}/`)
    .replace(/ (?:data-desktop-src|data-mobile-src)="\/\/images\.samsung\.com[^"]*"/g, '');
}

/** The home content: the KV carousel and a product grid, prices scaled to the site's currency. */
function homeContent(site, v) {
  const products = catalogueFor(site).filter((_, i) => i % 4 === 0).slice(0, 8)
    .map((p) => ({ ...p, price: Math.round(p.price * v.priceFactor), listPrice: Math.round(p.listPrice * v.priceFactor) }));
  const money = { lang: v.lang, currency: v.currency };
  return `${heroCarousel(site)}
  <section class="ho-g-showcase-card-tab"><h2 class="showcase-card-tab__title">Galaxy</h2><div class="pd03-product-finder__content-wrap"><div class="pd03-product-finder__product-list" role="list">${products.map((p, i) => productCard(p, site, money, i)).join('')}
  </div></div></section>`;
}

/** An icon that uses the sprite symbol (or the page's own drawing) with this id. */
const icon = (id) => `<svg class="icon" focusable="false" aria-hidden="true"><use href="#${id}" xlink:href="#${id}"></use></svg>`;

/** The legacy `gnb` generation (/pe): cookie bar header, gnb nav with forms, popups and old search layer. */
function peBody(v) {
  // The copy elides repeated icon paths ("svg cart-bold (same path as above)"): the icons point
  // at the first drawing of the same id instead, so the desktop utility shows them too.
  const header = sample('pe-legacy-gnb-header.html').replace(/<!-- svg ([a-z-]+)(?: \(same path as above\))? -->/g, (m, id) => icon(id));
  const cut = header.lastIndexOf('<div class="gnb__mobile-dimmed">');
  const nav = header.slice(0, cut) + sample('pe-legacy-hidden-inputs-and-forms.html') + sample('pe-legacy-gnb-popups-and-search-layer.html');
  const withSearchPlaceholder = normaliseInputs(nav).replace(/(<input id="sc_gnb_placeholder" name="sc_gnb_placeholder" type="hidden" value=")[^"]*"/, `$1${v.placeholder}"`);
  const hosts = hostsFor({ site: 'pe', kind: 'home' });
  const withHosts = withSearchPlaceholder
    .replace(/(<input id="storeDomain" name="storeDomain" type="hidden" value=")[^"]*"/, `$1${hosts.storeDomain}"`)
    .replace(/(<input id="loginLinkURL" name="loginLinkURL" type="hidden" value=")[^"]*"/, `$1${hosts.loginLinkURL}"`)
    .replace(/(<input id="logoutURL" name="logoutURL" type="hidden" value=")[^"]*"/, `$1${hosts.logoutURL}"`);
  return `${sample('pe-legacy-cookie-bar.html')}\n${withHosts}`;
}

/** The nv00-gnb generation (/vn): header#header with the cookie bar, the nv00-gnb nav, the srd19 layer. */
function vnBody(v) {
  const header = `<header id="header" role="banner">
    <div class="skip-bar"><a id="skipToContent" href="#content">Skip to content</a></div>${cookieBar('vn')}
</header>`;
  // The partial has no search layer: the srd19 layer of the sample set (from nv00-gnb on, the
  // layer with #gnb-search-keyword) with the search config inputs before it.
  const search = block(4).replace(/\/id\/aisearch/g, '/vn/search/').replace(/(sc_gnb_placeholder" type="hidden" value=")[^"]*"/, `$1${v.placeholder}"`) + sample('id-v4-search-layer-srd19.html');
  return `${header}\n${fillVnHeader(sample('vn-clone-nv00-gnb-partial.html'))}\n${search}`;
}

/** Builds the page HTML of a legacy site. */
export function assembleLegacy(site) {
  const v = LEGACY_SITES[site];
  if (!v) throw new Error(`assemble-legacy: no site "${site}"; sites: ${Object.keys(LEGACY_SITES).join(', ')}`);
  const body = site === 'pe' ? peBody(v) : vnBody(v);
  const foot = site === 'vn' ? fillVnFooter(sample('vn-clone-footer-nv01-nv02.html')) : footer(site);
  const html = `<!DOCTYPE html>
<html lang="${v.lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="sitecode" content="${site}">
<link rel="icon" href="data:,">
<title>${v.title}</title>
<link rel="stylesheet" href="/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/legacy.css">
<script type="module" async src="/static/storefront/runtime.js"></script>
</head>
<body>
<div id="wrap">
${commonInputs(site, v)}
${localLinks(body, site)}
<div id="content" role="main">
${homeContent(site, v)}
</div>
${localLinks(foot, site)}
</div>
</body>
</html>
`;
  return translate(html, v.language);
}

/** Writes the legacy pages; returns their paths. */
export function writeLegacyPages() {
  return LEGACY_PAGES.map(({ site }) => {
    const out = join(repo, 'templates/pages', site, 'index.html');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, assembleLegacy(site));
    return out;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of writeLegacyPages()) console.log(`wrote ${file}`);
}
