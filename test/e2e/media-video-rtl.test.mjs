/**
 * Video widgets on a right-to-left page (docs/rules.md §2 "Video widgets") on the ae_ar home:
 * the film plays only while in view; its play/pause button sits at the reading start (the
 * right), is named in Arabic and works by mouse and keyboard; the clip with the browser's own
 * controls waits for the shopper, stops at its end and plays again at the next press.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';

const FILM = '.media-videos__item--film .video-widget';
const CLIP = '.media-videos__item--clip .video-widget';
const state = (page, sel) => page.$eval(sel, (el) => el.dataset.videoState ?? null);
const waitState = (page, sel, want) => page.waitForFunction((s, w) => document.querySelector(s)?.dataset.videoState === w, { timeout: 8000 }, sel, want);
const paused = (page, sel) => page.$eval(`${sel} video`, (v) => v.paused);

for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 800 }]) {
  describe(`video widgets on the ae_ar home at ${viewport.width}`, () => {
    it('the film plays while in view and pauses outside; the button is on the right, named in Arabic, and toggles', async () => {
      const { page, report, close } = await open('/ae_ar/', { viewport });
      try {
        await booted(page);
        assert.equal(await state(page, FILM), null);
        await page.$eval(FILM, (el) => el.scrollIntoView({ block: 'center' }));
        await waitState(page, FILM, 'play');
        assert.equal(await paused(page, FILM), false);
        // Mirrored: the button sits at the widget's right-hand (reading start) corner.
        const box = await page.$eval(FILM, (el) => el.getBoundingClientRect().toJSON());
        const button = await page.$eval(`${FILM} .video-widget__toggle`, (el) => el.getBoundingClientRect().toJSON());
        assert.ok(button.x > box.x + box.width / 2, `button at ${button.x}, widget ${box.x}+${box.width}`);
        assert.ok(box.x + box.width - (button.x + button.width) <= 24, 'the button sits at the right edge');
        assert.equal(await page.$eval(`${FILM} .video-widget__toggle`, (b) => b.getAttribute('aria-label')), 'إيقاف الفيديو مؤقتًا: Galaxy S25 Ultra: الفيلم');
        await page.click(`${FILM} .video-widget__toggle`);
        await waitState(page, FILM, 'pause');
        assert.equal(await paused(page, FILM), true);
        assert.equal(await page.$eval(`${FILM} .video-widget__toggle`, (b) => b.getAttribute('aria-label')), 'تشغيل الفيديو: Galaxy S25 Ultra: الفيلم');
        await page.focus(`${FILM} .video-widget__toggle`);
        await page.keyboard.press('Enter');
        await waitState(page, FILM, 'play');
        // Out of view it pauses; back in view it plays.
        await page.evaluate(() => window.scrollTo(0, 0));
        await waitState(page, FILM, 'pause');
        await page.$eval(FILM, (el) => el.scrollIntoView({ block: 'center' }));
        await waitState(page, FILM, 'play');
        // The clip (no scroll-play, no autoplay) waits for the shopper, then plays by its button.
        await page.$eval(CLIP, (el) => el.scrollIntoView({ block: 'center' }));
        await page.waitForFunction((s) => document.querySelector(s)?.dataset.videoState, { timeout: 8000 }, CLIP);
        assert.equal(await state(page, CLIP), 'stop');
        assert.equal(await page.$eval(`${CLIP} video`, (v) => v.controls), true);
        // Under its poster the clip's own controls are no Tab stop; playing, they are, just
        // before the widget's button.
        const beforeButton = async () => {
          await page.focus(`${CLIP} .video-widget__toggle`);
          await page.keyboard.down('Shift');
          await page.keyboard.press('Tab');
          await page.keyboard.up('Shift');
          return page.$eval(CLIP, (w) => w.querySelector('video') === document.activeElement);
        };
        assert.equal(await beforeButton(), false);
        await page.click(`${CLIP} .video-widget__toggle`);
        await waitState(page, CLIP, 'play');
        assert.equal(await paused(page, CLIP), false);
        assert.equal(await beforeButton(), true);
        // It does not loop: at its end it stops, the button offers play, and a press plays it
        // again (at one width: the film's end does not depend on it).
        if (viewport.width > 1000) {
          await waitState(page, CLIP, 'stop');
          assert.equal(await page.$eval(`${CLIP} .video-widget__toggle`, (b) => b.getAttribute('aria-label')), 'تشغيل الفيديو: Galaxy Z Fold7: نظرة أولى');
          await page.click(`${CLIP} .video-widget__toggle`);
          await waitState(page, CLIP, 'play');
          assert.equal(await paused(page, CLIP), false);
        }
        assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
      } finally {
        await close();
      }
    });
  });
}
