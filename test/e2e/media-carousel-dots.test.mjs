/**
 * The carousels' dot indicators in the browser (docs/rules.md §2 "Carousel", §9: at most 7
 * dots, scaled 0.5 / 0.75 / 1): the key visual's page dots follow its autoplay and take clicks,
 * one selected at a time, each named by its slide; the product carousel's own dots move the
 * carousel and recentre their window of 7 on the slide a dot brings into view, in both
 * directions, on a phone as on a desktop.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';

const KV = '.home-kv-carousel .swiper-container';
const PC = '.product-carousel .swiper-container';
const KV_DOTS = '.home-kv-carousel .indicator__dot';
const selected = (page) => page.$$eval(KV_DOTS, (ds) => ds.map((d) => d.getAttribute('aria-selected')));
const waitSelected = (page, i) => page.waitForFunction((s, n) => [...document.querySelectorAll(s)].map((d) => d.getAttribute('aria-selected')).join() === ['false', 'false', 'false'].map((v, k) => (k === n ? 'true' : v)).join(), { timeout: 12_000 }, KV_DOTS, i);
const scales = (page) => page.$$eval(`${PC} .swiper-pagination-bullet`, (ds) => ds.map((d) => Number(d.dataset.scale)));

describe('carousel dot indicators', () => {
  it("key visual: the page's dots follow the autoplay, take a click and the arrow keys, one selected and one Tab stop, each named by its slide", async () => {
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      await page.waitForFunction((s) => document.querySelector(s)?.swiper && document.querySelector(s).dataset.autoplay === 'running', { timeout: 8000 }, KV);
      await page.mouse.move(5, 850);
      assert.deepEqual(await selected(page), ['true', 'false', 'false']);
      assert.deepEqual(await page.$$eval(KV_DOTS, (ds) => ds.map((d) => d.textContent.trim())), ['Galaxy Z Fold7', 'Galaxy S25 Ultra', 'Galaxy Watch8']);
      // The autoplay moves on by itself: the next dot becomes the selected one.
      await waitSelected(page, 1);
      assert.equal(await page.$eval(KV, (el) => el.swiper.realIndex), 1);
      // A click on the last dot brings its slide; a click on the first wraps back.
      await page.click('.home-kv-carousel .indicator__item:nth-child(3) .indicator__dot');
      await page.waitForFunction((s) => document.querySelector(s).swiper.realIndex === 2, { timeout: 5000 }, KV);
      await waitSelected(page, 2);
      await page.click('.home-kv-carousel .indicator__item:nth-child(1) .indicator__dot');
      await page.waitForFunction((s) => document.querySelector(s).swiper.realIndex === 0, { timeout: 5000 }, KV);
      await waitSelected(page, 0);
      // The dots are tabs: one Tab stop, the selected one, and the focus follows the arrow keys.
      // (Each key here waits for the last move to end, so that the focus is checked on each dot.)
      const still = () => page.waitForFunction((s) => !document.querySelector(s).swiper.animating, { timeout: 5000 }, KV);
      assert.deepEqual(await page.$$eval(KV_DOTS, (ds) => ds.map((d) => d.tabIndex)), [0, -1, -1]);
      await still();
      await page.keyboard.press('ArrowRight');
      await waitSelected(page, 1);
      await page.waitForFunction((s) => document.activeElement === document.querySelectorAll(s)[1], { timeout: 5000 }, KV_DOTS);
      assert.deepEqual(await page.$$eval(KV_DOTS, (ds) => ds.map((d) => d.tabIndex)), [-1, 0, -1]);
      await still();
      await page.keyboard.press('ArrowLeft');
      await waitSelected(page, 0);
      await page.waitForFunction((s) => document.activeElement === document.querySelectorAll(s)[0], { timeout: 5000 }, KV_DOTS);
      await still();
      await page.keyboard.press('ArrowLeft');
      await waitSelected(page, 2);
      await page.waitForFunction((s) => document.activeElement === document.querySelectorAll(s)[2], { timeout: 5000 }, KV_DOTS);
      // Two presses in one task, the second while the slides still move: swiper alone drops it
      // on a loop; both count, the second once the first move has ended, and no more.
      await still();
      await page.evaluate(() => {
        for (let i = 0; i < 2; i++) document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
      });
      await waitSelected(page, 1);
      await still();
      assert.equal(await page.$eval(KV, (el) => el.swiper.realIndex), 1);
      await page.waitForFunction((s) => document.activeElement === document.querySelectorAll(s)[1], { timeout: 5000 }, KV_DOTS);
      assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
    } finally {
      await close();
    }
  });

  it('product carousel on a phone: 12 slides, 7 dots; a dot click moves the carousel and the window follows both ways', async () => {
    const { page, report, close } = await open('/uk/', { viewport: { width: 375, height: 800 } });
    try {
      await booted(page);
      await page.$eval('.product-carousel', (s) => s.scrollIntoView({ block: 'center' }));
      // Started, and its play/stop button bound (data-state), which comes with a render after the start.
      await page.waitForFunction((s) => document.querySelector(s)?.swiper && document.querySelector(s).dataset.autoplay && document.querySelector('.product-carousel .indicator__controls')?.dataset.state, { timeout: 8000 }, PC);
      await page.$eval('.product-carousel .indicator__controls', (b) => b.click()); // stop the autoplay: the dots then move only by hand
      await page.waitForFunction((s) => document.querySelector(s).dataset.autoplay === 'stopped', { timeout: 5000 }, PC);
      await page.$eval(PC, (el) => el.swiper.slideTo(0, 0));
      await page.waitForFunction((s) => document.querySelectorAll(`${s} .swiper-pagination-bullet`).length === 7, { timeout: 5000 }, PC);
      assert.deepEqual(await scales(page), [1, 1, 1, 1, 1, 0.75, 0.5]);
      // The last visible dot stands for slide 7 (index 6): clicking it centres the window there.
      await page.$$eval(`${PC} .swiper-pagination-bullet`, (ds) => ds[6].click());
      await page.waitForFunction((s) => document.querySelector(s).swiper.snapIndex === 6, { timeout: 5000 }, PC);
      await page.waitForFunction((s) => [...document.querySelectorAll(`${s} .swiper-pagination-bullet`)].map((d) => d.dataset.scale).join() === '0.5,0.75,1,1,1,0.75,0.5', { timeout: 5000 }, PC);
      // The first visible dot takes it back the other way.
      await page.$$eval(`${PC} .swiper-pagination-bullet`, (ds) => ds[0].click());
      await page.waitForFunction((s) => document.querySelector(s).swiper.snapIndex === 3, { timeout: 5000 }, PC);
      assert.equal(await page.$$eval(`${PC} .swiper-pagination-bullet`, (ds) => ds.length), 7);
      assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
    } finally {
      await close();
    }
  });
});
