/**
 * The product image slider end to end (docs/rules.md "Image slider") on the uk and ae_ar
 * product pages: arrows named by their hidden texts and disabled at the ends (no loop), dots,
 * Left/Right keys (mirrored right to left), a mouse drag and a touch swipe, and
 * `element.swiper` as the live site's QA scripts use it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';

const SL = '.pd-gallery .swiper-container';
const PREV = '.pd-gallery .arrow-indicator--prev';
const NEXT = '.pd-gallery .arrow-indicator--next';
const SLIDES = 5;

/**
 * Initialised, started (`data-autoplay`, with its keys listened to) and its arrows bound: the
 * carousel starts a task after swiper's init and binds the page's arrows in an effect after the
 * render that follows, so Previous, at the first slide, then says it is disabled.
 */
const ready = (page) =>
  page.waitForFunction((s, prev) => document.querySelector(s)?.swiper?.initialized && document.querySelector(s).dataset.autoplay && document.querySelector(prev)?.getAttribute('aria-disabled') === 'true', { timeout: 8000 }, SL, PREV);
const settle = (page) => page.waitForFunction((s) => !document.querySelector(s).swiper.animating, { timeout: 5000 }, SL);
const index = (page) => page.$eval(SL, (el) => el.swiper.activeIndex);
const waitIndex = (page, want) => page.waitForFunction((s, w) => document.querySelector(s).swiper.activeIndex === w && !document.querySelector(s).swiper.animating, { timeout: 5000 }, SL, want);
const disabled = (page, sel) => page.$eval(sel, (b) => b.getAttribute('aria-disabled') === 'true');
const waitDisabled = (page, sel, want) => page.waitForFunction((s, w) => (document.querySelector(s).getAttribute('aria-disabled') === 'true') === w, { timeout: 5000 }, sel, want);
const current = (page) => page.$$eval('.pd-gallery .swiper-pagination-bullet', (bs) => bs.findIndex((b) => b.getAttribute('aria-current') === 'true'));

/** Drags across the middle of the slider by dx, by mouse or touch. */
async function drag(page, dx, touch = false) {
  const box = await (await page.$(SL)).boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 150);
  if (touch) {
    await page.touchscreen.touchStart(x, y);
    for (let i = 1; i <= 8; i++) await page.touchscreen.touchMove(x + (dx * i) / 8, y);
    await page.touchscreen.touchEnd();
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(x + (dx * i) / 8, y);
    await page.mouse.up();
  }
  await settle(page);
}

const clean = (report) => assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);

