/**
 * Axe sweep (docs/quality.md): every template × {1280, 375 (Preact build)} × every state a plugin can open
 * → 0 violations of wcag2a, wcag2aa, wcag21aa, plus axe's best-practice rule that every dialog
 * has a name (aria-dialog-name: the WCAG tags leave an unnamed dialog unchecked). At rest the
 * whole page is checked; in an open state, what the plugin owns. Known violations of the
 * templates' own markup (no plugin owns them) are listed in KNOWN with the rule and the reason, never disabled silently.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { listPages } from '../../../templates/server.mjs';
import { open, booted, renderer } from '../harness.mjs';
import { count, idleMounted, openSearch, SEARCH_INPUT } from './kit.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The React build is swept at the desktop width only: the markup axe checks is the components'
// own under both renderers, and the phone width's differences are the page's styles, which the
// Preact run sweeps (the whole run keeps within its time).
const VIEWPORTS = [{ width: 1280, height: 900 }, ...(renderer === 'react' ? [] : [{ width: 375, height: 800 }])];
/** Sites whose file switches the country selector on (sites/<site>.json "plugins"). */
const COUNTRY_SELECTOR_SITES = readdirSync(new URL('../../../sites/', import.meta.url))
  .filter((f) => f.endsWith('.json') && f !== 'default.json')
  .filter((f) => JSON.parse(readFileSync(new URL(`../../../sites/${f}`, import.meta.url), 'utf8')).plugins?.['country-selector']?.enabled === true)
  .map((f) => f.slice(0, -'.json'.length));

/** The header navigation's parts on the three header generations (plugins/header-nav/nav-parts.ts). */
const NAV = {
  root: 'nav.nv00-gnb-v4, div.gnb, nav.nv00-gnb',
  toggle: '.nv00-gnb-v4__l0-menu[data-sf-panel] .nv00-gnb-v4__l0-menu-toggle-btn, .gnb__depth1-menu[data-sf-panel] > .gnb__depth2-open-cta',
  accordion: '[data-sf-open] .nv00-gnb-v4__l1-menu-toggle-btn, [data-sf-open] .gnb__depth2-dropdown-cta',
  hamburger: '[data-js-action="hamburger"], .js-gnb-menu-btn, .nv00-gnb__utility.hamburger > button',
  container: '.nv00-gnb-v4__container, .gnb__menu-wrap, .nv00-gnb__inner-wrap',
  open: '.nv00-gnb-v4__l0-menu[data-sf-open], .gnb__depth1-menu[data-sf-open]',
  dim: '.nv00-gnb-v4__dim, .gnb__dimmed',
  // In the page's markup: a panel with links, and an accordion button in a panel.
  panelLink: '.nv00-gnb-v4__l1-menu-container a[href], .gnb__depth2-wrap a[href]',
  panelAccordion: '.nv00-gnb-v4__l1-menu-container .nv00-gnb-v4__l1-menu-toggle-btn, .gnb__depth2-wrap .gnb__depth2-dropdown-cta',
};

/** The account blocks: the v4 header's menu button and menu, the legacy gnb header's button and layer. */
const ACCOUNT = Object.fromEntries(['before', 'after'].map((k) => [k, {
  block: `.nv00-gnb-v4__utility-wrap.${k}-login, .gnb__utility > .${k}-login-context`,
  button: `.nv00-gnb-v4__utility-wrap.${k}-login [data-js-action="user"], .gnb__utility > .${k}-login-context > a[role="button"]`,
  menu: `.nv00-gnb-v4__utility-wrap.${k}-login [role="menu"], .gnb__utility > .${k}-login-context > .gnb__login-layer`,
}]));

/** What a modal leaves open on a shared page: its dialogs (aria-modal or alert dialogs shown). */
const openModals = (page) => page.evaluate(() => [...document.querySelectorAll('[aria-modal="true"], [role=alertdialog]')].filter((e) => e.getClientRects().length > 0).length);

/** Closes the open popups one Escape at a time (the topmost first), each closing before the next press. */
async function closeModals(page) {
  for (let open = await openModals(page); open > 0; open = await openModals(page)) {
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      (before) => [...document.querySelectorAll('[aria-modal="true"], [role=alertdialog]')].filter((e) => e.getClientRects().length > 0).length < before,
      { timeout: 5000 },
      open,
    );
  }
}

