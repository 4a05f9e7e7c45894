/**
 * The media widgets' showroom on the uk home (plugins/carousel and the other media plugins):
 * a product carousel with its own dots, play/stop button and arrows, in the legacy swiper
 * markup. Products come from the backend's seeded catalogue, like the product grid.
 */
import { catalogueFor } from '../backend/seed.mjs';
import { productImage } from './page-content.mjs';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const ICON = (id) => `<svg aria-hidden="true" class="icon" focusable="false"><use href="#${id}" xlink:href="#${id}"></use></svg>`;

/**
 * A product carousel: 1 per view on mobile, 3 from 768 px, autoplay without loop, dots (docs/rules.md
 * §2 "Carousel"); its images load lazily, the next slide's before it slides in (docs/rules.md §9).
 */
export function productCarousel(site) {
  const products = catalogueFor(site).slice(0, 12);
  const option = { slidesPerView: 1, breakpoints: { 768: { slidesPerView: 3 } }, autoplay: { delay: 3000 }, loop: false, pagination: true };
  return `
  <section class="pd-g-product-carousel product-carousel" aria-labelledby="product-carousel-title">
    <h2 class="product-carousel__title" id="product-carousel-title">Recommended for you</h2>
    <div class="swiper-container basic-swiper" data-swiper-option='${JSON.stringify(option)}'>
      <div class="swiper-wrapper" role="list">${products.map((p, i) => `
        <div class="swiper-slide product-carousel__slide" role="listitem" an-tr="pd03_product carousel-home-image-product card" an-ca="ecommerce" an-ac="product carousel" an-la="product carousel:${p.code.toLowerCase()}:${i + 1}">
          <a class="product-carousel__link" href="/${site}/product/?modelCode=${p.code}">
            <span class="product-carousel__image image"><img class="image__main" alt="" data-src="${productImage(p)}" width="160" height="160"></span>
            <span class="product-carousel__name">${esc(p.name)}</span>
          </a>
        </div>`).join('')}
      </div>
    </div>
    <button type="button" class="arrow-indicator arrow-indicator--prev"><span class="hidden">Previous</span>${ICON('previous-regular')}</button>
    <button type="button" class="arrow-indicator arrow-indicator--next"><span class="hidden">Next</span>${ICON('next-regular')}</button>
  </section>`;
}

/** A label indicator rolling through three features by itself (autoRolling, no infinite rolling), each tab with its panel. */
export function featureIndicator() {
  const features = [
    ['Circle to Search', 'Circle anything on screen to search it, without leaving the app.', 3000],
    ['Live Translate', 'Calls translated both ways as you speak, on the phone itself.', 3000],
    ['Photo Assist', 'Move, erase or resize what is in a photo with a tap.', 3000],
  ];
  return `
  <section class="feature-indicator" aria-labelledby="feature-indicator-title">
    <h2 class="feature-indicator__title" id="feature-indicator-title">Galaxy AI</h2>
    <div class="feature-indicator__panels">${features.map(([name, line], i) => `
      <div class="feature-indicator__panel" id="feature-panel-${i + 1}" role="tabpanel" aria-labelledby="feature-tab-${i + 1}" an-tr="ho02_feature indicator-home-tab-feature" an-ca="indication" an-ac="feature indicator" an-la="galaxy ai:${name.toLowerCase()}"${i ? ' hidden' : ''}>
        <p class="feature-indicator__headline">${name}</p>
        <p class="feature-indicator__desc">${line}</p>
      </div>`).join('')}
    </div>
    <div class="indicator label-indicator" data-type="label-indicator" data-play="true" data-control="true" data-auto-rolling="true" data-infinite-rolling="false" data-an-tr="ho02_feature indicator-home-tab-indicator">
      <ul class="indicator__list" role="tablist" aria-label="Galaxy AI features">${features.map(([name, , delay], i) => `
        <li class="indicator__item" role="presentation" data-delay="${delay}"><button type="button" role="tab" id="feature-tab-${i + 1}" aria-controls="feature-panel-${i + 1}" aria-selected="${i === 0}" class="indicator__label">${name}</button></li>`).join('')}
      </ul>
      <button type="button" class="indicator__controls"><span class="hidden">Stop automatic slide show</span></button>
    </div>
  </section>`;
}

const MEDIA = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/media/';

/** A responsive, lazily loaded image: preview then main, desktop and mobile sources (docs/rules.md §9). */
export function lazyImages() {
  return `
  <section class="media-images" aria-labelledby="media-images-title">
    <h2 class="media-images__title" id="media-images-title">Made for the way you live</h2>
    <div class="image media-images__item">
      <img class="image__preview lazy-load-man" alt="" data-src="${MEDIA}lifestyle-preview.png?$LazyLoad_Home_PNG$" width="1366" height="683">
      <img class="image__main responsive-img" alt="Galaxy S25 Ultra on a desk beside a laptop" data-desktop-src="${MEDIA}lifestyle-desktop.png?$ORIGIN_PNG$" data-mobile-src="${MEDIA}lifestyle-mobile.png?$ORIGIN_PNG$" width="1366" height="683">
    </div>
  </section>`;
}

const FILMS = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/video/';
const KV = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/kv/';

/**
 * Video widgets (docs/rules.md §2 "Video widgets"): a local film that plays while in view
 * (scroll-play, muted, loop) and a YouTube video. The page narrows the site's player table to
 * the backend's stand-in player scripts, so nothing leaves the machine.
 */
