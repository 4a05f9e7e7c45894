/**
 * Page chrome the v4 samples lack: the COD01 cookie bar (structure of the legacy /pe sample) and
 * the nv01/nv02 footer (structure of the /vn footer sample), with English texts; assemble-v4
 * translates them with the rest of the page.
 */

import { SITES } from './page-list.mjs';

/** The geo select's sites besides the page's own. */
const GEO_SITES = [['uk', 'UK / English'], ['us', 'USA / English']];

/** Sites in two languages: the other language's site follows the page's own. */
const SIBLINGS = { ca: ['ca_fr', 'Canada / Français'], ca_fr: ['ca', 'Canada / English'] };

/** The geo select's options: the page's site first, by its name, then the others, each once. */
function geoOptions(site) {
  const own = `<option value="/${site}/" selected>${SITES[site]?.siteName ?? 'Việt Nam / Tiếng Việt'}</option>`;
  const others = [...(SIBLINGS[site] ? [SIBLINGS[site]] : []), ...GEO_SITES.filter(([code]) => code !== site)];
  return own + others.map(([code, name]) => `<option value="/${code}/">${name}</option>`).join('');
}

/** The cookie bar that sits in header#header after the skip bar (the QA selectors of the legacy markup). */
export function cookieBar(site) {
  return `
            <div class="cookie-bar cookie-bar--type-manage" role="status">
                <div class="cookie-bar__wrap" style="display:none">
                    <div class="cookie-bar__msg-wrap">
                        <div class="cookie-bar__msg">
                            <p class="cookie-bar__title">Samsung and Cookies</p>
                            <p class="cookie-bar__desc">This site uses cookies. By clicking ACCEPT or continuing to browse the site you are agreeing to our use of cookies.</p><button class="cookie-bar__desc-read-more-btn">Read more</button>
                        </div>
                        <div class="cookie-bar__manage"><a class="cta cta--contained cta--emphasis" href="javascript:void(0)" title="ACCEPT" an-tr="cod01_cookie bar-home-cta-button" an-ca="other interaction" an-ac="cookie bar:accept" an-la="cookie bar:accept">Accept</a></div>
                    </div>
                    <div class="cookie-bar__select">
                        <div class="cookie-bar__select-text"><p>Select your location and language.</p></div>
                        <div class="cookie-bar__select-ctas">
                            <div class="menu filled"><select class="menu__select" data-default-message="" tabindex="-1" an-tr="cod01_cookie bar-home-cta-button" an-ca="other interaction" an-ac="cookie bar:choose your location" an-la="cookie bar:choose your location">${geoOptions(site)}</select><button class="menu__select-field" aria-haspopup="listbox" aria-expanded="false"><span class="menu__select-field-text"></span></button></div>
                        </div>
                    </div>
                    <div class="cookie-bar__app-banner"></div>
                    <div class="cookie-bar__close-wrap"><button class="cookie-bar__close cookie-bar__main-close" an-tr="cod01_cookie bar-home-cta-button" an-ca="other interaction" an-ac="cookie bar:close" an-la="cookie bar:close"><span class="hidden">Close</span><svg class="icon" focusable="false" aria-hidden="true"><use href="#delete-bold" xlink:href="#delete-bold"></use></svg></button></div>
                </div>
            </div>`;
}

const COLUMNS = [
  ['Products & Services', 'products & services', [['Smartphones', 'smartphones'], ['Tablets', 'tablets'], ['Watches', 'watches'], ['TV & Audio', 'tv & audio']]],
  ['Support', 'support', [['Contact us', 'contact us'], ['Order help', 'order help'], ['Warranty', 'warranty']]],
  ['About Us', 'about-us', [['Company info', 'company info'], ['Sustainability', 'sustainability'], ['Careers', 'careers']]],
];