/**
 * States a plugin can open: how to reach it and what to check there. A new open state adds a row.
 * `shared` states are reached one after another on the page swept at rest, in this order: each
 * owns a part of the page the others do not touch, leaves no modal open (`undo` closes what it
 * opened), and the sweep checks that before the next one. The others each get a fresh page.
 */
export const STATES = [
  // At rest is once the plugins mounted when the browser is idle have mounted: they correct the
  // legacy markup's roles and names (the header's menubar roles, the country selector's field).
  { id: 'at rest', reach: async (page) => idleMounted(page), include: null },
  // Header navigation (docs/rules.md §2 "Header navigation"): a desktop panel open; the mobile
  // drawer at each level (open, a sub-menu slid in, an accordion open in it), on whichever header
  // generation the page has (NAV: v4, legacy gnb, older nv00-gnb; one per page).
  ...[
    ['header panel open', true, []],
    ['navigation drawer open', false, []],
    ['navigation drawer sub-menu', false, [NAV.toggle]],
    ['navigation drawer accordion open', false, [NAV.toggle, NAV.accordion]],
  ].map(([id, desktop, clicks]) => ({
    id,
    applies: (page) =>
      page.evaluate((wide, needs, nav) => {
        const root = document.querySelector(nav.root);
        const has = { toggle: !!root?.querySelector(nav.panelLink), accordion: !!root?.querySelector(nav.panelAccordion), hamburger: !!root?.querySelector(nav.hamburger) };
        return !!root && window.storefront !== undefined && (innerWidth >= 1280) === wide && needs.every((n) => has[n]);
      }, desktop, desktop ? ['toggle'] : ['hamburger', ...(clicks.length ? ['toggle'] : []), ...(clicks.length > 1 ? ['accordion'] : [])], NAV),
    reach: async (page) => {
      // Bound, and, for a state with a panel, with one to open: the navigation binds to the page's
      // own menu at once, and a page naming a menu JSON gets the JSON's panels a moment later.
      await page.waitForFunction((nav, toggle) => document.querySelector(nav.root)?.dataset.sfNav !== undefined && (!toggle || !!document.querySelector(nav.toggle)), { timeout: 15_000 }, NAV, desktop || clicks.length > 0);
      const settle = () => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), { timeout: 5000 });
      if (desktop) {
        await page.focus(NAV.toggle);
        await page.keyboard.press('ArrowDown');
        return settle();
      }
      await page.click(NAV.hamburger);
      await settle();
      for (const selector of clicks) {
        await page.click(selector);
        await settle();
      }
    },
    include: desktop ? [[NAV.open], [NAV.dim]] : [[NAV.container], [NAV.hamburger]],
  })),
  {
    id: 'search overlay open',
    // Pages whose header generation the overlay does not drive have no such state.
    applies: (page) => page.evaluate(() => window.storefront?.mounted().includes('search') ?? false),
    reach: async (page) => {
      await openSearch(page);
      await page.type(SEARCH_INPUT, 'galaxy');
      await page.waitForFunction(() => document.querySelector('.srd19-gnb-search__suggested [role=option]') || !document.querySelector('.srd19-gnb-search__no-suggestions')?.hidden, { timeout: 8000 });
      await page.keyboard.press('ArrowDown');
    },
    include: [['section.srd19-gnb-search'], ['.gnb__search-btn-js']],
  },
  // Popups (docs/rules.md §2 "Layer popups and messages"): each kind open, on the pages that hold them.
  ...[
    ['privacy layer', 'layerPrivacy'],
    ['preference layer', 'layerPreference'],
    ['sign-in layer', 'layerLogin'],
    ['empty-cart layer', 'layerEmptyCart'],
    ['generic popup', 'layerGeneric'],
  ].map(([what, id]) => ({
    id: `${what} open`,
    shared: true,
    undo: closeModals,
    applies: (page) => page.evaluate(() => !!document.querySelector('.popup-kinds [data-div-id]')),
    reach: async (page) => {
      await page.click(`.popup-kinds [data-div-id="#${id}"]`);
      await page.waitForFunction((s) => document.getElementById(s)?.getAttribute('aria-modal') === 'true', { timeout: 5000 }, id);
    },
    include: [[`#${id}`], [`.popup-kinds [data-div-id="#${id}"]`]],
  })),
  {
    id: 'video popup open',
    shared: true,
    undo: closeModals,
    applies: (page) => page.evaluate(() => !!document.querySelector('.popup-kinds [data-video-src]')),
    reach: async (page) => {
      await page.click('.popup-kinds [data-video-src]');
      await page.waitForFunction(() => document.querySelector('.video-popup')?.getAttribute('aria-modal') === 'true', { timeout: 5000 });
    },
    include: [['.video-popup'], ['.popup-kinds [data-video-src]']],
  },
  {
    id: 'confirm popup open over a layer',
    shared: true,
    undo: closeModals,
    applies: (page) => page.evaluate(() => !!document.querySelector('.popup-kinds [data-div-id]')),
    reach: async (page) => {
      await page.click('.popup-kinds [data-div-id="#layerLogin"]');
      await page.waitForFunction(() => document.getElementById('layerLogin')?.getAttribute('aria-modal') === 'true', { timeout: 5000 });
      await page.evaluate(() => void window.storefront.popup.confirm('Leave without signing in?', { title: 'Sign in' }));
      await page.waitForSelector('[role=alertdialog]', { visible: true });
    },
    include: [['[role=alertdialog]']],
  },
  {
    id: 'message popup and snack bar shown',
    shared: true,
    undo: closeModals,
    applies: (page) => page.evaluate(() => !!document.querySelector('.popup-kinds [data-div-id]')),
    reach: async (page) => {
      await page.evaluate(() => {
        void window.storefront.popup.alert('Your request could not be completed because you have been signed out.');
        window.storefront.popup.toast('Added to your wishlist');
      });
      await page.waitForSelector('[role=alertdialog]', { visible: true });
      await page.waitForSelector('.snackbar[role=status]', { visible: true });
    },
    include: [['[role=alertdialog]'], ['.snackbar']],
  },
  {
    id: 'account menu open',
    // The account block of the v4 header, or the legacy gnb header's (pe), where it is shown at
    // this width.
    applies: (page) =>
      page.evaluate((ACCOUNT) => {
        const button = document.querySelector(ACCOUNT.before.button);
        return (window.storefront?.mounted().includes('account-menu') ?? false) && !!button && button.getClientRects().length > 0;
      }, ACCOUNT),
    reach: async (page) => {
      // A fresh page: the menu's chunk may still be on its way after boot.
      await page.waitForFunction((s) => window.storefront.mounted().includes('account-menu') && document.querySelector(s)?.getAttribute('aria-expanded') === 'false', {}, ACCOUNT.before.button);
      await page.focus(ACCOUNT.before.button);
      await page.keyboard.press('Enter');
      await page.waitForSelector(ACCOUNT.before.menu, { visible: true, timeout: 8000 });
    },
    include: [[ACCOUNT.before.block]],
  },
  {
    id: 'account menu open, signed in',
    // The homes with a seeded shopper of their site (templates/backend/seed.mjs), where the
    // account block is shown at this width: the shopper signs in and opens the named menu.
    applies: (page) =>
      page.evaluate((ACCOUNT) => {
        const button = document.querySelector(ACCOUNT.before.button);
        return ['/uk/', '/us/', '/pe/'].includes(location.pathname) && (window.storefront?.mounted().includes('account-menu') ?? false) && !!button && button.getClientRects().length > 0;
      }, ACCOUNT),
    reach: async (page) => {
      const path = new URL(page.url()).pathname;
      const user = `${path.split('/')[1]}-shopper`;
      await page.goto(new URL(`/__backend/sign-in?user=${user}&return=${encodeURIComponent(path)}`, page.url()).href, { waitUntil: 'load' });
      const sel = ACCOUNT.after.button;
      await page.waitForFunction(
        (s) => window.storefront?.bus.last('session:changed')?.signedIn === true && window.storefront.mounted().includes('account-menu') && (document.querySelector(s)?.getClientRects().length ?? 0) > 0 && document.querySelector(s).getAttribute('aria-expanded') === 'false',
        { timeout: 25_000 },
        sel,
      );
      await page.focus(sel);
      await page.keyboard.press('Enter');
      await page.waitForSelector(ACCOUNT.after.menu, { visible: true, timeout: 8000 });
    },
    include: [[ACCOUNT.after.block]],
  },
  {
    id: 'wishlist: an item added, its confirmation popup or snack bar shown',
    applies: (page) => page.evaluate(() => document.querySelector('.js-wishlist-btn') !== null),
    reach: async (page) => {
      // On the discount store the store list fills in above the cards once its JSON arrives,
      // moving them down: click once it has (docs/rules.md §4 "US discount bar").
      await page.waitForFunction(() => !document.querySelector('.epp-store-list') || document.querySelector('.epp-store-list__link'), { timeout: 10_000 });
      const first = await page.$('.js-wishlist-btn');
      await first.evaluate((b) => b.scrollIntoView({ block: 'center' }));
      await first.click();
      await page.waitForFunction((b) => b.getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, first);
      // The first card names the page's confirmation popup (data-div-id); a page without it confirms in the snack bar.
      await page.waitForFunction(() => document.querySelector('.wishlist-popup[aria-modal="true"], .snackbar[role=status]'), { timeout: 8000 });
      await first.evaluate((b) => b.closest('li, article, .product-card, section')?.setAttribute('data-sf-axe-wish', ''));
    },
    include: [['[data-sf-axe-wish]'], ['.snackbar'], ['.wishlist-popup']],
  },
  {
    id: 'delivery selector: another province chosen, the confirm popup asking',
    applies: (page) => page.evaluate(() => document.querySelector('.delivery-selector') !== null),
    reach: async (page) => {
      await page.waitForFunction(() => window.storefront.mounted().includes('delivery-selector'), { timeout: 10_000 });
      await page.select('.delivery-selector__select', 'CA-QC');
      await page.waitForSelector('[role=alertdialog]', { visible: true });
    },
    include: [['.delivery-selector'], ['[role=alertdialog]']],
  },
  {
    id: 'tabs: another tab selected',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('[data-comp-name="tab"]') !== null),
    reach: async (page) => {
      await page.$eval('[data-comp-name="tab"]', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => window.storefront.mounted().includes('tabs'), { timeout: 10_000 });
      await page.$$eval('[data-comp-name="tab"] [role="tab"]:not([aria-disabled="true"])', (tabs) => tabs[1].click());
      await page.waitForFunction(() => !document.querySelector('.tab--animating'), { timeout: 5000 });
    },
    include: [['[data-comp-name="tab"]'], ['[role="tabpanel"]']],
  },
  {
    id: 'select: dropdown list open',
    shared: true,
    undo: (page) => page.keyboard.press('Escape'),
    applies: (page) => page.evaluate(() => document.querySelector('.pd-controls [data-comp-name="menu"]') !== null),
    reach: async (page) => {
      await page.$eval('.pd-controls .menu__select-field', (el) => el.scrollIntoView({ block: 'center' }));
      await page.click('.pd-controls .menu__select-field');
      await page.waitForSelector('.menu--open .menu__list', { timeout: 10_000 });
      await page.keyboard.press('ArrowDown');
    },
    include: [['.pd-controls']],
  },
  {
    id: 'carousels running, then stopped by their buttons; indicators rolling',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('.home-kv-carousel .swiper-container, .product-carousel .swiper-container') !== null),
    reach: async (page) => {
      for (const el of await page.$$('.home-kv-carousel .swiper-container, .product-carousel .swiper-container')) {
        await el.evaluate((e) => e.scrollIntoView({ block: 'center' }));
        await page.waitForFunction((e) => e.swiper && e.dataset.autoplay, { timeout: 8000 }, el);
        await el.evaluate((e) => e.parentElement.querySelector('.indicator__controls')?.click());
      }
      for (const el of await page.$$('.feature-indicator .indicator')) {
        await el.evaluate((e) => e.scrollIntoView({ block: 'center' }));
        await page.waitForFunction((e) => e.dataset.selectedIndex, { timeout: 8000 }, el);
      }
    },
    include: [['[aria-roledescription="carousel"], .indicator[data-selected-index]']],
  },
  {
    // docs/rules.md "Image slider": moved by its Next arrow to the last slide (Next disabled, Previous live).
    id: 'image slider at its last slide',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('.pd-gallery .swiper-container') !== null),
    reach: async (page) => {
      await page.$eval('.pd-gallery', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => document.querySelector('.pd-gallery .swiper-container')?.swiper?.initialized, { timeout: 8000 });
      while (await page.$eval('.pd-gallery .arrow-indicator--next', (b) => b.getAttribute('aria-disabled') !== 'true')) {
        await page.click('.pd-gallery .arrow-indicator--next');
        await page.waitForFunction(() => !document.querySelector('.pd-gallery .swiper-container').swiper.animating, { timeout: 5000 });
      }
    },
    include: [['.pd-gallery']],
  },
  {
    // docs/rules.md §2 "Video widgets": the film playing by scroll-play, the YouTube widget paused by its button.
    id: 'video widgets playing and paused',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('.media-videos .video-widget') !== null),
    reach: async (page) => {
      await page.$eval('.media-videos', (s) => s.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => document.querySelector('.media-videos__item--film .video-widget')?.dataset.videoState === 'play', { timeout: 10_000 });
      // The ae_ar home has the film and a clip, no YouTube widget: the film playing is its state.
      if (!(await page.$('.media-videos__item--youtube'))) return;
      await page.waitForSelector('.media-videos__item--youtube video[data-player="youtube"]', { timeout: 10_000 });
      await page.click('.media-videos__item--youtube .video-widget__toggle');
      await page.waitForFunction(() => document.querySelector('.media-videos__item--youtube .video-widget')?.dataset.videoState === 'play', { timeout: 10_000 });
      await page.click('.media-videos__item--youtube .video-widget__toggle');
      await page.waitForFunction(() => document.querySelector('.media-videos__item--youtube .video-widget')?.dataset.videoState === 'pause', { timeout: 10_000 });
    },
    include: [['.media-videos']],
  },
  {
    id: 'option selector: another colour chosen, tooltip open',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('[data-comp-name="option-selector"]') !== null),
    reach: async (page) => {
      await page.$eval('[data-comp-name="option-selector"]', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => window.storefront.mounted().includes('option-selector'), { timeout: 10_000 });
      await page.$$eval('.pd-option-selectors [an-ac="color"] input[type="radio"]', (inputs) => inputs.at(-1).click());
      // The last colour's name is cut off on a phone; on a wide screen the tooltip button stays hidden.
      await page.$$eval('.pd-option-selectors .pd-option-selector__tooltip-btn:not([hidden])', (buttons) => buttons.forEach((b) => b.click()));
    },
    include: [['.pd-option-selectors']],
  },
  {
    id: 'notice banner expanded',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('.notice-banner__toggle') !== null && window.storefront !== undefined),
    reach: async (page) => {
      await page.click('.notice-banner__toggle');
      await page.waitForFunction(() => window.storefront.mounted().includes('notice-banner'), { timeout: 10_000 });
      await page.waitForFunction(() => document.querySelector('.notice-banner__toggle').getAttribute('aria-expanded') === 'true', { timeout: 10_000 });
    },
    include: [['.notice-banner']],
  },
  {
    id: 'switch: turned on',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('[data-comp-name="switch"]') !== null),
    reach: async (page) => {
      await page.$eval('[data-comp-name="switch"]', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => window.storefront.mounted().includes('switch'), { timeout: 10_000 });
      await page.click('[data-comp-name="switch"] [role="switch"]:not([aria-disabled="true"])');
    },
    include: [['.pd-switches']],
  },
  {
    id: 'scroll-to-top: shown',
    shared: true,
    undo: (page) => page.evaluate(() => window.scrollTo(0, 0)),
    applies: (page) => page.evaluate(() => document.querySelector('[data-comp-name="scroll-top"]') !== null),
    reach: async (page) => {
      await page.waitForFunction(() => window.storefront.mounted().includes('scroll-to-top'), { timeout: 10_000 });
      // Down, then a little up: the button shows.
      // The plugin reads the position once per frame: let a frame see each move.
      const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.evaluate(() => window.scrollTo(0, 1600));
      await page.waitForFunction(() => window.scrollY > 0, { timeout: 5000 });
      await frames();
      await page.evaluate(() => window.scrollBy(0, -400));
      await page.waitForSelector('.scroll-top--show', { timeout: 5000 });
    },
    include: [['.scroll-top']],
  },
  {
    id: 'scrollbar: scrolled',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('[data-comp-name="scrollbar"]') !== null),
    reach: async (page) => {
      await page.$eval('[data-comp-name="scrollbar"]', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => window.storefront.mounted().includes('scrollbar'), { timeout: 10_000 });
      await page.$eval('.scrollbar__content', (el) => el.scrollTo(0, 100));
    },
    include: [['.pd-terms']],
  },
  {
    // A required v2 field left blank: the error shows, the field points at it (aria-describedby).
    id: 'text field: error shown',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('.text-field--v2[data-comp-name="text-field"]') !== null),
    reach: async (page) => {
      await page.$eval('.pd-text-fields', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => window.storefront.mounted().includes('text-field'), { timeout: 10_000 });
      await page.focus('.text-field--v2 .text-field__input');
      await page.keyboard.type('  ');
      await page.$eval('.text-field--v2 .text-field__input', (el) => el.blur());
      await page.waitForSelector('.text-field--v2 .text-field__input[aria-invalid="true"]', { timeout: 5000 });
    },
    include: [['.pd-text-fields']],
  },
  {
    id: 'tooltip open',
    shared: true,
    applies: (page) => page.evaluate(() => document.querySelector('[data-comp-name="tooltip"]') !== null),
    reach: async (page) => {
      await page.$eval('[data-comp-name="tooltip"]', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => window.storefront.mounted().includes('tooltip'), { timeout: 10_000 });
      await page.click('[data-comp-name="tooltip"] .tooltip__btn');
      await page.waitForSelector('[data-comp-name="tooltip"] .tooltip__btn[aria-expanded="true"]', { timeout: 5000 });
    },
    include: [['.pd-tooltips']],
  },
  // The bars last: they re-mount their plugins, and a bar fixed to the bottom of the window
  // would take the clicks of a state reached after it on a shared page.
  {
    // The sweep's shopper has accepted cookies (harness.mjs): forget it and mount the bar again.
    id: 'cookie bar shown',
    shared: true,
    applies: (page) => page.evaluate(() => !!document.querySelector('.cookie-bar .cookie-bar__wrap') && window.storefront !== undefined),
    reach: async (page) => {
      await page.waitForFunction(() => window.storefront.mounted().includes('cookie-bar'), { timeout: 10_000 });
      await page.evaluate(() => {
        document.cookie = 'cookiesaccepted=; max-age=0; path=/';
        window.storefront.disable('cookie-bar');
        window.storefront.enable('cookie-bar');
      });
      await page.waitForSelector('.cookie-bar__wrap', { visible: true, timeout: 10_000 });
    },
    include: [['.cookie-bar']],
  },
  {
    // The mobile app banner in the cookie bar (docs/rules.md §4 "Mobile app banner"): on a phone's
    // user agent below 768 px, on the non-EPP pages of the sites the local backend answers a
    // banner for (templates/backend/routes/content.mjs BANNERS).
    id: 'mobile app banner shown',
    applies: (page) =>
      page.evaluate(() => {
        const value = (id) => document.getElementById(id)?.value;
        return !!document.querySelector('.cookie-bar .cookie-bar__app-banner') && innerWidth < 768 && value('eppFlag') !== 'Y' && ['uk', 'us', 'ae_ar', 'ca_fr', 'tr', 'in'].includes(value('siteCode')) && window.storefront !== undefined;
      }),
    reach: async (page) => {
      await page.setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
      await page.evaluate(() => (document.cookie = 'cookiesaccepted=; max-age=0; path=/'));
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('.cookie-bar__app-banner .app-banner', { visible: true, timeout: 10_000 });
    },
    include: [['.cookie-bar']],
  },
  {
    // The cookie bar's settings toggle open (docs/rules.md §4 "Cookie bar"), where the page has the settings panel.
    id: 'cookie bar settings open',
    shared: true,
    applies: (page) => page.evaluate(() => !!document.querySelector('.cookie-bar .cookie-bar__settings') && window.storefront !== undefined),
    reach: async (page) => {
      await page.waitForFunction(() => window.storefront.mounted().includes('cookie-bar'), { timeout: 10_000 });
      await page.evaluate(() => {
        document.cookie = 'cookiesaccepted=; max-age=0; path=/';
        window.storefront.disable('cookie-bar');
        window.storefront.enable('cookie-bar');
      });
      await page.waitForSelector('.cookie-bar__desc-read-more-btn[aria-expanded="false"]', { visible: true, timeout: 10_000 });
      await page.click('.cookie-bar__desc-read-more-btn');
      await page.waitForSelector('.cookie-bar__settings', { visible: true, timeout: 10_000 });
    },
    include: [['.cookie-bar']],
  },
  {
    // Sites with the country selector switched on (sites/*.json); the harness has closed it, the state reopens it.
    id: 'country selector shown',
    shared: true,
    applies: (page) => page.evaluate((sites) => !!document.querySelector('aside.nv16-country-selector') && window.storefront !== undefined && sites.includes(document.getElementById('siteCode')?.value), COUNTRY_SELECTOR_SITES),
    reach: async (page) => {
      await page.waitForFunction(() => window.storefront.mounted().includes('country-selector'), { timeout: 10_000 });
      await page.evaluate(() => {
        document.cookie = 'cookiesaccepted-countries=; max-age=0; path=/';
        window.storefront.disable('country-selector');
        window.storefront.enable('country-selector');
      });
      await page.waitForFunction(() => document.querySelector('aside.nv16-country-selector')?.getAttribute('role') === 'region', { timeout: 10_000 });
    },
    include: [['aside.nv16-country-selector']],
  },
];

