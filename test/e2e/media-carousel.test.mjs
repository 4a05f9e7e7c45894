/**
 * Carousels end to end (docs/rules.md §4, §8, §9) on the uk home: the key visual (loop,
 * autoplay, the page's dots and `.indicator__controls` button) and the product carousel (no
 * loop, its own dots and play/stop button, arrows). Swipes by mouse and touch, the play/stop
 * button and its texts, hover and focus holds, the non-loop end, the dots cap,
 * `element.swiper.slideTo`, reduced motion and a malformed config added later.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';
import { backend } from './gates/kit.mjs';

const KV = '.home-kv-carousel .swiper-container';
const PC = '.product-carousel .swiper-container';
const STOP = 'Stop automatic slide show';
const PLAY = 'Play automatic slide show';

const state = (page, sel) => page.$eval(sel, (el) => el.dataset.autoplay);
const waitState = (page, sel, want) => page.waitForFunction((s, w) => document.querySelector(s)?.dataset.autoplay === w, { timeout: 5000 }, sel, want);
/** The page's play/stop button of each carousel that has one. */
const PLAY_BUTTON = { [KV]: '.home-kv-carousel .indicator__controls', [PC]: '.product-carousel .indicator__controls' };
/**
 * Started, and its play/stop button bound: the carousel binds the page's controls (listener,
 * texts, `data-state`) in an effect after the render that follows the start, so a press before
 * that would go unheard.
 */
const ready = (page, sel) =>
  page.waitForFunction((s, b) => document.querySelector(s)?.swiper && document.querySelector(s).dataset.autoplay && (!b || document.querySelector(b)?.dataset.state), { timeout: 8000 }, sel, PLAY_BUTTON[sel] ?? null);
const snap = (page, sel) => page.$eval(sel, (el) => el.swiper.snapIndex);
const realIndex = (page) => page.$eval(KV, (el) => el.swiper.realIndex);

/** Drags across the middle of `sel` by (dx, dy) with the mouse, or by touch. */
async function drag(page, sel, dx, dy, touch = false) {
  const box = await (await page.$(sel)).boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 150);
  const steps = 8;
  if (touch) {
    await page.touchscreen.touchStart(x, y);
    for (let i = 1; i <= steps; i++) await page.touchscreen.touchMove(x + (dx * i) / steps, y + (dy * i) / steps);
    await page.touchscreen.touchEnd();
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(x + (dx * i) / steps, y + (dy * i) / steps);
    await page.mouse.up();
  }
  // The slide list settles in one transition; wait for it to stop moving.
  await page.waitForFunction((s) => !document.querySelector(s).swiper.animating, { timeout: 5000 }, sel);
}

/** Waits until the play/stop button reads `text` (it fails with the text it read instead). */
async function buttonSays(page, selector, text) {
  const ok = await page.waitForFunction((s, t) => document.querySelector(s)?.textContent.trim() === t, { timeout: 5000 }, selector, text).then(() => true, () => false);
  if (!ok) assert.equal(await page.$eval(selector, (b) => b.textContent.trim()), text);
}

