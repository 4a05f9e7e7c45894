/**
 * Video widgets end to end (docs/rules.md §2 "Video widgets", §4) on the uk home: the film plays
 * only while in view and pauses outside, its button plays and pauses with a name that says
 * which, and shows its captions; reduced motion starts nothing; the YouTube stand-in script is requested only when its
 * widget is about to be seen, once; a player script that fails keeps the poster with a warning.
 */
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';
import { backend } from './gates/kit.mjs';

const FILM = '.media-videos__item--film .video-widget';
const YT = '.media-videos__item--youtube .video-widget';
const playerRequests = async () => (await backend('GET', `/__backend/requests?path=${encodeURIComponent('/video-players/youtube.js')}&method=GET`)).requests;
const state = (page, sel) => page.$eval(sel, (el) => el.dataset.videoState ?? null);
const waitState = (page, sel, want) => page.waitForFunction((s, w) => document.querySelector(s)?.dataset.videoState === w, { timeout: 8000 }, sel, want);
const paused = (page, sel) => page.$eval(`${sel} video`, (v) => v.paused);

describe('video widgets on the uk home', () => {
  before(() => backend('POST', '/__backend/reset'));

  it('the film plays only while in view; the button pauses and plays it by name; no player script until the YouTube widget nears', async () => {
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      // Far below the fold: not mounted, no player script asked for.
      assert.equal(await state(page, FILM), null);
      assert.equal((await playerRequests()).length, 0);
      await page.$eval(FILM, (el) => el.scrollIntoView({ block: 'center' }));
      await waitState(page, FILM, 'play');
      assert.equal(await paused(page, FILM), false);
      assert.equal(await page.$eval(`${FILM} video`, (v) => v.muted && v.loop), true);
      assert.equal(await page.$eval(FILM, (el) => el.classList.contains('video-widget--16x9') && el.classList.contains('video-widget--playing')), true);
      assert.equal(await page.$eval(`${FILM} .video-widget__toggle`, (b) => b.getAttribute('aria-label')), 'Pause video: Galaxy S25 Ultra: the film');
      // Its captions (the page's own WebVTT file) show from the start, in the page's language.
      await page.waitForFunction((s) => document.querySelector(`${s} video`).textTracks[0]?.cues?.length > 0, { timeout: 8000 }, FILM);
      assert.deepEqual(
        await page.$eval(`${FILM} video track`, (t) => [t.kind, t.srclang, t.track.mode, t.track.cues.length, t.track.cues[0].text]),
        ['captions', 'en-GB', 'showing', 2, 'Galaxy S25 Ultra, in titanium.'],
      );
      // Out of view: paused by scroll-play; back in view: playing again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitState(page, FILM, 'pause');
      assert.equal(await paused(page, FILM), true);
      await page.$eval(FILM, (el) => el.scrollIntoView({ block: 'center' }));
      await waitState(page, FILM, 'play');
      // The shopper's pause holds in view; their play resumes it.
      await page.click(`${FILM} .video-widget__toggle`);
      await waitState(page, FILM, 'pause');
      assert.equal(await page.$eval(`${FILM} .video-widget__toggle`, (b) => b.getAttribute('aria-label')), 'Play video: Galaxy S25 Ultra: the film');
      await page.focus(`${FILM} .video-widget__toggle`);
      await page.keyboard.press('Enter');
      await waitState(page, FILM, 'play');
      // Paused by its own controls (a pause the widget did not ask for), the shopper's pause holds
      // out of view and back in view, as the button's does. Played by them, it is the shopper's
      // play: scroll-play still pauses it out of view.
      const frames = (n) => page.evaluate((n) => new Promise((done) => { const next = (k) => (k ? requestAnimationFrame(() => next(k - 1)) : done()); next(n); }), n);
      await page.$eval(`${FILM} video`, (v) => v.pause());
      await waitState(page, FILM, 'pause');
      await page.evaluate(() => window.scrollTo(0, 0));
      await frames(4);
      await page.$eval(FILM, (el) => el.scrollIntoView({ block: 'center' }));
      await frames(6);
      assert.deepEqual([await state(page, FILM), await paused(page, FILM)], ['pause', true]);
      await page.$eval(`${FILM} video`, (v) => v.play());
      await waitState(page, FILM, 'play');
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitState(page, FILM, 'pause');
      assert.equal(await paused(page, FILM), true);
      await page.$eval(FILM, (el) => el.scrollIntoView({ block: 'center' }));
      await waitState(page, FILM, 'play');
      // The YouTube widget sits beside the film: in view, its stand-in script loaded once.
      await page.waitForSelector(`${YT} video[data-player="youtube"]`, { timeout: 8000 });
      assert.equal((await playerRequests()).length, 1);
      // Its frame replaced the slot it was given, not the widget's player box: it fills that box.
      assert.deepEqual(
        await page.$eval(YT, (el) => {
          const box = el.querySelector('.video-widget__player')?.getBoundingClientRect();
          const frame = el.querySelector('.video-widget__player > .stand-in-player-frame')?.getBoundingClientRect();
          return box && frame ? [frame.width > 200, frame.width === box.width, frame.height === box.height] : null;
        }),
        [true, true, true],
      );
      assert.equal(await state(page, YT), 'stop');
      // Stopped under its poster, the player's own controls are no hidden Tab stops (docs/rules.md §4 "Video widgets").
      const ytShown = () => page.$eval(`${YT} video`, (v) => v.checkVisibility({ visibilityProperty: true }));
      assert.equal(await ytShown(), false, 'the stopped YouTube player can be reached under its poster');
      // Its live shopping window (2030) is still ahead: the status says so.
      assert.equal(await page.$eval(YT, (el) => el.dataset.liveStatus), 'before');
      assert.equal(await page.$eval(`${YT} .video-widget__live[role="status"]`, (p) => p.textContent), 'Live shopping starts soon');
      await page.click(`${YT} .video-widget__toggle`);
      await waitState(page, YT, 'play');
      assert.equal(await paused(page, YT), false);
      assert.equal(await ytShown(), true);
      await page.click(`${YT} .video-widget__toggle`);
      await waitState(page, YT, 'pause');
      assert.equal(await paused(page, YT), true);
      // Its player's end (onStateChange 0) stops the widget; the next press plays it again.
      await page.click(`${YT} .video-widget__toggle`);
      await waitState(page, YT, 'stop');
      assert.equal(await page.$eval(`${YT} .video-widget__toggle`, (b) => b.getAttribute('aria-label')), 'Play video: Galaxy S25 Ultra: hands on');
      await page.click(`${YT} .video-widget__toggle`);
      await waitState(page, YT, 'play');
      assert.equal(await paused(page, YT), false);
      assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
    } finally {
      await close();
    }
  });

  it('with reduced motion nothing starts by itself; the button still plays', async () => {
    const { page, close } = await open('/uk/', { beforeLoad: (p) => p.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]) });
    try {
      await booted(page);
      await page.$eval(FILM, (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction((s) => document.querySelector(s)?.dataset.videoState, { timeout: 8000 }, FILM);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal(await state(page, FILM), 'stop');
      assert.equal(await paused(page, FILM), true);
      await page.click(`${FILM} .video-widget__toggle`);
      await waitState(page, FILM, 'play');
    } finally {
      await close();
    }
  });

  it('a player script that fails to load keeps the poster, with a warning; the film still plays, without the captions that failed too', async () => {
    await backend('POST', '/__backend/faults', { path: '/video-players/youtube.js', mode: '500', times: 1 });
    await backend('POST', '/__backend/faults', { path: '*/video/film-16x9.en.vtt', mode: '500', times: 1 });
    const { page, report, close } = await open('/uk/', { viewport: { width: 375, height: 800 } });
    try {
      await booted(page);
      await page.$eval(YT, (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction((s) => document.querySelector(s)?.classList.contains('video-widget--failed'), { timeout: 8000 }, YT);
      assert.equal(await page.$eval(`${YT} .video-widget__poster`, (img) => getComputedStyle(img).opacity), '1');
      // The button stays, unavailable, so a focus on it would stay where it was.
      assert.deepEqual(await page.$eval(`${YT} .video-widget__toggle`, (b) => [b.getAttribute('aria-disabled'), b.getAttribute('aria-label')]), ['true', 'Video unavailable: Galaxy S25 Ultra: hands on']);
      assert.ok(report.console.some((m) => /^warn(ing)?: storefront: plugin "video": the player script .*youtube\.js failed to load; the poster stays$/.test(m)), report.console.join('\n'));
      await page.$eval(FILM, (el) => el.scrollIntoView({ block: 'center' }));
      await waitState(page, FILM, 'play');
      // A captions file that fails is said, with the field named; the film plays on.
      await page.waitForFunction(() => document.querySelector('.media-videos__item--film video track')?.readyState === 3, { timeout: 8000 });
      // (The address is cut at 80 characters, as in every warning.)
      const noCaptions = /^warn(ing)?: storefront: plugin "video": video\.caption \/etc\.clientlibs\/samsung\/\S+ could not be loaded; the video plays without captions$/;
      // The console message travels to the test apart from the page's state: a few frames for it.
      for (let i = 0; i < 120 && !report.console.some((m) => noCaptions.test(m)); i++) await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      assert.ok(report.console.some((m) => noCaptions.test(m)), report.console.join('\n'));
      assert.equal(await paused(page, FILM), false);
    } finally {
      await close();
      await backend('DELETE', '/__backend/faults');
    }
  });
});
