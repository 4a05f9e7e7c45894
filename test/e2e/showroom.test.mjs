/**
 * The showroom as a shopper sees it: every template page at 320–1920 px has no horizontal
 * overflow and its key header controls (logo, search, menu button on mobile) on screen with a
 * real size and not covered; no control a pointer can hit is under 24 × 24 px without the room
 * around it (WCAG 2.5.8), at rest at every width and on every screen at 375 and 1280 px; the first
 * Tab stops of each page are seen, uncovered (1280 px); the search layer is a fixed overlay whose dimmed area closes it;
 * the cookie bar sits fixed at the bottom; popups stay hidden until opened; the KV carousel
 * lays slides side by side; the index page fits every width too; no page logs a warning or an
 * error at rest, or (Preact build) scrolled through to its end at 1280 px (every widget it reaches mounted). Then each older
 * header generation boots without console or page errors. One browser page is reused for the
 * layout sweep; every wait is for a state.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { booted, env, open, renderer } from './harness.mjs';
import { listPages } from '../../templates/server.mjs';
import { idleMounted } from './gates/kit.mjs';

const WIDTHS = [320, 375, 768, 1280, 1920];
const MOBILE = 1280; // below this the headers show their mobile copies

/** Key header controls per generation: [name, selector, only below MOBILE]. */
const CONTROLS = [
  ['logo', '.nv00-gnb-v4__logo, .nv00-gnb__logo, .gnb__logo', false],
  ['search button', '.gnb__search-btn-js', false],
  ['menu button', '.nv00-gnb-v4__utility-hamburger, .nv00-gnb__utility.hamburger > button, .gnb__menu-btn', true],
];

/** Of the elements matching `selector`, the one shown (copies for the other viewport are display:none), with where it is and whether it is the element hit at its centre. */
function shownControl(selector) {
  for (const el of document.querySelectorAll(selector)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height, uncovered: !!hit && (el === hit || el.contains(hit)) };
  }
  return null;
}

/**
 * WCAG 2.5.8 (target size, minimum) on what a pointer can hit now: every control whose centre is
 * its own in the viewport is 24 × 24 px or more, or is spaced so that a 24 px circle on its centre
 * meets no other control and no other small control's circle. Links inside a sentence are exempt,
 * as the criterion says. Returns one line per control that fails.
 */
function smallTargets() {
  const targets = [];
  for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex="0"]')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(el === hit || el.contains(hit) || (el.labels && [...el.labels].some((l) => l.contains(hit))))) continue;
    const text = el.textContent.trim();
    const inSentence = getComputedStyle(el).display === 'inline' && el.parentElement.textContent.trim().length > text.length + 10;
    targets.push({ el, r, small: (r.width < 24 || r.height < 24) && !inSentence, name: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${text.slice(0, 24)}"` });
  }
  const centre = (r) => [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
  // A large control is near when its point nearest the centre is within 12 px and is its own (not
  // under a sticky header, say).
  const near12 = ([x, y], o) => {
    const px = Math.min(Math.max(x, o.r.left), o.r.right - 0.5);
    const py = Math.min(Math.max(y, o.r.top), o.r.bottom - 0.5);
    if (Math.hypot(px - x, py - y) >= 12) return false;
    const hit = document.elementFromPoint(px, py);
    return !!hit && (o.el === hit || o.el.contains(hit));
  };
  // A control that scrolls past a pinned one (the sticky header) is next to it only in passing.
  const pinned = (el) => {
    for (let e = el; e; e = e.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(e).position)) return true;
    return false;
  };
  for (const t of targets) t.pinned = pinned(t.el);
  const out = [];
  for (const t of targets.filter((c) => c.small)) {
    const c = centre(t.r);
    const near = targets.find((o) => o !== t && o.pinned === t.pinned && !o.el.contains(t.el) && !t.el.contains(o.el) && (o.small ? Math.hypot(...centre(o.r).map((v, i) => v - c[i])) < 24 : near12(c, o)));
    if (near) out.push(`${t.name} is ${Math.round(t.r.width)}×${Math.round(t.r.height)} px, within 24 px of ${near.name}`);
  }
  return out;
}