describe('carousels on the uk home, desktop 1280', () => {
  it('key visual: swiper on the element, play/stop button and texts, hover and focus hold, dots, slideTo', async () => {
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      await ready(page, KV);
      assert.equal(await state(page, KV), 'running');
      // The dots carry their slides' tracking (docs/rules.md §3 "Indicator config").
      await page.waitForFunction(() => document.querySelector('.home-kv-carousel .indicator__dot')?.hasAttribute('an-la'), { timeout: 5000 }).catch(() => {});
      assert.deepEqual(await page.$$eval('.home-kv-carousel .indicator__dot', (ds) => ds.map((d) => [d.getAttribute('an-ca'), d.getAttribute('an-la')])), [
        ['indication', 'kv:galaxy z fold7:1'],
        ['indication', 'kv:galaxy s25 ultra:2'],
        ['indication', 'kv:galaxy watch8:3'],
      ]);
      // The page's button and dots stay the page's: only their state and texts change.
      const button = '.home-kv-carousel .indicator__controls';
      assert.equal(await page.$eval(button, (b) => b.textContent.trim()), STOP);
      await page.click(button);
      assert.equal(await state(page, KV), 'stopped');
      // The state attribute changes at once; the button's text follows with the next render.
      await buttonSays(page, button, PLAY);
      // Leaving does not restart what the shopper stopped.
      await page.mouse.move(5, 850);
      assert.equal(await state(page, KV), 'stopped');
      await page.click(button);
      await page.mouse.move(5, 850);
      await page.$eval(button, (b) => b.blur());
      await waitState(page, KV, 'running');
      await buttonSays(page, button, STOP);

      // Hover holds it; leaving resumes it.
      await page.hover('.home-kv-carousel__headline');
      await waitState(page, KV, 'paused');
      await page.mouse.move(5, 850);
      await waitState(page, KV, 'running');
      // Focus holds it; focus leaving the carousel resumes it.
      await page.focus('.home-kv-carousel .indicator__dot');
      await waitState(page, KV, 'paused');
      await page.$eval('.home-kv-carousel .indicator__dot', (d) => d.blur());
      await waitState(page, KV, 'running');

      // The QA scripts' entry point, and the dots following it.
      // A looping swiper moves a frame after slideToLoop asks: wait for the move.
      await page.$eval(KV, (el) => el.swiper.slideToLoop(2, 0));
      await page.waitForFunction((s) => document.querySelector(s).swiper.realIndex === 2 && !document.querySelector(s).swiper.animating, { timeout: 5000 }, KV).catch(() => {});
      assert.equal(await realIndex(page), 2);
      // The dots follow on the next render.
      const selected = () => page.$$eval('.home-kv-carousel .indicator__dot', (ds) => ds.map((d) => d.getAttribute('aria-selected')).join());
      await page.waitForFunction(() => [...document.querySelectorAll('.home-kv-carousel .indicator__dot')].map((d) => d.getAttribute('aria-selected')).join() === 'false,false,true', { timeout: 5000 }).catch(() => {});
      assert.equal(await selected(), 'false,false,true');
      await page.click('.home-kv-carousel .indicator__item:nth-child(2) .indicator__dot');
      await page.waitForFunction((s) => document.querySelector(s).swiper.realIndex === 1, { timeout: 5000 }, KV);
      await page.mouse.move(5, 850);

      // A focus (a Tab) onto a link of a slide out of view brings that slide into view, wherever
      // the loop has moved it in the page. Stopped, then back past the first slide: the loop
      // moves a slide to the other end, so slides stand elsewhere than their own index.
      await page.click(button);
      assert.equal(await state(page, KV), 'stopped');
      await page.$eval(KV, (el) => el.swiper.slideToLoop(0, 0));
      await page.waitForFunction((s) => document.querySelector(s).swiper.realIndex === 0 && !document.querySelector(s).swiper.animating, { timeout: 5000 }, KV);
      await page.$eval(KV, (el) => el.swiper.slidePrev(0));
      await page.waitForFunction((s) => !document.querySelector(s).swiper.animating, { timeout: 5000 }, KV);
      const moved = await page.$eval(KV, (el) => [...el.querySelectorAll('.swiper-slide')].map((s, at) => [at, Number(s.dataset.swiperSlideIndex)]).find(([at, own]) => at !== own && own !== el.swiper.realIndex)?.[1]);
      assert.equal(typeof moved, 'number');
      await page.focus(`${KV} .swiper-slide[data-swiper-slide-index="${moved}"] a`);
      await page.waitForFunction((s, to) => document.querySelector(s).swiper.realIndex === to && !document.querySelector(s).swiper.animating, { timeout: 5000 }, KV, moved).catch(() => {});
      assert.equal(await realIndex(page), moved);
      await page.$eval(`${KV} .swiper-slide[data-swiper-slide-index="${moved}"] a`, (a) => a.blur());

      // The WAI-ARIA carousel pattern on the page's markup.
      assert.deepEqual(await page.$eval('.home-kv-carousel', (r) => [r.getAttribute('aria-roledescription'), !!r.getAttribute('aria-label')]), ['carousel', true]);
      assert.deepEqual(await page.$$eval(`${KV} .swiper-slide`, (ss) => ss.map((s) => `${s.getAttribute('role')} ${s.getAttribute('aria-roledescription')}`).sort()), Array(3).fill('group slide'));
      assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
    } finally {
      await close();
    }
  });

  it('a Tab onto a card of the product carousel before it has started (the focus mounts it) holds its autoplay; leaving starts it', async () => {
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      await ready(page, KV);
      assert.equal(await page.$eval(PC, (el) => el.dataset.autoplay === undefined), true, 'not started yet');
      // The focus scrolls the card into view; the focusin is what mounts the carousel.
      await page.focus(`${PC} .swiper-slide:nth-child(1) a`);
      await ready(page, PC);
      assert.equal(await state(page, PC), 'paused');
      await page.$eval(`${PC} .swiper-slide:nth-child(1) a`, (a) => a.blur());
      await waitState(page, PC, 'running');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('a Tab and a Shift+Tab in the same instant end with the focused slide in view; a move sent back at once does not freeze the slides', async () => {
    // swiper moves a looping carousel a frame after it is asked: the first Tab's move came last
    // and left the focus on a slide out of view.
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      await ready(page, KV);
      // Settled: still and in view for four frames running, so no move asked for (swiper's
      // slideToLoop starts a frame later) is still to come.
      const settledInView = () =>
        page.evaluate(() => { window.stillFrames = 0; }).then(() => page.waitForFunction((s) => {
          const el = document.querySelector(s);
          const slide = document.activeElement.closest('.swiper-slide');
          const [box, at] = [el.getBoundingClientRect(), slide.getBoundingClientRect()];
          const still = !el.swiper.animating && !el.querySelector('.swiper-wrapper').getAnimations().length;
          window.stillFrames = still && at.left >= box.left - 1 && at.right <= box.right + 1 ? (window.stillFrames ?? 0) + 1 : 0;
          return window.stillFrames >= 4;
        }, { timeout: 5000, polling: 'raf' }, KV)).then(() => true, () => false);
      const shiftTab = async () => {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      };
      await page.focus(`${KV} .swiper-slide[data-swiper-slide-index="0"] a`);
      // Both in one frame.
      await page.keyboard.press('Tab');
      await shiftTab();
      assert.equal(await page.evaluate(() => document.activeElement.closest('.swiper-slide')?.dataset.swiperSlideIndex), '0');
      assert.ok(await settledInView(), `the focused slide 0 is out of view: the carousel stopped on slide ${await realIndex(page)}`);
      // A frame apart: the second arrives as the first one's move starts.
      await page.keyboard.press('Tab');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      await shiftTab();
      assert.ok(await settledInView(), `a frame apart, the focused slide 0 is out of view: the carousel stopped on slide ${await realIndex(page)}`);
      // A focus and an arrow key in the same instant: the arrow is the later move and wins.
      const [from, focused, focusMoved] = await page.$eval(KV, (el) => {
        const from = el.swiper.realIndex;
        const link = el.querySelector(`.swiper-slide[data-swiper-slide-index="${(from + 2) % 3}"] a`);
        const focusMoved = document.activeElement !== link;
        link.focus();
        link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
        return [from, (from + 2) % 3, focusMoved && document.activeElement === link];
      });
      assert.ok(focusMoved, 'the focus moved onto a slide out of view');
      await page.evaluate(() => { window.stillFrames = 0; });
      await page.waitForFunction((s) => {
        const el = document.querySelector(s);
        window.stillFrames = !el.swiper.animating && !el.querySelector('.swiper-wrapper').getAnimations().length ? window.stillFrames + 1 : 0;
        return window.stillFrames >= 4;
      }, { timeout: 5000, polling: 'raf' }, KV);
      assert.equal(await realIndex(page), (from + 1) % 3, `a focus on slide ${focused} and an arrow key at once: the arrow's slide should show`);

      // A move sent back before or within its first frame (here a script's two slideToLoop, in
      // one task, then a frame apart): no transition runs or the browser cancels it, no
      // transitionend comes, and swiper held every later move for good.
      for (const apart of [false, true]) {
        await page.$eval(KV, (el, apart) => new Promise((done) => {
          const from = el.swiper.realIndex;
          el.swiper.slideToLoop((from + 1) % 3);
          if (!apart) el.swiper.slideToLoop(from);
          // Two frames: swiper's slideToLoop moves a frame after it is asked.
          requestAnimationFrame(() => {
            if (apart) el.swiper.slideToLoop(from);
            requestAnimationFrame(() => requestAnimationFrame(done));
          });
        }), apart);
        const ended = await page.waitForFunction((s) => !document.querySelector(s).swiper.animating, { timeout: 5000 }, KV).then(() => true, () => false);
        assert.ok(ended, `swiper still thinks its slides move (${apart ? 'a frame apart' : 'one task'})`);
        const before = await realIndex(page);
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((s, b) => document.querySelector(s).swiper.realIndex === (b + 1) % 3 && !document.querySelector(s).swiper.animating, { timeout: 5000 }, KV, before).catch(() => {});
        assert.equal(await realIndex(page), (before + 1) % 3, `an arrow key still moves the key visual (${apart ? 'a frame apart' : 'one task'})`);
      }
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('product carousel: loads when near, dots capped at 7 and scaled, arrows, swipes, non-loop end, bad config', async () => {
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      await ready(page, KV);
      // Far below the fold: no swiper on it yet.
      assert.equal(await page.$eval(PC, (el) => el.swiper === undefined && el.dataset.autoplay === undefined), true);
      await page.$eval('.product-carousel', (s) => s.scrollIntoView({ block: 'center' }));
      await ready(page, PC);
      await page.mouse.move(5, 5);
      // Autoplay moves it on by itself.
      await page.waitForFunction((s) => document.querySelector(s).swiper.snapIndex === 1, { timeout: 10_000 }, PC);
      await page.click('.product-carousel .indicator__controls');
      assert.equal(await state(page, PC), 'stopped');
      await buttonSays(page, '.product-carousel .indicator__controls', PLAY);
      // WAI-ARIA (tabbed) carousel pattern: its own play button first in the Tab order, then its
      // dots, then the slides. Shift+Tab from the first card goes back through the dots to the button.
      await page.$eval(PC, (el) => el.swiper.slideTo(0, 0));
      await page.focus(`${PC} .swiper-slide:first-child a`);
      const back = [];
      for (let i = 0; i < 9 && !back.includes('button'); i++) {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
        back.push(await page.evaluate(() => (document.activeElement.matches('.product-carousel .indicator__controls') ? 'button' : document.activeElement.matches('.product-carousel .swiper-pagination-bullet') ? 'dot' : document.activeElement.outerHTML.slice(0, 60))));
      }
      const dotCount = await page.$$eval(`${PC} .swiper-pagination-bullet`, (d) => d.length);
      assert.deepEqual(back, [...Array(dotCount).fill('dot'), 'button'], 'Shift+Tab from the first card: the dots, then the play button');

      // A Tab onto a card out of view brings its slide into the carousel's box; focus on a card
      // in view moves nothing.
      await page.$eval(PC, (el) => el.swiper.slideTo(0, 0));
      await page.focus(`${PC} .swiper-slide:nth-child(2) a`);
      await page.focus(`${PC} .swiper-slide:nth-child(3) a`);
      assert.equal(await snap(page, PC), 0);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), 'Galaxy S25 Ultra Mint');
      await page.waitForFunction((s) => document.querySelector(s).swiper.snapIndex > 0 && !document.querySelector(s).swiper.animating, { timeout: 5000 }, PC);
      const shown = await page.$eval(PC, (el) => {
        const box = el.getBoundingClientRect();
        const slide = document.activeElement.closest('.swiper-slide').getBoundingClientRect();
        return slide.left >= box.left - 1 && slide.right <= box.right + 1;
      });
      assert.equal(shown, true);

      // 12 slides at 3 per view: 10 stops, 7 dots at most, the far edge shrinking.
      const dots = () => page.$$eval(`${PC} .swiper-pagination-bullet`, (ds) => ds.map((d) => Number(d.dataset.scale)));
      await page.$eval(PC, (el) => el.swiper.slideTo(0, 0));
      assert.deepEqual(await dots(), [1, 1, 1, 1, 1, 0.75, 0.5]);
      // The arrows follow on the carousel's next render, not within slideTo.
      await page.waitForFunction(() => document.querySelector('.product-carousel .arrow-indicator--prev').getAttribute('aria-disabled') === 'true', { timeout: 5000 });
      await page.click('.product-carousel .arrow-indicator--next');
      await page.waitForFunction((s) => document.querySelector(s).swiper.snapIndex === 1, { timeout: 5000 }, PC);
      await page.click(`${PC} .swiper-pagination-bullet:nth-child(5)`);
      await page.waitForFunction((s) => document.querySelector(s).swiper.snapIndex === 4, { timeout: 5000 }, PC);
      assert.deepEqual(await dots(), [0.5, 0.75, 1, 1, 1, 0.75, 0.5]);
      // Keys from a dot: the focus stays in the dots, on the current one, as the window moves on
      // (the first dot leaves the window on the way).
      await page.$eval(PC, (el) => el.swiper.slideTo(0, 0));
      await page.waitForFunction((s) => document.querySelector(`${s} .swiper-pagination-bullet`).getAttribute('aria-current') === 'true', { timeout: 5000 }, PC);
      await page.focus(`${PC} .swiper-pagination-bullet`);
      for (let i = 1; i <= 6; i++) {
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((s, w) => document.querySelector(s).swiper.snapIndex === w && !document.querySelector(s).swiper.animating, { timeout: 5000 }, PC, i);
      }
      await page.waitForFunction((s) => document.activeElement?.matches(`${s} .swiper-pagination-bullet[aria-current="true"]`), { timeout: 5000 }, PC);
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Go to slide 7');

      // Mouse: a sideways drag moves one slide; one that goes 120 px down on the way does not.
      // (300 px: the pointer ends on another card, so no link takes the release as a click.)
      await page.$eval(PC, (el) => el.swiper.slideTo(2, 0));
      await drag(page, PC, -300, 0);
      assert.equal(await snap(page, PC), 3);
      await drag(page, PC, -300, 120);
      assert.equal(await snap(page, PC), 3);

      // Play on the way to the end: a carousel without loop stops at its last slide.
      await page.click('.product-carousel .indicator__controls');
      assert.equal(await state(page, PC), 'running');
      await page.mouse.move(5, 5);
      await page.$eval(PC, (el) => el.swiper.slideTo(el.swiper.snapGrid.length - 1, 0));
      await waitState(page, PC, 'stopped');
      await page.waitForFunction(() => document.querySelector('.product-carousel .arrow-indicator--next').getAttribute('aria-disabled') === 'true', { timeout: 5000 });
      assert.deepEqual(await dots(), [0.5, 0.75, 1, 1, 1, 1, 1]);
      // A breakpoint passed at the end (a tablet turned, a window narrowed): at 1 per view the
      // last slides are out of view again, so Next works again; back at 3 per view it is the end.
      const nextOff = () => page.$eval('.product-carousel .arrow-indicator--next', (b) => b.getAttribute('aria-disabled') === 'true');
      await page.setViewport({ width: 375, height: 900 });
      await page.waitForFunction((s) => document.querySelector(s).swiper.params.slidesPerView === 1, { timeout: 5000 }, PC);
      await page.waitForFunction(() => document.querySelector('.product-carousel .arrow-indicator--next').getAttribute('aria-disabled') !== 'true', { timeout: 5000 });
      await page.click('.product-carousel .arrow-indicator--next');
      await page.waitForFunction((s) => document.querySelector(s).swiper.snapIndex === 10, { timeout: 5000 }, PC);
      await page.setViewport({ width: 1280, height: 900 });
      await page.waitForFunction((s) => document.querySelector(s).swiper.params.slidesPerView === 3, { timeout: 5000 }, PC);
      await page.waitForFunction(() => document.querySelector('.product-carousel .arrow-indicator--next').getAttribute('aria-disabled') === 'true', { timeout: 5000 });
      assert.equal(await nextOff(), true);

      // Bad input added later: a warning naming the field, the slides still there, the first one shown.
      await page.evaluate(() => {
        const section = document.createElement('section');
        section.className = 'bad-carousel';
        section.setAttribute('aria-label', 'Broken');
        section.innerHTML = '<div class="swiper-container basic-swiper" data-swiper-option="{&quot;loop&quot;:tru"><div class="swiper-wrapper"><div class="swiper-slide">A</div><div class="swiper-slide">B</div></div></div>';
        document.querySelector('.product-carousel').after(section);
      });
      await ready(page, '.bad-carousel .swiper-container');
      assert.equal(await page.$eval('.bad-carousel .swiper-container', (el) => `${el.swiper.activeIndex} ${el.dataset.autoplay}`), '0 stopped');
      assert.ok(report.console.some((m) => m.startsWith('warn') && m.includes('data-swiper-option is not a JSON object')), report.console.join('\n'));

      // A looping autoplay carousel with a single slide cannot move: it says stopped, with no
      // play/stop button of its own that would do nothing.
      await page.evaluate(() => {
        const section = document.createElement('section');
        section.className = 'one-slide';
        section.innerHTML = '<div class="swiper-container basic-swiper" data-swiper-option="{&quot;loop&quot;:true,&quot;autoplay&quot;:{&quot;delay&quot;:3000},&quot;pagination&quot;:true}"><div class="swiper-wrapper"><div class="swiper-slide">Only</div></div></div>';
        document.querySelector('.product-carousel').after(section);
      });
      await ready(page, '.one-slide .swiper-container');
      assert.deepEqual(await page.$eval('.one-slide', (s) => [s.querySelector('.swiper-container').dataset.autoplay, s.querySelectorAll('.indicator__controls').length]), ['stopped', 0]);
      // Three slides, 3 per view from 768 px: all show at 1280, so it stands still, with no button.
      // Narrowed to 1 per view it starts, as configured, with its button; widened again, it
      // stops at once (docs/rules.md §4 "Carousel autoplay").
      await page.evaluate(() => {
        const section = document.createElement('section');
        section.className = 'three-slides';
        section.innerHTML = '<div class="swiper-container basic-swiper" data-swiper-option="{&quot;autoplay&quot;:{&quot;delay&quot;:3000},&quot;slidesPerView&quot;:1,&quot;breakpoints&quot;:{&quot;768&quot;:{&quot;slidesPerView&quot;:3}}}"><div class="swiper-wrapper"><div class="swiper-slide">One</div><div class="swiper-slide">Two</div><div class="swiper-slide">Three</div></div></div>';
        document.querySelector('.one-slide').after(section);
      });
      const three = '.three-slides .swiper-container';
      const playButtons = () => page.$$eval('.three-slides .indicator__controls', (b) => b.length);
      await ready(page, three);
      assert.deepEqual([await state(page, three), await playButtons()], ['stopped', 0]);
      await page.setViewport({ width: 375, height: 900 });
      await waitState(page, three, 'running');
      await page.waitForSelector('.three-slides .indicator__controls', { timeout: 5000 });
      await page.setViewport({ width: 1280, height: 900 });
      await waitState(page, three, 'stopped');
      await page.waitForFunction(() => !document.querySelector('.three-slides .indicator__controls'), { timeout: 5000 });

      // Two carousels under one parent (a gallery beside its thumbnails): each is a region of its
      // own; the dots after the first are the first's, the arrows after the second the second's,
      // by click and by key; a hover over one does not hold the other.
      await page.evaluate(() => {
        const section = document.createElement('section');
        section.className = 'gallery-pair';
        const slides = (name) => `<div class="swiper-wrapper">${[1, 2, 3].map((n) => `<div class="swiper-slide">${name} ${n}</div>`).join('')}</div>`;
        section.innerHTML = `<div class="swiper-container basic-swiper gallery-main" data-label="Photos" data-swiper-option="{&quot;loop&quot;:true,&quot;autoplay&quot;:{&quot;delay&quot;:60000}}">${slides('Photo')}</div>
          <div class="indicator__list">${[1, 2, 3].map((n) => `<button type="button">Photo ${n}</button>`).join('')}</div>
          <div class="swiper-container basic-swiper gallery-thumbs" data-label="Thumbnails" data-swiper-option="{}">${slides('Thumbnail')}</div>
          <button type="button" class="arrow-indicator--prev">Previous thumbnail</button><button type="button" class="arrow-indicator--next">Next thumbnail</button>`;
        document.querySelector('.three-slides').after(section);
      });
      const [main, thumbs] = ['.gallery-main', '.gallery-thumbs'];
      await ready(page, main);
      await ready(page, thumbs);
      const at = () => page.evaluate((m, t) => [document.querySelector(m).swiper.realIndex, document.querySelector(t).swiper.activeIndex], main, thumbs);
      assert.deepEqual(
        await page.$eval('.gallery-pair', (s) => [s.getAttribute('role'), ...['.gallery-main', '.gallery-thumbs'].map((c) => `${s.querySelector(c).getAttribute('role')} ${s.querySelector(c).getAttribute('aria-label')}`)]),
        [null, 'region Photos', 'region Thumbnails'],
      );
      await page.click('.gallery-pair .indicator__list button:nth-child(2)');
      await page.waitForFunction((m) => document.querySelector(m).swiper.realIndex === 1 && !document.querySelector(m).swiper.animating, { timeout: 15_000 }, main);
      await page.click('.gallery-pair .arrow-indicator--next');
      await page.waitForFunction((t) => document.querySelector(t).swiper.activeIndex === 1 && !document.querySelector(t).swiper.animating, { timeout: 15_000 }, thumbs);
      assert.deepEqual(await at(), [1, 1]);
      await page.mouse.move(5, 5);
      await page.focus('.gallery-pair .indicator__list button:nth-child(2)');
      // A focus on the gallery's own dots holds its autoplay, as one inside it does.
      await waitState(page, main, 'paused');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((m) => document.querySelector(m).swiper.realIndex === 2 && !document.querySelector(m).swiper.animating, { timeout: 5000 }, main);
      await page.focus('.gallery-pair .arrow-indicator--next');
      await waitState(page, main, 'running');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((t) => document.querySelector(t).swiper.activeIndex === 2 && !document.querySelector(t).swiper.animating, { timeout: 5000 }, thumbs);
      assert.deepEqual(await at(), [2, 2]);
      await page.$eval('.gallery-pair .arrow-indicator--next', (b) => b.blur());
      await page.hover(thumbs);
      assert.equal(await state(page, main), 'running');
      await page.hover(main);
      await waitState(page, main, 'paused');
      await page.mouse.move(5, 5);
      assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
    } finally {
      await close();
    }
  });
});

