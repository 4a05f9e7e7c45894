/**
 * The `main` content of each template page kind, in legacy markup (AEM component classes and
 * an-* attributes as the legacy markup's QA selectors use them). Products and prices come from the backend's
 * seeded catalogue, so what a page shows is what the backend answers.
 */
import { catalogueFor, localPrice } from '../backend/seed.mjs';
import { productControls, productOptions } from './page-controls.mjs';
import { mediaShowroom } from './media-content.mjs';

const RES = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/';
const COLOUR_CODES = { 'Titanium Black': 'zk', 'Blue Shadow': 'db', Silver: 'za', Mint: 'zs' };

/** The local drawing of a catalogue product (templates/tools/write-images.mjs). */
export function productImage(p) {
  const colour = Object.entries(COLOUR_CODES).find(([name]) => p.name.endsWith(name))?.[1] ?? 'zk';
  return `${RES}images/products/${p.category}-${colour}.svg`;
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The price as the server renders it (the runtime re-formats per docs/rules.md §9; this is the page's text). */
function shownPrice(amount, v) {
  return new Intl.NumberFormat(v.lang, { style: 'currency', currency: v.currency }).format(amount);
}

/** A product-finder card: image, name, price, wishlist button (docs/rules.md §3 data-* fields), buy CTA. */
export function productCard(p, site, v, i, { discount = 0 } = {}) {
  const price = Math.round(p.price * (1 - discount) * 100) / 100;
  return `
    <div class="pd03-product-card" role="listitem" data-productcode="${p.code}" data-modelcode="${p.code}">
      <div class="pd03-product-card__product-image image"><img class="image__main" alt="${esc(p.name)}" src="${productImage(p)}" width="160" height="160" loading="lazy"></div>
      <div class="pd03-product-card__product-name"><a class="pd03-product-card__product-name-link" href="/${site}/product/?modelCode=${p.code}" an-tr="pd03_product finder:option-product card-text-display name" an-ca="ecommerce" an-ac="pf product card" an-la="display name click">${esc(p.name)}</a></div>
      <div class="pd03-product-card__price" data-price="${price}" data-currency="${v.currency}">
        <span class="pd03-product-card__price-main">${shownPrice(price, v)}</span>
        <del class="pd03-product-card__price-del" data-price="${p.listPrice}">${shownPrice(p.listPrice, v)}</del>
      </div>
      <button type="button" class="pd03-product-card__wishlist wishlist-btn js-wishlist-btn" aria-label="add wishlist" aria-pressed="false" data-sku="${p.code}" data-add-text="Add to Wishlist" data-added-text="Added to Wishlist" data-product-name="${esc(p.name)}" data-div-id="wishlist-popup-${i}" an-tr="pd03_product finder:option-product card-wishlist" an-ca="ecommerce" an-ac="pf product card" an-la="add to wishlist">
        <span class="hidden">Add to Wishlist</span><svg class="icon" focusable="false" aria-hidden="true"><use href="#done-bold" xlink:href="#done-bold"></use></svg>
      </button>
      <a class="cta cta--contained cta--black js-cta-buy${p.stock ? '' : ' cta--disabled'}" href="/${site}/product/?modelCode=${p.code}" data-modelcode="${p.code}" an-tr="pd03_product finder:option-product card-cta-buy" an-ca="ecommerce" an-ac="pf product card" an-la="pf product card:buy">Buy now</a>
    </div>`;
}

function grid(products, site, v, opts) {
  return `<div class="pd03-product-finder__content-wrap"><div class="pd03-product-finder__product-list" role="list">${products.map((p, i) => productCard(p, site, v, i, opts)).join('')}
  </div></div>`;
}

/** Home KV carousel with indicator and play/stop control (docs/rules.md §2 carousel, the QA selectors of the legacy markup). */
export function heroCarousel(site) {
  const slides = [['Galaxy Z Fold7', 'Unfold a new era of Galaxy AI', 'fold'], ['Galaxy S25 Ultra', 'The most powerful Galaxy camera', 'ultra'], ['Galaxy Watch8', 'Your health, one glance away', 'watch']];
  return `
  <div class="ho-g-home-kv-carousel">
    <section class="home-kv-carousel" data-autoplay="true" data-loop="true">
      <div class="swiper-container basic-swiper" data-swiper-option='{"loop":true,"autoplay":{"delay":5000}}'>
        <div class="swiper-wrapper" role="list">${slides.map(([name, line, image], i) => `
          <div class="swiper-slide home-kv-carousel__slide" role="listitem" an-tr="hd01_home kv carousel-home-cta-learn more" an-ca="indication" an-ac="home kv" an-la="kv:${name.toLowerCase()}:${i + 1}">
            <div class="home-kv-carousel__background-media-wrap image"><img class="image__main" alt="" src="${RES}images/kv/${image}.svg"${i ? ' loading="lazy"' : ''}></div>
            <div class="home-kv-carousel__text-wrap">
              <h2 class="home-kv-carousel__headline">${name}</h2>
              <p class="home-kv-carousel__desc">${line}</p>
              <a class="cta cta--contained cta--white" href="/${site}/smartphones/">Buy now</a>
            </div>
          </div>`).join('')}
        </div>
      </div>
      <div class="home-kv-carousel__indicator-wrap indicator" data-type="dot-indicator" data-auto-rolling="true" data-infinite-rolling="true">
        <ul class="indicator__list" role="tablist">${slides.map(([name], i) => `
          <li class="indicator__item" role="presentation" data-delay="5000"><button type="button" role="tab" aria-selected="${i === 0}" class="indicator__dot"><span class="hidden">${name}</span></button></li>`).join('')}
        </ul>
        <button type="button" class="indicator__controls" aria-pressed="false"><span class="hidden">Stop automatic slide show</span></button>
      </div>
    </section>
  </div>`;
}

/** The content for a page kind. */
export function mainContent(kind, site, v) {
  const products = catalogueFor(site);
  switch (kind) {
    case 'home':
      return `${heroCarousel(site)}
  <section class="ho-g-showcase-card-tab"><h2 class="showcase-card-tab__title">Galaxy</h2>${grid(products.filter((_, i) => i % 4 === 0).slice(0, 8), site, v)}</section>${mediaShowroom(site)}`;
    case 'listing':
      return `<section class="pd03-product-finder" data-category="all"><h1 class="pd03-product-finder__title">All products</h1>${grid(products, site, v)}</section>`;
    case 'product':
      return productDetail(products[0], site, v) + productControls(site);
    case 'discount':
      return `${discountBar(site)}
  <section class="pd03-product-finder" data-category="discount">${grid(products.slice(0, 16), site, v, { discount: 0.3 })}</section>`;
    case 'multistore':
      return `<section class="multistore-home"><h1>ACME Employee Store</h1>
    <ul class="multistore-home__links"><li><a href="/${site}/smartphones/">Smartphones</a></li><li><a href="smartphones/galaxy-s25-ultra/">Galaxy S25 Ultra</a></li><li><a href="https://www.samsung.com/${site}/support/">Support</a></li><li><a href="//images.samsung.com/is/image/samsung/p6pim/logo.png">Logo</a></li><li><a href="/${site}/multistore/acme/offers/">Offers</a></li></ul>
    ${grid(products.slice(0, 8), site, v, { discount: 0.2 })}</section>`;
    case 'business':
      return `<section class="b2b-home"><h1>Samsung Business</h1>
    <div class="b2b-home__smb"><a class="cta cta--contained cta--black js-smb-register" href="/${site}/business/smb/register/" data-register-url="/${site}/business/smb/register/" an-tr="b2b_home-smb-register" an-ca="account" an-ac="smb" an-la="smb:register">Register your business</a></div>
    ${grid(products.filter((p) => p.category !== 'tvs').slice(0, 12), site, v)}</section>`;
    default:
      throw new Error(`page-content: unknown page kind "${kind}"`);
  }
}

/** The US discount bar (docs/rules.md §2: logo, welcome, SPECIAL OFFERS, EXIT STORE, savings line), legacy classes. */
function discountBar(site) {
  return `
  <section class="epp-bar-wrap">
    <div class="epp-bar">
      <div class="epp-bar-div">
        <div class="epp-bar-logo"><img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
        <p class="epp-bar-msg">Welcome <span class="epp-bar-username">User</span></p>
        <div class="benfit-wrap__benefits"><span class="epp-bar-savings" data-savings="0">You save</span></div>
        <div class="benfit-wrap__offers"><a href="/${site}/shop/discount-program/offers/" an-la="epp bar:special offers">SPECIAL OFFERS</a> <a href="#" class="epp-bar-exit js-exit-store" an-la="epp bar:exit store">EXIT STORE</a></div>
      </div>
    </div>
  </section>`;
}

/** Product detail: PD hidden inputs (hidden-inputs BLOCK 5), option selector, price, wishlist and cart. */
function productDetail(p, site, v) {
  return `
    <input id="isNotDelTagSites" name="isNotDelTagSites" type="hidden" value="N"/>
    <input id="modelCode" name="modelCode" type="hidden" value="${p.code}"/>
    <input id="modelName" name="modelName" type="hidden" value="${p.code.replace(/[A-Z]{3}$/, '')}"/>
    <input id="categoryTypeCode" name="categoryTypeCode" type="hidden" value="01010000"/>
    <input id="categorySubTypeCode" name="categorySubTypeCode" type="hidden" value="01010400"/>
    <input id="categoryGroupCode" name="categoryGroupCode" type="hidden" value="01000000"/>
    <input id="typeCodeForGNB" name="typeCodeForGNB" type="hidden" value="01010000"/>
    <input id="groupCodeForGNB" name="groupCodeForGNB" type="hidden" value="01000000"/>
    <input id="priceCurrency" name="priceCurrency" type="hidden" value="${v.currency.toLowerCase()}"/>
    <input id="useNewWtb" name="useNewWtb" type="hidden" value="Y"/>
    <div class="pd-g-product-detail-kv">
      <div class="pd-buying-tool">
        <h1 class="pd-buying-tool__title">${esc(p.name.replace(/ \S+ \S+$/, ''))}</h1>
        <div class="pd-buying-tool__info">
${productOptions(site, (gbp) => shownPrice(localPrice(site, gbp), v))}
          <div class="pd-buying-price" data-price="${p.price}" data-currency="${v.currency}"><span class="pd-buying-price__new-price">${shownPrice(p.price, v)}</span> <del class="pd-buying-price__was-price">${shownPrice(p.listPrice, v)}</del></div>
          <a href="#" class="pd-buying-tool__wishlist js-wishlist-btn" aria-label="add wishlist" role="button" data-sku="${p.code}" data-add-text="Add to Wishlist" data-added-text="Added to Wishlist" data-product-name="${esc(p.name)}" data-div-id="wishlist-popup-pd" an-tr="pdd10_product buying tool-product detail-wishlist" an-ca="ecommerce" an-ac="addToWishlist" an-la="add to wishlist">Add to Wishlist</a>
          <button type="button" class="cta cta--contained cta--emphasis js-add-to-cart" data-modelcode="${p.code}" data-next-url="/${site}/cart/" an-tr="pdd10_product buying tool-product detail-cta-add to cart" an-ca="ecommerce" an-ac="addToCart" an-la="add to cart">Add to cart</button>
          <button type="button" class="cta cta--outlined js-buy-now" data-modelcode="${p.code}" an-tr="pdd10_product buying tool-product detail-cta-buy now" an-ca="ecommerce" an-ac="buy now" an-la="buy now">Buy now</button>
        </div>
      </div>
    </div>`;
}