/**
 * Violations of the templates' own markup that no plugin owns: [page or '*', rule id, reason].
 * Keep this short; a fix in templates/ removes the row.
 */
export const KNOWN = [];

/** Runs axe on the open page; answers "rule: targets" lines not excused by KNOWN. */
export async function axeViolations(page, path, include) {
  // Once per document: a shared page is swept several times.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  // A state is swept at rest: a list still fading in has not the contrast it will have. Endless
  // animations (a live badge's pulse) never end, and a state that keeps moving is swept as it is.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity), { timeout: 5000 })
    .catch(() => undefined);
  const found = await page.evaluate(async (inc) => {
    const result = await window.axe.run(inc ? { include: inc } : document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, rules: { 'aria-dialog-name': { enabled: true } } });
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  }, include);
  return found.filter((v) => !KNOWN.some(([p, rule]) => (p === '*' || p === path) && rule === v.id)).map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

// SF_PAGES="/uk/,/vn/" sweeps only those templates while fixing one (the full list runs in npm test).
const pages = (await listPages()).filter((p) => !process.env.SF_PAGES || process.env.SF_PAGES.split(',').includes(p));
count('axe sweep', `${pages.length} templates × ${VIEWPORTS.length} widths × ${STATES.length} states = ${pages.length * VIEWPORTS.length * STATES.length} checks (${KNOWN.length} known exclusions)`);