describe('carousel start-up on the uk home, 4× CPU throttle', () => {
  it('the key visual and the product carousel start without moving anything inside them (no layout shift)', async () => {
    const { page, report, close } = await open('/uk/', {
      beforeLoad: async (p) => {
        // A slow phone: a frame can fall between any two tasks of the start, so a half set-up
        // carousel (swiper's classes without its slide sizes) would be painted and shift.
        await p.emulateCPUThrottling(4);
        await p.evaluateOnNewDocument(() => {
          window.__shifts = [];
          // The first frame once the page is parsed paints what the parser added since the last
          // frame (a slow parser can paint the indicator's box before its dots): its start is
          // the first rAF after DOMContentLoaded, its end the next one's.
          document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => requestAnimationFrame((t) => (window.__parsedPainted = t))));
          new PerformanceObserver((list) => list.getEntries().forEach((e) => {
            const inside = (e.sources ?? []).filter((s) => s.node?.closest?.('.home-kv-carousel, .product-carousel'));
            // Where each moved from and to, and the page's width then, so a shift names its cause.
            const rect = (r) => (r ? `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}` : '?');
            if (inside.length) window.__shifts.push({ at: e.startTime, text: `${e.value.toFixed(4)} ${inside.map((s) => `${s.node.className} (${rect(s.previousRect)} → ${rect(s.currentRect)})`).join(' | ')}; page ${document.documentElement.clientWidth} px wide` });
          })).observe({ type: 'layout-shift', buffered: true });
        });
      },
    });
    try {
      // Started: swiper on the element and the autoplay state shown (slower at 4×: a longer wait).
      const started = (sel) => page.waitForFunction((s) => document.querySelector(s)?.swiper && document.querySelector(s).dataset.autoplay, { timeout: 30_000 }, sel);
      await booted(page);
      await started(KV);
      await page.$eval(PC, (el) => el.scrollIntoView({ block: 'center' }));
      await started(PC);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // Only what moved once the parsed page was painted: the carousels start after that, over
      // several frames (docs/architecture.md "Boot"). Before it, and in the first frame after the
      // parse, a slow parser can paint the indicator's box before its dots arrive.
      const { painted, shifts } = await page.evaluate(() => ({ painted: window.__parsedPainted, shifts: window.__shifts.filter((s) => s.at >= window.__parsedPainted).map((s) => s.text) }));
      assert.equal(typeof painted, 'number', 'the parsed page was painted');
      assert.deepEqual(shifts, []);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('carousels on the uk home, mobile 375 by touch', () => {
  it('a sideways swipe moves one slide; one that drifts 16 px down does not', async () => {
    const { page, report, close } = await open('/uk/', { viewport: { width: 375, height: 800, hasTouch: true, isMobile: true } });
    try {
      await booted(page);
      await page.$eval('.product-carousel', (s) => s.scrollIntoView({ block: 'center' }));
      await ready(page, PC);
      await page.$eval('.product-carousel .indicator__controls', (b) => b.click());
      await drag(page, PC, -120, 0, true);
      assert.equal(await snap(page, PC), 1);
      await drag(page, PC, -120, 16, true);
      assert.equal(await snap(page, PC), 1);
      await drag(page, PC, 120, 0, true);
      assert.equal(await snap(page, PC), 0);
      assert.deepEqual([report.pageErrors, report.violations], [[], []]);
    } finally {
      await close();
    }
  });

  it('under prefers-reduced-motion no carousel plays by itself; the button still starts it; asked for again while open, it stops', async () => {
    const { page, close } = await open('/uk/', { viewport: { width: 375, height: 800 }, beforeLoad: (p) => p.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]) });
    try {
      await booted(page);
      await ready(page, KV);
      assert.equal(await state(page, KV), 'stopped');
      assert.equal(await page.$eval('.home-kv-carousel .indicator__controls', (b) => b.textContent.trim()), PLAY);
      await page.$eval('.home-kv-carousel .indicator__controls', (b) => b.click());
      await waitState(page, KV, 'running').catch(() => {});
      assert.equal(await state(page, KV), 'running');
      assert.equal(await page.$eval(KV, (el) => el.swiper.params.speed), 0);
      // The shopper turns reduced motion off, then on again, with the page open.
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
      await page.waitForFunction((s) => document.querySelector(s).swiper.params.speed === 400, { timeout: 5000 }, KV);
      assert.equal(await state(page, KV), 'running');
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await waitState(page, KV, 'stopped');
      assert.equal(await page.$eval(KV, (el) => el.swiper.params.speed), 0);
      assert.equal(await page.$eval('.home-kv-carousel .indicator__controls', (b) => b.textContent.trim()), PLAY);
    } finally {
      await close();
    }
  });
});

describe('the vn key visual with the dictionary failing (docs/rules.md §2 "Carousel", §8)', () => {
  it("the play/stop button keeps the page's Vietnamese label for the state it ships in", async () => {
    const STOP_VI = 'Dừng trình chiếu tự động';
    await backend('POST', '/__backend/faults', { path: '*/i18n/storefront.*.json', mode: '500' });
    const { page, report, close } = await open('/vn/');
    try {
      await booted(page);
      await ready(page, KV);
      const button = '.home-kv-carousel .indicator__controls';
      assert.equal(await state(page, KV), 'running');
      await buttonSays(page, button, STOP_VI);
      await page.click(button);
      await waitState(page, KV, 'stopped');
      // The page gives no words for the stopped state: the English text, not a wrong state.
      await buttonSays(page, button, PLAY);
      await page.click(button);
      await waitState(page, KV, 'running');
      await buttonSays(page, button, STOP_VI);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
      await backend('POST', '/__backend/reset');
    }
  });
});
