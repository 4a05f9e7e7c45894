/**
 * Brightcove and Aparat widgets end to end (docs/rules.md §2 "Video widgets") on the uk home's
 * "More to watch" section: each stand-in player script is asked for only once its widget comes
 * near (the backend's request log before and after scrolling), with the account and player
 * ids of the page's player table (the country row of the video's countryCode); the players play, and one that ends stops its widget until
 * the next press; a player script that fails keeps the
 * poster, with a warning, and the other widget still plays.
 */
import { describe, it, before, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';
import { backend } from './gates/kit.mjs';

const SECTION = '.media-videos--partners';
const BC = '.media-videos__item--brightcove .video-widget';
const AP = '.media-videos__item--aparat .video-widget';
const requests = async (type) => (await backend('GET', `/__backend/requests?path=${encodeURIComponent(`/video-players/${type}.js`)}&method=GET`)).requests;
/** Whether the player's own video can be seen (and so reached by Tab): not while the widget is stopped under its poster. */
const playerShown = (page, sel) => page.$eval(`${sel} video`, (v) => v.checkVisibility({ visibilityProperty: true }));
const waitState = (page, sel, want) => page.waitForFunction((s, w) => document.querySelector(s)?.dataset.videoState === w, { timeout: 8000 }, sel, want);
const warned = (report, type) => report.console.some((m) => new RegExp(`^warn(ing)?: storefront: plugin "video": the player script .*${type}\\.js.* failed to load; the poster stays$`).test(m));

describe('Brightcove and Aparat widgets on the uk home', () => {
  before(() => backend('POST', '/__backend/reset'));
  afterEach(() => backend('DELETE', '/__backend/faults'));

  it('player scripts only when the section nears, once each, with the table ids; both play', async () => {
    await backend('DELETE', '/__backend/requests');
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      // At the top of the page: neither script asked for, the posters show.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal((await requests('brightcove')).length, 0);
      assert.equal((await requests('aparat')).length, 0);
      assert.equal(await page.$(`${BC} video`), null);
      await page.$eval(SECTION, (s) => s.scrollIntoView({ block: 'center' }));
      await page.waitForSelector(`${BC} video[data-player="brightcove"]`, { timeout: 8000 });
      await page.waitForSelector(`${AP} video[data-player="aparat"]`, { timeout: 8000 });
      const [bc] = await requests('brightcove');
      // The Irish account's film (its data's countryCode IE): that country's row of the table.
      assert.deepEqual(bc.query, { account: '6415518627002', player: 'ie-store' });
      const aparat = await requests('aparat');
      assert.equal(aparat.length, 1);
      assert.equal(aparat[0].query.id, 'sfWatch8');
      // Brightcove: the widget's button drives the player.
      await page.waitForFunction((s) => document.querySelector(s)?.dataset.videoState === 'stop' && document.querySelector(`${s} .video-widget__toggle`), { timeout: 8000 }, BC);
      // Stopped under its poster, the player's own controls are no hidden Tab stops (docs/rules.md §4 "Video widgets").
      assert.equal(await playerShown(page, BC), false, 'the stopped Brightcove player can be reached under its poster');
      await page.click(`${BC} .video-widget__toggle`);
      await waitState(page, BC, 'play');
      assert.equal(await playerShown(page, BC), true);
      await page.waitForFunction((s) => !document.querySelector(`${s} video`).paused, { timeout: 8000 }, BC);
      await page.click(`${BC} .video-widget__toggle`);
      await waitState(page, BC, 'pause');
      assert.equal(await page.$eval(`${BC} video`, (v) => v.paused), true);
      // The player's own end (it does not loop) stops the widget, and the next press plays it again.
      await page.click(`${BC} .video-widget__toggle`);
      await waitState(page, BC, 'stop');
      assert.equal(await page.$eval(`${BC} .video-widget__toggle`, (b) => b.getAttribute('aria-label')), 'Play video: Galaxy Z Fold7: unboxing');
      assert.equal(await playerShown(page, BC), false, 'the ended Brightcove player can be reached under its poster');
      await page.click(`${BC} .video-widget__toggle`);
      await waitState(page, BC, 'play');
      await page.waitForFunction((s) => !document.querySelector(`${s} video`).paused, { timeout: 8000 }, BC);
      // Aparat plays with its own controls (the widget draws no button over it).
      assert.equal(await page.$(`${AP} .video-widget__toggle`), null);
      assert.equal(await playerShown(page, AP), true, 'the Aparat player, over its poster, shows');
      assert.equal(await page.$eval(`${AP} video`, (v) => v.controls), true);
      await page.$eval(`${AP} video`, (v) => {
        v.muted = true;
        return v.play();
      });
      await page.waitForFunction((s) => { const v = document.querySelector(`${s} video`); return !v.paused && v.currentTime > 0; }, { timeout: 8000 }, AP);
      // Scrolling away and back asks for nothing more.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.$eval(SECTION, (s) => s.scrollIntoView({ block: 'center' }));
      assert.equal((await requests('brightcove')).length, 1);
      assert.equal((await requests('aparat')).length, 1);
      // Two accounts on one page. A video of the page's own country loads the site's own player
      // script, which defines window.bc anew; an Irish video added after it still plays on the
      // Irish script's player, not on the last one loaded.
      const add = (name, data) =>
        page.evaluate((name, data) => {
          const item = document.createElement('figure');
          item.className = `media-videos__item ${name}`;
          const widget = item.appendChild(document.createElement('div'));
          widget.className = 'video-widget';
          const json = widget.appendChild(document.createElement('script'));
          json.type = 'application/json';
          json.textContent = JSON.stringify(data);
          document.querySelector('.media-videos--partners .media-videos__item--brightcove').after(item);
          item.scrollIntoView({ block: 'center' });
        }, name, data);
      await add('extra-gb', { type: 'brightcove', id: 'sf-gb-extra', controls: true, title: 'Galaxy S25: the page country' });
      await page.waitForSelector('.extra-gb video[data-player="brightcove"]', { timeout: 8000 });
      await add('extra-ie', { type: 'brightcove', id: 'sf-ie-extra', controls: true, title: 'Galaxy Z Fold7: an Irish film', countryCode: 'IE' });
      await page.waitForSelector('.extra-ie video[data-player="brightcove"]', { timeout: 8000 });
      assert.deepEqual(
        await page.$$eval('.media-videos--partners video[data-player="brightcove"]', (vs) => vs.map((v) => `${v.closest('.media-videos__item').className.split(' ').pop()} ${v.dataset.account}`)),
        ['media-videos__item--brightcove 6415518627002', 'extra-ie 6415518627002', 'extra-gb 6415518627001'],
      );
      assert.equal((await requests('brightcove')).length, 2);
      assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
    } finally {
      await close();
    }
  });

  for (const [type, failing, other] of [['brightcove', BC, AP], ['aparat', AP, BC]]) {
    it(`a failing ${type} player script keeps its poster, with a warning; the other player still arrives`, async () => {
      await backend('POST', '/__backend/faults', { path: `/video-players/${type}.js`, mode: '500', times: 1 });
      const { page, report, close } = await open('/uk/', { viewport: { width: 375, height: 800 } });
      try {
        await booted(page);
        await page.$eval(failing, (el) => el.scrollIntoView({ block: 'center' }));
        await page.waitForFunction((s) => document.querySelector(s)?.classList.contains('video-widget--failed'), { timeout: 8000 }, failing);
        assert.equal(await page.$eval(`${failing} .video-widget__poster`, (img) => getComputedStyle(img).opacity), '1');
        assert.equal(await page.$(`${failing} video`), null);
        // Aparat's own controls drive it: no button. Brightcove's stays, unavailable.
        const toggle = await page.$eval(failing, (el) => el.querySelector('.video-widget__toggle') && [el.querySelector('.video-widget__toggle').getAttribute('aria-disabled'), el.querySelector('.video-widget__toggle').getAttribute('aria-label')]);
        assert.deepEqual(toggle, type === 'aparat' ? null : ['true', 'Video unavailable: Galaxy Z Fold7: unboxing']);
        assert.ok(warned(report, type), report.console.join('\n'));
        await page.$eval(other, (el) => el.scrollIntoView({ block: 'center' }));
        await page.waitForSelector(`${other} video[data-player]`, { timeout: 8000 });
        assert.deepEqual([report.pageErrors, report.violations], [[], []]);
      } finally {
        await close();
      }
    });
  }
});