describe('axe sweep', () => {
  for (const path of pages) {
    for (const viewport of VIEWPORTS) {
      it(`${path} at ${viewport.width}: 0 violations in every state`, async () => {
        const failures = [];
        // One load finds which states the page has and sweeps it at rest, then the shared states
        // one after another; each other state gets a fresh page, and absent states no load.
        const todo = [];
        const first = await open(path, { viewport, beforeLoad: (p) => p.setBypassCSP(true) });
        try {
          await booted(first.page).catch(() => undefined); // pages without the runtime are still swept
          await STATES[0].reach(first.page);
          for (const state of STATES) if (!state.applies || (await state.applies(first.page))) todo.push(state);
          const [rest] = todo.splice(0, 1);
          assert.equal(rest?.id, 'at rest', 'the first state is the page at rest');
          for (const v of await axeViolations(first.page, path, rest.include)) failures.push(`${rest.id}: ${v}`);
          for (const state of todo.filter((s) => s.shared)) {
            // A modal left open would hide the rest of the page from axe: none may be.
            assert.equal(await openModals(first.page), 0, `no popup is open before "${state.id}" on the shared page`);
            await state.reach(first.page);
            for (const v of await axeViolations(first.page, path, state.include)) failures.push(`${state.id}: ${v}`);
            await state.undo?.(first.page);
          }
        } finally {
          await first.close();
        }
        for (const state of todo.filter((s) => !s.shared)) {
          const { page, close } = await open(path, { viewport, beforeLoad: (p) => p.setBypassCSP(true) });
          try {
            await booted(page).catch(() => undefined);
            await state.reach(page);
            for (const v of await axeViolations(page, path, state.include)) failures.push(`${state.id}: ${v}`);
          } finally {
            await close();
          }
        }
        assert.deepEqual(failures, []);
      });
    }
  }

  it('reports a violation on a page that has one (the sweep can fail)', async () => {
    const { page, close } = await open('/uk/', { beforeLoad: (p) => p.setBypassCSP(true) });
    try {
      await booted(page);
      await page.evaluate(() => document.getElementById('content').insertAdjacentHTML('afterbegin', '<img id="nameless" src="/nothing.png">'));
      const found = await axeViolations(page, '/uk/', [['#nameless']]);
      assert.ok(found.some((v) => v.startsWith('image-alt:')), found.join('\n'));
    } finally {
      await close();
    }
  });
});