export function videoWidgets() {
  const film = { type: 'mp4', desktopSrc: `${FILMS}film-16x9.webm`, mobileSrc: `${FILMS}film-16x9.webm`, muted: true, loop: true, scrollplay: true, width: 1280, height: 720, title: 'Galaxy S25 Ultra: the film', caption: `${FILMS}film-16x9.en.vtt` };
  // A live shopping broadcast (docs/rules.md §4 "Live shopping status"): its status shows on the widget.
  const youtube = { type: 'youtube', id: 'sf-uk-s25-ultra', controls: true, width: 1280, height: 720, title: 'Galaxy S25 Ultra: hands on', liveStart: '2030-09-01T18:00:00Z', liveEnd: '2030-09-01T19:00:00Z' };
  const players = { plugins: { video: { options: { playerHosts: [], players: { youtube: { script: '/video-players/youtube.js' }, brightcove: { script: '/video-players/brightcove.js?account={account}&player={player}', account: '6415518627001', player: 'uk-store', countries: { IE: { account: '6415518627002', player: 'ie-store' } } }, aparat: { script: '/video-players/aparat.js?data[rnddiv]={div}&id={id}' } } } } } };
  const widget = (cls, data, poster, caption) => `
    <figure class="media-videos__item ${cls}">
      <div class="video-widget">
        <script type="application/json">${JSON.stringify(data)}</script>
        <img class="video-widget__poster" alt="" src="${KV}${poster}" width="1280" height="720">
      </div>
      <figcaption class="media-videos__caption">${esc(caption)}</figcaption>
    </figure>`;
  return `
  <section class="media-videos" aria-labelledby="media-videos-title">
    <script type="application/json" id="storefront-config">${JSON.stringify(players)}</script>
    <h2 class="media-videos__title" id="media-videos-title">See it in motion</h2>
    <div class="media-videos__list">${widget('media-videos__item--film', film, 'ultra.svg', 'The film plays while it is in view.')}${widget('media-videos__item--youtube', youtube, 'fold.svg', 'Hands on with Galaxy S25 Ultra.')}
    </div>
  </section>`;
}

/**
 * Brightcove and Aparat widgets (docs/rules.md §2 "Video widgets"), in their own section below
 * the first videos: their stand-in player scripts are asked for only as it comes near.
 */
export function partnerVideos() {
  // A film of the Irish store's account, shown on the uk home: its row of the player table plays it.
  const brightcove = { type: 'brightcove', id: 'sf-uk-zfold7-unboxing', controls: true, muted: true, width: 1280, height: 720, title: 'Galaxy Z Fold7: unboxing', countryCode: 'IE' };
  const aparat = { type: 'aparat', id: 'sfWatch8', width: 1280, height: 720, title: 'Galaxy Watch8: a day on the wrist' };
  const widget = (cls, data, poster, caption) => `
    <figure class="media-videos__item ${cls}">
      <div class="video-widget">
        <script type="application/json">${JSON.stringify(data)}</script>
        <img class="video-widget__poster" alt="" src="${KV}${poster}" width="1280" height="720">
      </div>
      <figcaption class="media-videos__caption">${esc(caption)}</figcaption>
    </figure>`;
  return `
  <section class="media-videos media-videos--partners" aria-labelledby="media-partners-title">
    <h2 class="media-videos__title" id="media-partners-title">More to watch</h2>
    <div class="media-videos__list">${widget('media-videos__item--brightcove', brightcove, 'fold.svg', 'Unboxing Galaxy Z Fold7.')}${widget('media-videos__item--aparat', aparat, 'watch.svg', 'A day with Galaxy Watch8.')}
    </div>
  </section>`;
}

/**
 * The ae_ar home's videos (right to left): the film with scroll-play and its button, and a
 * shorter clip with the browser's own controls, in the Arabic page's words.
 */
export function rtlVideos() {
  const film = { type: 'mp4', desktopSrc: `${FILMS}film-16x9.webm`, mobileSrc: `${FILMS}film-16x9.webm`, muted: true, loop: true, scrollplay: true, width: 1280, height: 720, title: 'Galaxy S25 Ultra: الفيلم' };
  const clip = { type: 'mp4', desktopSrc: `${FILMS}film-16x9.webm`, mobileSrc: `${FILMS}film-16x9.webm`, muted: true, controls: true, width: 1280, height: 720, title: 'Galaxy Z Fold7: نظرة أولى' };
  const widget = (cls, data, poster, caption) => `
    <figure class="media-videos__item ${cls}">
      <div class="video-widget">
        <script type="application/json">${JSON.stringify(data)}</script>
        <img class="video-widget__poster" alt="" src="${KV}${poster}" width="1280" height="720">
      </div>
      <figcaption class="media-videos__caption">${esc(caption)}</figcaption>
    </figure>`;
  return `
  <section class="media-videos" aria-labelledby="media-videos-title">
    <h2 class="media-videos__title" id="media-videos-title">شاهده أثناء الحركة</h2>
    <div class="media-videos__list">${widget('media-videos__item--film', film, 'ultra.svg', 'يُعرض الفيلم أثناء ظهوره على الشاشة.')}${widget('media-videos__item--clip', clip, 'fold.svg', 'نظرة أولى على Galaxy Z Fold7.')}
    </div>
  </section>`;
}

/** Everything the media plugins show on a home page; the uk home carries the showroom, ae_ar its videos. */
export function mediaShowroom(site) {
  return site === 'uk' ? `${productCarousel(site)}${featureIndicator()}${lazyImages()}${videoWidgets()}${partnerVideos()}` : site === 'ae_ar' ? rtlVideos() : '';
}
