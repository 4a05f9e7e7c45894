/**
 * Content calls of docs/rules.md §7 "Other": epp-discount.json, the US header menu JSON, the mobile app
 * banner, the site list (ipredirection) and the EPP scanner page. The dictionary and the icon
 * sprite are static files the dev server sends (templates/assets/).
 */
import { BadRequest } from '../exchange.mjs';
import { DISCOUNT_STORES, SITE_LIST } from '../seed.mjs';
import { headerMenu } from '../header-menu.mjs';
import { STAND_IN_PLAYERS } from '../stand-in-players.mjs';

/** docs/rules.md §7 GET /us/smg/content/.../epp-discount.json: the discount stores with ids and labels. */
function eppDiscount() {
  return {
    json: {
      stores: DISCOUNT_STORES.map((s) => ({ id: s.store_id, label: s.store_disp_name, url: `/us/shop/discount-program/${s.store_id}/`, discount: s.discount })),
    },
  };
}

/** Banner texts per site; sites without an entry answer useFlag N (docs/rules.md §3 mobile app banner fields). */
const BANNERS = {
  uk: ['Shop the Samsung app', 'Exclusive app offers and faster checkout.', 'Get the app'],
  us: ['Shop Samsung app', 'Get app-only deals and earn rewards.', 'Download'],
  ae_ar: ['تطبيق متجر سامسونج', 'عروض حصرية على التطبيق.', 'حمّل التطبيق'],
  ca_fr: ["L'appli Samsung Shop", "Offres exclusives dans l'appli.", "Télécharger"],
  tr: ['Samsung Shop uygulaması', 'Uygulamaya özel fırsatlar.', 'İndir'],
  in: ['Samsung Shop App', 'Extra app-only discounts.', 'Get the app'],
};

function bannerFor(site, os) {
  const texts = BANNERS[site];
  const store = os === 'ios' ? 'https://apps.apple.com/app/samsung-shop/id1' : 'https://play.google.com/store/apps/details?id=com.samsung.shop';
  if (!texts) return { useFlag: 'N', headlineTitle: '', description: '', ctaTitle: '', ctaUrl: '', imgUrl: '' };
  const [headlineTitle, description, ctaTitle] = texts;
  return { useFlag: 'Y', headlineTitle, description, ctaTitle, ctaUrl: store, imgUrl: '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/app_ico.png' };
}

/** docs/rules.md §7 GET {search}/{stage}/(b2c|epp/v2)/contents/mobileappbanner?siteCode(&companyCode). */
function mobileAppBanner(ctx) {
  const { siteCode, companyCode } = ctx.query;
  if (!siteCode) throw new BadRequest('query parameter siteCode is required');
  if (ctx.params.kind === 'epp/v2' && !companyCode) throw new BadRequest('query parameter companyCode is required for epp');
  const mobileAppBanner = { ios: bannerFor(siteCode, 'ios'), aos: bannerFor(siteCode, 'aos') };
  return { json: { response: { statusCode: 200, statusMessage: 'OK', resultData: { mobileAppBanner } } } };
}

/** The EPP barcode-scanner page the search overlay opens in a popup (docs/rules.md §7 "GET scanner page"). */
function scannerPage(ctx) {
  return {
    contentType: 'text/html; charset=utf-8',
    text: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Scan barcode</title></head><body><main><h1>Scan barcode</h1><p>Local scanner page for ${ctx.params.site}.</p></main></body></html>`,
  };
}

/** Routes of this module. */
export const contentRoutes = [
  { method: 'GET', path: /^\/us\/smg\/content\/(?:[\w.-]+\/)*epp-discount\.json$/, family: 'plain', handler: eppDiscount },
  { method: 'GET', path: '/:site/api/header-menu.json', family: 'plain', handler: (ctx) => ({ json: headerMenu(ctx.params.site, ctx.state) }) },
  { method: 'GET', path: /^(?:\/v6)?\/(?<stage>[\w-]+)\/(?<kind>b2c|epp\/v2)\/contents\/mobileappbanner$/, family: 'search', timeoutMs: 20000, handler: mobileAppBanner },
  { method: 'GET', path: '/:site/function/ipredirection/ipredirectionLocalList', family: 'plain', handler: () => ({ json: SITE_LIST }) },
  { method: 'GET', path: '/:site/function/scanner', family: 'plain', handler: scannerPage },
  { method: 'GET', path: /^\/video-players\/(?<type>youtube|youtube-widgetapi|brightcove|aparat)\.js$/, family: 'plain', handler: (ctx) => ({ contentType: 'text/javascript; charset=utf-8', text: STAND_IN_PLAYERS[ctx.params.type] }) },
];