describe('image slider on the uk product page', () => {
  it('arrows with names, disabled at both ends; dots follow; slideTo', async () => {
    const { page, report, close } = await open('/uk/product/', { viewport: { width: 1440, height: 900 } });
    try {
      await booted(page);
      await ready(page);
      // The region is named and the arrows read as buttons named Previous and Next.
      assert.equal(await page.$eval('.pd-gallery', (r) => `${r.getAttribute('role')}|${r.getAttribute('aria-label')}|${r.getAttribute('aria-roledescription')}`), 'region|Galaxy S25 Ultra images|carousel');
      assert.equal(await page.$eval(PREV, (b) => b.textContent.trim()), 'Previous');
      assert.equal(await page.$eval(NEXT, (b) => b.textContent.trim()), 'Next');
      assert.equal(await page.$$eval('.pd-gallery .swiper-pagination-bullet', (bs) => bs.length), SLIDES);
      assert.equal(await index(page), 0);
      assert.equal(await disabled(page, PREV), true);
      assert.equal(await disabled(page, NEXT), false);
      // A press on the disabled Previous does nothing.
      await page.click(PREV);
      assert.equal(await index(page), 0);
      for (let i = 1; i < SLIDES; i++) {
        await page.click(NEXT);
        await waitIndex(page, i);
        assert.equal(await current(page), i);
      }
      await waitDisabled(page, NEXT, true);
      assert.equal(await disabled(page, PREV), false);
      // No loop: Next at the last slide stays there.
      await page.click(NEXT);
      await settle(page);
      assert.equal(await index(page), SLIDES - 1);
      await page.click(PREV);
      await waitIndex(page, SLIDES - 2);
      await waitDisabled(page, NEXT, false);
      // A dot and element.swiper.slideTo move it too.
      await page.click('.pd-gallery .swiper-pagination-bullet[aria-label="Go to slide 2"]');
      await waitIndex(page, 1);
      await page.$eval(SL, (el) => el.swiper.slideTo(0));
      await waitIndex(page, 0);
      await waitDisabled(page, PREV, true);
      clean(report);
    } finally {
      await close();
    }
  });

  it('keyboard: Right and Left from an arrow move one slide, not past the ends; End and Home go to the ends; a key a widget in a slide used is its own', async () => {
    const { page, report, close } = await open('/uk/product/', { viewport: { width: 1440, height: 900 } });
    try {
      await booted(page);
      await ready(page);
      await page.focus(NEXT);
      await page.keyboard.press('ArrowRight');
      await waitIndex(page, 1);
      await page.keyboard.press('ArrowRight');
      await waitIndex(page, 2);
      await page.keyboard.press('ArrowLeft');
      await waitIndex(page, 1);
      await page.keyboard.press('ArrowLeft');
      await waitIndex(page, 0);
      await page.keyboard.press('ArrowLeft');
      await settle(page);
      assert.equal(await index(page), 0);
      // Enter on the focused Next arrow presses it.
      await page.keyboard.press('Enter');
      await waitIndex(page, 1);
      // End and Home jump to the last and the first slide; the page does not scroll.
      const scrollY = await page.evaluate(() => scrollY);
      await page.keyboard.press('End');
      await waitIndex(page, SLIDES - 1);
      await waitDisabled(page, NEXT, true);
      assert.equal(await page.evaluate(() => scrollY), scrollY, 'End scrolled the page');
      await page.keyboard.press('Home');
      await waitIndex(page, 0);
      await waitDisabled(page, PREV, true);
      assert.equal(await page.evaluate(() => scrollY), scrollY);
      // A key a widget inside a slide has used (a zoom control here) is left to it: the slider
      // moves synchronously on a key it takes, so an unmoved index right after the press is the answer.
      await page.$eval(`${SL} .swiper-slide`, (slide) => {
        const own = slide.appendChild(document.createElement('button'));
        own.className = 'zoom-control';
        own.textContent = 'Zoom';
        own.addEventListener('keydown', (e) => e.key.startsWith('Arrow') && e.preventDefault());
      });
      await page.focus(`${SL} .zoom-control`);
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await page.$eval(SL, (el) => [el.swiper.activeIndex, el.swiper.animating]), [0, false]);
      await page.keyboard.press('End');
      await waitIndex(page, SLIDES - 1);
      // A region marked not editable, whatever the case of its keyword, is no text field: a key
      // from it moves the slider.
      await page.$eval(`${SL} .swiper-slide:last-child`, (slide) => {
        const fixed = slide.appendChild(document.createElement('div'));
        fixed.className = 'fixed-text';
        fixed.tabIndex = 0;
        fixed.setAttribute('contenteditable', 'FALSE');
        fixed.textContent = 'Fixed text';
      });
      await page.focus(`${SL} .fixed-text`);
      await page.keyboard.press('ArrowLeft');
      await waitIndex(page, SLIDES - 2);
      // A second carousel beside the gallery, under the same parent (thumbnails, say): a key in
      // it moves it, not the gallery.
      await page.keyboard.press('Home');
      await waitIndex(page, 0);
      await page.$eval(SL, (gallery) => {
        const thumbs = document.createElement('div');
        thumbs.className = 'swiper-container basic-swiper thumbs';
        thumbs.dataset.swiperOption = '{"loop":false}';
        thumbs.innerHTML = `<div class="swiper-wrapper">${[1, 2, 3].map((n) => `<div class="swiper-slide"><button type="button">View ${n}</button></div>`).join('')}</div>`;
        gallery.after(thumbs);
      });
      await page.waitForFunction(() => document.querySelector('.thumbs')?.swiper?.initialized && document.querySelector('.thumbs').dataset.autoplay, { timeout: 8000 });
      await page.focus('.thumbs .swiper-slide button');
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await page.evaluate((s) => [document.querySelector(s).swiper.activeIndex, document.querySelector('.thumbs').swiper.activeIndex], SL), [0, 1]);
      // A carousel inside the gallery's second slide, with its own arrow beside it. A Tab onto
      // that arrow brings the gallery's slide into view; a key from it moves the inner one, not
      // the gallery; a focus on a button of the inner one's slide keeps the gallery where it is
      // (that slide is the inner carousel's, not one of the gallery's).
      await page.$eval(`${SL} .swiper-slide:nth-child(2)`, (slide) => {
        const wrap = slide.appendChild(document.createElement('div'));
        wrap.innerHTML = `<div class="swiper-container basic-swiper inner" data-swiper-option='{"loop":false}'><div class="swiper-wrapper">${[1, 2, 3].map((n) => `<div class="swiper-slide"><button type="button">Detail ${n}</button></div>`).join('')}</div></div><button type="button" class="arrow-indicator arrow-indicator--next inner-next"><span class="hidden">Next</span></button>`;
      });
      await page.waitForFunction(() => document.querySelector('.inner')?.swiper?.initialized && document.querySelector('.inner').dataset.autoplay, { timeout: 8000 });
      await page.focus('.inner-next');
      await waitIndex(page, 1);
      await page.keyboard.press('ArrowRight');
      const both = (page) => page.evaluate((s) => [document.querySelector(s).swiper.activeIndex, document.querySelector('.inner').swiper.activeIndex], SL);
      assert.deepEqual(await both(page), [1, 1]);
      await page.waitForFunction(() => !document.querySelector('.inner').swiper.animating, { timeout: 5000 });
      await page.focus('.inner .swiper-slide:nth-child(2) button');
      // The carousel reads a focus a frame after it arrives: two frames, then any move has started.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await settle(page);
      assert.deepEqual(await both(page), [1, 1]);
      clean(report);
    } finally {
      await close();
    }
  });

  it('mouse drag and touch swipe on a phone (375)', async () => {
    const { page, report, close } = await open('/uk/product/', { viewport: { width: 375, height: 800, hasTouch: true, isMobile: true } });
    try {
      await booted(page);
      await page.$eval('.pd-gallery', (el) => el.scrollIntoView({ block: 'center' }));
      await ready(page);
      await drag(page, -150, true);
      assert.equal(await index(page), 1);
      await drag(page, -150, true);
      assert.equal(await index(page), 2);
      await drag(page, 150, true);
      assert.equal(await index(page), 1);
      clean(report);
    } finally {
      await close();
    }
    const desk = await open('/uk/product/', { viewport: { width: 1440, height: 900 } });
    try {
      await booted(desk.page);
      await ready(desk.page);
      await drag(desk.page, -200);
      assert.equal(await index(desk.page), 1);
      await drag(desk.page, 200);
      assert.equal(await index(desk.page), 0);
      clean(desk.report);
    } finally {
      await desk.close();
    }
  });
});