/** How many Tab stops from the top of each page are checked. */
const TAB_STOPS = 8;
/** How long the scroll-through waits for a script or call that does not end (a ceiling, not a measure). */
const STUCK_MS = 30_000;

/** Null when the focused element is in the viewport with a box and is the element at its centre; else what it is. */
function unseenFocus() {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const r = el.getBoundingClientRect();
  const hit = r.width >= 1 && r.height >= 1 && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (hit && (el.contains(hit) || (el.labels && [...el.labels].some((l) => l.contains(hit))))) return null;
  return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 24)}" at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}, under ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}`;
}

describe('showroom layout on every template page', () => {
  let page;
  let base;
  /** The page's console warnings and errors and uncaught errors since the last load. */
  let noise = [];
  const inFlight = new Set();
  /** The addresses of the scripts and calls the page asked for since the last load. */
  let asked = [];
  /** Called when a request leaves `inFlight`. */
  let onSettle = () => {};
  /**
   * Waits for states, not time: no script or call in flight, then the page's next frame and the
   * task after it (what an arrived chunk or reply starts), and again until that asks for nothing.
   * A request that never ends would hold the run: after STUCK_MS without the last one ending,
   * the wait ends and answers what is still loading, which the test reports.
   * Puppeteer now and then misses a request's end (neither requestfinished nor requestfailed;
   * puppeteer/puppeteer#11641): a request the page's own resource timing shows ended, as many
   * times as the page asked for that address, counts as ended.
   */
  async function settled() {
    do {
      const drained = await new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), STUCK_MS);
        onSettle = () => inFlight.size === 0 && (clearTimeout(timer), resolve(true));
        onSettle();
      });
      if (!drained) {
        const ended = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.responseEnd > 0).map((e) => e.name));
        for (const r of inFlight) if (ended.filter((u) => u === r.url()).length >= asked.filter((u) => u === r.url()).length) inFlight.delete(r);
        if (inFlight.size) return [...inFlight].map((r) => `still loading after ${STUCK_MS / 1000} s: ${r.resourceType()} ${r.url()}`);
      }
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    } while (inFlight.size);
    return [];
  }
  before(async () => {
    const { server, browser } = await env();
    base = server.url;
    page = await browser.newPage();
    // Room for every script, call and image of a long page in the resource timing settled() reads.
    await page.evaluateOnNewDocument(() => performance.setResourceTimingBufferSize(5000));
    page.on('console', (m) => ['warn', 'warning', 'error'].includes(m.type()) && noise.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => noise.push(`uncaught: ${e}`));
    // Scripts and calls in flight: the plugins' chunks and what they ask the backend for
    // (a playing video's media request stays open while it streams; images do not mount anything).
    page.on('request', (r) => ['script', 'fetch', 'xhr'].includes(r.resourceType()) && (inFlight.add(r), asked.push(r.url())));
    // A request the last document made as it went (an idle load begun while the next page was
    // asked for) is cut off with it, and Chromium may report no end for it: from the moment a
    // new document commits in the main frame (not a same-document history change), only its own
    // requests count.
    const cdp = await page.createCDPSession();
    await cdp.send('Page.enable');
    cdp.on('Page.frameNavigated', ({ frame }) => frame.parentId || (inFlight.clear(), (asked = [])));
    page.on('requestfinished', (r) => inFlight.delete(r) && onSettle());
    page.on('requestfailed', (r) => inFlight.delete(r) && onSettle());
  });
  after(() => page?.close());

  it('has no horizontal overflow at 320–1920 px, shows logo, search and (mobile) menu button inside the viewport, no control too small to hit, and logs nothing wrong, at rest and scrolled through', async () => {
    const pages = await listPages();
    assert.ok(pages.length >= 14, `pages listed: ${pages.length}`);
    const problems = [];
    for (const path of pages) {
      for (const width of WIDTHS) {
        await page.setViewport({ width, height: 800 });
        noise = [];
        inFlight.clear(); // a request the last page left when it went is not this page's
        asked = [];
        await page.goto(new URL(path, base).href, { waitUntil: 'load' });
        await booted(page);
        // As the shopper sees it once the plugins mounted when the browser is idle have changed
        // the header (the navigation adds its disclosure buttons).
        await idleMounted(page);
        const { scrollWidth, innerWidth, innerHeight } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth, innerHeight }));
        if (scrollWidth > innerWidth) problems.push(`${path} @${width}: scrollWidth ${scrollWidth} > ${innerWidth}`);
        for (const [name, selector, mobileOnly] of CONTROLS) {
          if (mobileOnly && width >= MOBILE) continue;
          const c = await page.evaluate(shownControl, selector);
          if (!c) problems.push(`${path} @${width}: no ${name} shown`);
          else if (c.width < 20 || c.height < 20) problems.push(`${path} @${width}: ${name} is ${c.width}×${c.height}`);
          else if (c.left < 0 || c.right > innerWidth || c.top < 0 || c.bottom > innerHeight) problems.push(`${path} @${width}: ${name} at x ${c.left}–${c.right}, y ${c.top}–${c.bottom} outside ${innerWidth}×${innerHeight}`);
          else if (!c.uncovered) problems.push(`${path} @${width}: ${name} is covered`);
        }
        const targets = new Set(await page.evaluate(smallTargets));
        // The first Tab stops from the top are each where the shopper sees them, uncovered: none
        // in a collapsed or clipped part of the page (the Preact run: the markup is the same).
        if (width === MOBILE && renderer === 'preact') {
          for (let i = 1; i <= TAB_STOPS; i++) {
            await page.keyboard.press('Tab');
            const stop = await page.evaluate(unseenFocus);
            if (stop) problems.push(`${path} @${width}: Tab stop ${i} is not seen: ${stop}`);
          }
        }
        // At one width the shopper scrolls to the end: every widget reached mounts, and a
        // visit of a template page says nothing in the console. What the plugins log is the
        // same under both renderers, so the React run (which checks every page at rest) skips
        // the scroll to keep the suite's time.
        if (width === MOBILE && renderer === 'preact') {
          await page.evaluate(async () => {
            for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight) {
              window.scrollTo(0, y);
              await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            }
          });
          problems.push(...(await settled()).map((p) => `${path} @${width}: ${p}`));
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
          // Every control once in view, the widgets mounted: each screen from the top again.
          const screens = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / innerHeight));
          for (let i = 0; i < screens; i++) {
            await page.evaluate((n) => window.scrollTo(0, n * innerHeight), i);
            for (const t of await page.evaluate(smallTargets)) targets.add(t);
          }
        }
        // On a phone, each screen as it comes (the Preact run; the markup is the same under both).
        if (width === 375 && renderer === 'preact') {
          const screens = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / innerHeight));
          for (let i = 1; i < screens; i++) {
            await page.evaluate((n) => window.scrollTo(0, n * innerHeight), i);
            for (const t of await page.evaluate(smallTargets)) targets.add(t);
          }
        }
        problems.push(...[...targets].map((t) => `${path} @${width}: ${t}`));
        problems.push(...noise.map((n) => `${path} @${width}: ${n}`));
      }
    }
    assert.deepEqual(problems, []);
  });

  for (const [path, width] of [['/uk/', 1280], ['/uk/', 375], ['/ae_ar/', 375], ['/vn/', 1280]]) {
    it(`search layer on ${path} @${width}: fixed over the whole viewport, input above the page, dimmed area closes it`, async () => {
      await page.setViewport({ width, height: 800 });
      await page.goto(new URL(path, base).href, { waitUntil: 'load' });
      await booted(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      const opener = await page.evaluateHandle(() => [...document.querySelectorAll('.gnb__search-btn-js')].find((b) => b.getBoundingClientRect().width > 0));
      await opener.click();
      await page.waitForFunction(() => document.activeElement?.id === 'gnb-search-keyword');
      const geometry = await page.evaluate(() => {
        const layer = document.querySelector('.srd19-gnb-search');
        const r = layer.getBoundingClientRect();
        const contents = layer.querySelector('.srd19-gnb-search__contents').getBoundingClientRect();
        const input = document.getElementById('gnb-search-keyword').getBoundingClientRect();
        const inputHit = document.elementFromPoint(input.left + input.width / 2, input.top + input.height / 2);
        const dimY = (contents.bottom + innerHeight) / 2;
        const dimHit = document.elementFromPoint(innerWidth / 2, dimY);
        return {
          position: getComputedStyle(layer).position, rect: [r.left, r.top, r.width, r.height], viewport: [0, 0, innerWidth, innerHeight],
          inputOnTop: inputHit?.id === 'gnb-search-keyword', dimmedRoom: innerHeight - contents.bottom, dimY, dimHit: dimHit?.className,
        };
      });
      assert.equal(geometry.position, 'fixed');
      assert.deepEqual(geometry.rect, geometry.viewport);
      assert.ok(geometry.inputOnTop, 'the input is the element under its own centre');
      assert.ok(geometry.dimmedRoom >= 80, `dimmed area below the panel: ${geometry.dimmedRoom} px`);
      assert.equal(geometry.dimHit, 'srd19-gnb-search__dimmed');
      await page.mouse.click(width / 2, geometry.dimY);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.srd19-gnb-search')).display === 'none');
    });
  }

  it('the index page at / has no horizontal overflow at 320–1920 px', async () => {
    const widths = [];
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: 800 });
      await page.goto(new URL('/', base).href, { waitUntil: 'load' });
      widths.push(await page.evaluate(() => document.documentElement.scrollWidth));
    }
    assert.deepEqual(widths, WIDTHS);
  });

  for (const [path, width] of [['/uk/', 375], ['/ae_ar/', 1280], ['/pe/', 320]]) {
    it(`cookie bar on ${path} @${width}, once shown, is fixed to the bottom across the viewport with its close button on screen`, async () => {
      await page.setViewport({ width, height: 800 });
      await page.goto(new URL(path, base).href, { waitUntil: 'load' });
      const bar = await page.evaluate(() => {
        window.scrollTo(0, 400);
        document.querySelector('.cookie-bar__wrap').style.display = 'flex';
        const r = document.querySelector('.cookie-bar').getBoundingClientRect();
        const close = document.querySelector('.cookie-bar__close').getBoundingClientRect();
        const hit = document.elementFromPoint(close.left + close.width / 2, close.top + close.height / 2);
        return { edges: [r.left, r.right, Math.round(r.bottom)], viewport: [0, innerWidth, innerHeight], closeOnTop: !!hit?.closest('.cookie-bar__close'), scrollWidth: document.documentElement.scrollWidth };
      });
      assert.deepEqual(bar.edges, bar.viewport);
      assert.ok(bar.closeOnTop, 'close button not covered');
      assert.equal(bar.scrollWidth, width);
    });
  }

  it('layer popups and the loader stay hidden until opened; an opened popup sits centred above the header', async () => {
    for (const path of ['/uk/', '/pe/']) {
      await page.setViewport({ width: 375, height: 800 });
      await page.goto(new URL(path, base).href, { waitUntil: 'load' });
      await booted(page);
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('.layer-popup, .layer_popup, .layer-popup-dim, .cm-loader, .gnb-search, .srd19-gnb-search')].filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.id || el.className));
      assert.deepEqual(shown, [], `${path}: shown before opening`);
      const popup = await page.evaluate(() => {
        window.scrollTo(0, 0);
        const el = document.getElementById('layerEmptyCart');
        el.style.display = 'block';
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + 20);
        return { position: getComputedStyle(el).position, centre: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)], onTop: el.contains(hit), inside: r.left >= 0 && r.right <= innerWidth };
      });
      assert.deepEqual(popup, { position: 'fixed', centre: [188, 400], onTop: true, inside: true }, path);
    }
  });

  for (const path of ['/uk/', '/ae_ar/']) {
    it(`KV carousel on ${path}: slides side by side in reading order, overflow hidden, one slide in view`, async () => {
      await page.setViewport({ width: 1280, height: 800 });
      await page.goto(new URL(path, base).href, { waitUntil: 'load' });
      const { overflow, slides, container } = await page.evaluate(() => {
        const box = document.querySelector('.home-kv-carousel .swiper-container');
        const c = box.getBoundingClientRect();
        return { overflow: getComputedStyle(box).overflow, container: [c.left, c.right], slides: [...box.querySelectorAll('.swiper-slide')].map((s) => { const r = s.getBoundingClientRect(); return [r.left, r.right, r.top]; }) };
      });
      assert.equal(overflow, 'hidden');
      assert.equal(slides.length, 3);
      assert.deepEqual(slides[0].slice(0, 2), container, 'first slide fills the carousel');
      const rtl = path === '/ae_ar/';
      for (let i = 1; i < slides.length; i++) {
        assert.equal(slides[i][2], slides[0][2], 'same row');
        assert.equal(rtl ? slides[i][1] : slides[i][0], rtl ? slides[i - 1][0] : slides[i - 1][1], `slide ${i + 1} follows slide ${i}`);
      }
    });
  }
});