/** The footer: category accordions (nv01) and bottom with copyright and language link (nv02). */
export function footer(site) {
  const columns = COLUMNS.map(([title, la, links], i) => `
        <div class="footer-column__item">
          <div class="footer-category">
            <h3 class="footer-category__title" id="footer-category-title-${i}">${title}</h3>
            <a class="footer-category__anchor" href="javascript:void(0);" role="button" aria-labelledby="footer-category-title-${i}" an-tr="nv01_footer sitemap|menu1Depth" an-ca="navigation" an-ac="footer" an-la="${la}">
              <span class="hidden" data-i18n-open="Expand" data-i18n-close="Collapse">Expand</span>
              <svg class="icon" focusable="false" aria-hidden="true"><use xlink:href="#open-down-regular" href="#open-down-regular"></use></svg>
            </a>
            <div class="footer-category__list-wrap">
              <ul class="footer-category__list" role="list">${links.map(([text, l]) => `
                <li class="footer-category__item" role="listitem"><a class="footer-category__link" href="/${site}/${l.replace(/[^a-z]+/g, '-')}/" an-tr="nv01_footer sitemap--cta-menu" an-ca="navigation" an-ac="footer" an-la="${la}:${l}">${text}</a></li>`).join('')}
              </ul>
            </div>
          </div>
        </div>`).join('');
  return `
<footer class="footer">
  <!--googleoff: all-->
  <div class="footer">
    <div class="footer-column">
      <h2 class="hidden">Footer Navigation</h2>${columns}
    </div>
    <div class="footer-bottom">
      <div class="footer-language"><a class="footer-language__anchor" href="/${site}/function/ipredirection/ipredirectionLocalList/" an-tr="nv02_footer bottom--cta-language" an-ca="navigation" an-ac="footer" an-la="language">${site}</a></div>
      <div class="footer-copyright-wrap">
        <div class="footer-copyright-align">
          <p class="footer-copyright">Copyright © 1995-2025 Samsung. All Rights Reserved.</p>
          <div class="footer-legal"><a class="footer-terms__link" href="/${site}/info/privacy/">Privacy Policy</a></div>
        </div>
      </div>
    </div>
  </div>
  <!--googleon: all-->
</footer>`;
}

/** Notice banners on the template homes (docs/rules.md §4 "Notice banner"): toggle or closable. */
export const NOTICE_KINDS = { uk: 'toggle', in: 'toggle', ae_ar: 'toggle', tr: 'closable', us: 'closable' };

/** The notice banner strip at the top of the content: a toggle (title button and its text) or closable. */
export function noticeBanner(site) {
  const kind = NOTICE_KINDS[site];
  if (kind === 'toggle') {
    return `<section class="notice-banner notice-banner--toggle" aria-label="Notice">
  <div class="notice-banner__inner">
    <p class="notice-banner__title"><button class="notice-banner__toggle" type="button" aria-expanded="false" aria-controls="noticeBannerText" an-tr="notice banner-home-toggle" an-ca="other interaction" an-ac="notice banner" an-la="notice banner:toggle">Delivery update<svg class="icon" focusable="false" aria-hidden="true"><use href="#open-down-bold" xlink:href="#open-down-bold"></use></svg></button></p>
    <div class="notice-banner__text" id="noticeBannerText" hidden><p>Orders placed after 2 pm on a working day are dispatched the next working day.</p></div>
  </div>
</section>
`;
  }
  if (kind === 'closable') {
    return `<section class="notice-banner notice-banner--closable" aria-label="Notice">
  <div class="notice-banner__inner">
    <p class="notice-banner__text">Free standard delivery on every order this week.</p>
    <button class="notice-banner__close" type="button" an-tr="notice banner-home-close" an-ca="other interaction" an-ac="notice banner" an-la="notice banner:close"><span class="hidden">Close</span><svg class="icon" focusable="false" aria-hidden="true"><use href="#delete-bold" xlink:href="#delete-bold"></use></svg></button>
  </div>
</section>
`;
  }
  return '';
}

/**
 * The site list the nv16 country selector reads (docs/rules.md §3 "Site list"), as the marker's
 * JSON child: the sites the local backend's ipredirectionLocalList route answers.
 */
export function siteListData(list) {
  // `<` never appears unescaped in a JSON script's text.
  return `<script type="application/json">${JSON.stringify({ ipredirectionLocalList: list }).replace(/</g, '\\u003c')}</script>`;
}