describe('image slider on the ae_ar product page (right to left)', () => {
  it('slides and arrows are mirrored: Next sits left, Left key goes on, drag to the right goes on', async () => {
    const { page, report, close } = await open('/ae_ar/product/', { viewport: { width: 1440, height: 900 } });
    try {
      await booted(page);
      await ready(page);
      assert.equal(await page.$eval(SL, (el) => el.swiper.rtl), true);
      assert.equal(await page.$eval(NEXT, (b) => b.textContent.trim()), 'التالي');
      const prevBox = await (await page.$(PREV)).boundingBox();
      const nextBox = await (await page.$(NEXT)).boundingBox();
      assert.ok(nextBox.x < prevBox.x, `next at ${nextBox.x}, previous at ${prevBox.x}`);
      // The arrow icons are mirrored too.
      assert.notEqual(await page.$eval(`${NEXT} .icon`, (i) => getComputedStyle(i).transform), 'none');
      assert.equal(await disabled(page, PREV), true);
      await page.click(NEXT);
      await waitIndex(page, 1);
      // The second slide comes to sit where the first was: the strip moved to the right. Waited
      // for, not read at once: on a loaded machine the CSS transition can start a frame late,
      // after swiper already reports the move as ended (docs/rules.md §4 "Carousel").
      const where = () => page.$eval(SL, (el) => [el.querySelector('.swiper-slide:nth-child(2)').getBoundingClientRect().x, el.getBoundingClientRect().x]);
      const arrived = await page.waitForFunction((s) => {
        const el = document.querySelector(s);
        return Math.abs(el.querySelector('.swiper-slide:nth-child(2)').getBoundingClientRect().x - el.getBoundingClientRect().x) < 2;
      }, { timeout: 5000 }, SL).then(() => true, () => false);
      const [x1, x0] = await where();
      assert.ok(arrived, `slide 2 at ${x1}, slider at ${x0}`);
      await page.focus(NEXT);
      await page.keyboard.press('ArrowLeft');
      await waitIndex(page, 2);
      await page.keyboard.press('ArrowRight');
      await waitIndex(page, 1);
      await drag(page, 200);
      assert.equal(await index(page), 2);
      clean(report);
    } finally {
      await close();
    }
  });
});