describe('older header generations boot', () => {
  for (const [path, generation] of [['/pe/', 'legacy gnb'], ['/vn/', 'nv00-gnb']]) {
    it(`${path} (${generation}): boots without console or page errors; cart badge shows the cookie count`, async () => {
      for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 800 }]) {
        const { page, report, close } = await open(path, { viewport, cookies: [{ name: 's_ecom_sc_cnt', value: '3' }] });
        try {
          await booted(page);
          await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'));
          // Every badge placed: mounted() names the plugin once one has rendered.
          await page.waitForFunction(() => [...document.querySelectorAll('.gnb-cart-count')].some((e) => e.getBoundingClientRect().width > 0 && e.textContent.includes('3')), { timeout: 5000 }).catch(() => {});
          const badges = await page.$$eval('.gnb-cart-count', (els) => els.filter((e) => e.getBoundingClientRect().width > 0).map((e) => e.textContent.replace(/Number of Products :|Cantidad de productos :|Số lượng sản phẩm :/, '').trim()));
          assert.deepEqual(badges, ['3'], `${path} @${viewport.width}: one visible badge with the count`);
          assert.deepEqual([report.errors, report.pageErrors, report.violations], [[], [], []]);
        } finally {
          await close();
        }
      }
    });
  }

  it('/vn/ (nv00-gnb): the header search button opens the srd19 overlay', async () => {
    const { page, report, close } = await open('/vn/', { viewport: { width: 375, height: 800 } });
    try {
      await booted(page);
      await page.click('.nv00-gnb__search-btn');
      await page.waitForFunction(() => document.activeElement?.id === 'gnb-search-keyword');
      await page.waitForSelector('.srd19-gnb-search__popular [role=option]', { visible: true });
      assert.deepEqual([report.errors, report.pageErrors], [[], []]);
    } finally {
      await close();
    }
  });

  it('a page with neither search layer (the pe home without its own): the search button warns once, without errors', async () => {
    // Warnings are recorded in the page too, so the test can wait for one as a page state.
    const recordWarnings = (p) => p.evaluateOnNewDocument(() => {
      const warn = console.warn.bind(console);
      window.__warnings = [];
      console.warn = (...args) => (window.__warnings.push(args.map(String).join(' ')), warn(...args));
    });
    (await env()).server.variants.set('no-layer', { replace: [['<section class="gnb-search" ', '<section class="gnb-search-gone" ']] });
    const { page, report, close } = await open('/pe/?variant=no-layer', { viewport: { width: 375, height: 800 }, beforeLoad: recordWarnings });
    try {
      await booted(page);
      await page.click('.gnb__mobile-menu .gnb__search-btn-js');
      await page.waitForFunction(() => window.storefront.mounted().includes('search') && window.__warnings.some((w) => w.includes('the page has no search layer')));
      await page.click('.gnb__mobile-menu .gnb__search-btn-js');
      const warnings = await page.evaluate(() => window.__warnings.filter((w) => w.includes('plugin "search"')));
      assert.equal(warnings.length, 1, warnings.join('\n'));
      assert.equal(await page.$eval('.gnb-search-gone', (s) => getComputedStyle(s).display), 'none');
      assert.deepEqual([report.errors, report.pageErrors], [[], []]);
    } finally {
      await close();
    }
  });
});
