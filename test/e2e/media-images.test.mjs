/**
 * Responsive and lazy images end to end (docs/rules.md §9) on the uk home: nothing loads far
 * below the fold; within the 200 px margin the preview, then the main image load, once, at the
 * width the viewport and pixel ratio call for, with no layout shift; in a carousel, the next
 * slide's image loads before the slide comes into view.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted, env } from './harness.mjs';

const MAIN = '.media-images .image__main';
const PC_SLIDE = '.product-carousel .swiper-slide';
const requests = async (part) => {
  const { server } = await env();
  return (await (await fetch(new URL(`/__backend/requests?path=${encodeURIComponent(part)}`, server.url))).json()).requests.map((r) => r.path + (r.query && Object.keys(r.query).length ? `?${new URLSearchParams(r.query)}` : ''));
};

describe('lazy images on the uk home', () => {
  it('desktop 1280 at 1×: loads only within the margin, preview then the 768 desktop file, once, no shift', async () => {
    const { server } = await env();
    await fetch(new URL('/__backend/reset', server.url), { method: 'POST' });
    const { page, report, close } = await open('/uk/', {
      beforeLoad: (p) => p.evaluateOnNewDocument(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (e.sources?.some((s) => s.node?.closest?.('.media-images'))) window.__shift += e.value; })).observe({ type: 'layout-shift', buffered: true });
      }),
    });
    try {
      await booted(page);
      await page.waitForFunction(() => document.querySelector('.home-kv-carousel .swiper-container')?.dataset.autoplay, { timeout: 8000 });
      assert.equal(await page.$eval(MAIN, (i) => i.getAttribute('src')), null);
      // Just outside the 200 px margin: still nothing.
      await page.$eval('.media-images__item', (el) => window.scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight - 260));
      await page.waitForFunction(() => window.storefront.mounted().includes('carousel'), { timeout: 5000 });
      assert.equal(await page.$eval(MAIN, (i) => i.getAttribute('src')), null);
      // Within it (150 px below the fold): it loads, preview first.
      await page.$eval('.media-images__item', (el) => window.scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight - 150));
      await page.waitForFunction((s) => document.querySelector(s).closest('.image').classList.contains('image--loaded'), { timeout: 8000 }, MAIN);
      assert.match(await page.$eval(MAIN, (i) => i.getAttribute('src')), /lifestyle-desktop\.png\?\$768_PNG\$$/);
      assert.match(await page.$eval('.media-images .image__preview', (i) => i.getAttribute('src')), /lifestyle-preview\.png/);
      await page.$eval('.media-images__item', (el) => el.scrollIntoView());
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal((await requests('lifestyle-desktop.png')).length, 1);
      assert.equal((await requests('lifestyle-mobile.png')).length, 0);
      assert.equal(await page.evaluate(() => window.__shift), 0);
      assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
    } finally {
      await close();
    }
  });

  it('carousel slides: the next slide’s image loads before it slides in, the ones beyond it do not', async () => {
    // The product carousel shows 3 of 12 slides at 1280 px; its track clips the others, which
    // the 200 px margin still reaches past the clip's edge (docs/rules.md §9). No autoplay
    // (reduced motion): the slides move only when the test moves them.
    const { page, report, close } = await open('/uk/', { beforeLoad: (p) => p.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]) });
    const loaded = (p) => p.$$eval(`${PC_SLIDE} .image__main`, (imgs) => imgs.map((i, n) => (i.getAttribute('src') ? n : -1)).filter((n) => n >= 0));
    try {
      await booted(page);
      await page.$eval('.product-carousel', (s) => s.scrollIntoView({ block: 'center' }));
      await page.waitForFunction((s) => document.querySelector(s)?.swiper?.initialized, { timeout: 8000 }, '.product-carousel .swiper-container');
      // The fourth slide sits just past the track's right edge, clipped: it loads all the same.
      await page.waitForFunction((s) => document.querySelectorAll(s)[3]?.closest('.image').classList.contains('image--loaded'), { timeout: 8000 }, `${PC_SLIDE} .image__main`);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.deepEqual(await loaded(page), [0, 1, 2, 3]);
      // One step on: the fifth is now the next one in, and it loads; the sixth still waits.
      await page.click('.product-carousel .arrow-indicator--next');
      await page.waitForFunction((s) => document.querySelectorAll(s)[4]?.closest('.image').classList.contains('image--loaded'), { timeout: 8000 }, `${PC_SLIDE} .image__main`);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.deepEqual(await loaded(page), [0, 1, 2, 3, 4]);
      assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
    } finally {
      await close();
    }
  });

  it('mobile 375 at 2×: the mobile file at the retina width 768', async () => {
    const { page, close } = await open('/uk/', { viewport: { width: 375, height: 800, deviceScaleFactor: 2 } });
    try {
      await booted(page);
      await page.$eval('.media-images__item', (el) => el.scrollIntoView());
      await page.waitForFunction((s) => document.querySelector(s).getAttribute('src'), { timeout: 8000 }, MAIN);
      assert.match(await page.$eval(MAIN, (i) => i.getAttribute('src')), /lifestyle-mobile\.png\?\$768_PNG\$$/);
    } finally {
      await close();
    }
  });
});
