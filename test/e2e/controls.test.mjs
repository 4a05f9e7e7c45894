/**
 * The product page controls end to end (docs/rules.md §4, §5 "Keyboard", §9) on the uk
 * product template, left to right, and the ae_ar one, right to left. One page load per
 * widget and direction; assertions wait for states (the animation class, a scroll position),
 * never for time: the 300 ms tab lock is checked inside one task, where no timer can fire.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';

const MOBILE = { width: 375, height: 800, hasTouch: true, isMobile: true };

/** Scrolls `selector` into view and waits until `plugin` has mounted there. */
async function reach(page, selector, plugin) {
  await booted(page);
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForFunction((name) => window.storefront.mounted().includes(name), { timeout: 10_000 }, plugin);
}

const tabState = (page) =>
  page.evaluate(() => {
    const wrap = document.querySelector('.tab__list-wrap').getBoundingClientRect();
    const tabs = [...document.querySelectorAll('[role="tab"]')];
    const sel = tabs.find((t) => t.getAttribute('aria-selected') === 'true');
    const box = sel.getBoundingClientRect();
    return {
      selected: tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent),
      focused: document.activeElement?.textContent,
      panels: [...document.querySelectorAll('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id),
      prevDisabled: document.querySelector('.tab__arrow--prev').disabled,
      nextDisabled: document.querySelector('.tab__arrow--next').disabled,
      // Room between the selected tab and the strip's edges (docs/rules.md §9: 56 px margin).
      roomStart: Math.round(box.left - wrap.left),
      roomEnd: Math.round(wrap.right - box.right),
    };
  });
const notAnimating = (page) => page.waitForFunction(() => !document.querySelector('.tab--animating'), { timeout: 5000 });
/** Waits until the strip stopped scrolling (two frames with the same position). */
const settled = (page) =>
  page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const wrap = document.querySelector('.tab__list-wrap');
        const at = wrap.scrollLeft;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(wrap.scrollLeft === at)));
      }),
    { timeout: 5000, polling: 50 },
  );
async function press(page, key) {
  await notAnimating(page);
  await page.keyboard.press(key);
  await settled(page);
  return tabState(page);
}

describe('tabs (WAI-ARIA tabs, automatic activation)', () => {
  it('uk product, 375 px: click, tap, keys, the 300 ms lock, disabled tab, 56 px reveal, arrows', async () => {
    const { page, report, close } = await open('/uk/product/', { viewport: MOBILE });
    try {
      await reach(page, '[data-comp-name="tab"]', 'tabs');
      let state = await tabState(page);
      assert.deepEqual(state.selected, ['Overview']);
      assert.deepEqual(state.panels, ['pd-tabpanel-overview']);
      assert.equal(state.prevDisabled, true, 'at the start of the strip the previous arrow is disabled');
      assert.equal(state.nextDisabled, false);

      // Two clicks in one task: the second lands inside the 300 ms animation and is refused.
      const locked = await page.evaluate(() => {
        const tab = (name) => [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === name);
        tab('Specs').click();
        tab('Reviews').click();
        return { selected: document.querySelector('[aria-selected="true"]').textContent, animating: !!document.querySelector('.tab--animating') };
      });
      assert.deepEqual(locked, { selected: 'Specs', animating: true });
      await notAnimating(page);
      state = await tabState(page);
      assert.deepEqual(state.panels, ['pd-tabpanel-specs']);

      // Keys: Right/Left in reading order, Home/End, the disabled Trade-in skipped.
      await page.focus('#pd-tab-specs');
      assert.deepEqual((await press(page, 'ArrowRight')).selected, ['Reviews']);
      assert.deepEqual((await press(page, 'ArrowLeft')).selected, ['Specs']);
      state = await press(page, 'End');
      assert.deepEqual([state.selected, state.focused], [['FAQ'], 'FAQ']);
      assert.equal(state.nextDisabled, true, 'at the end of the strip the next arrow is disabled');
      assert.equal(state.prevDisabled, false);
      assert.ok(state.roomEnd >= 0, 'the last tab is fully in view');
      assert.deepEqual((await press(page, 'ArrowLeft')).selected, ['Samsung Care+']);
      assert.deepEqual((await press(page, 'ArrowLeft')).selected, ['Delivery'], 'Trade-in is disabled and skipped');
      state = await press(page, 'Home');
      assert.deepEqual(state.selected, ['Overview']);
      assert.equal(state.prevDisabled, true);
      assert.deepEqual((await press(page, 'ArrowLeft')).selected, ['FAQ'], 'Left from the first tab wraps to the last');
      await press(page, 'Home');

      // Reviews starts cut off at the strip's end edge: selecting it scrolls 56 px of room beside it.
      const cutBefore = await page.$eval('#pd-tab-reviews', (t) => t.getBoundingClientRect().right - document.querySelector('.tab__list-wrap').getBoundingClientRect().right);
      assert.ok(cutBefore > 0, 'Reviews is cut off before it is selected');
      await press(page, 'ArrowRight');
      state = await press(page, 'ArrowRight');
      assert.deepEqual(state.selected, ['Reviews']);
      assert.ok(Math.abs(state.roomEnd - 56) <= 1, `56 px beside the revealed tab, got ${state.roomEnd}`);
      await press(page, 'Home');

      // The next arrow scrolls the strip towards its end and enables the previous arrow.
      await page.click('.tab__arrow--next');
      await settled(page);
      state = await tabState(page);
      assert.equal(state.prevDisabled, false);
      assert.ok(await page.$eval('.tab__list-wrap', (w) => w.scrollLeft > 0));
      // A tap (touch) selects like a click.
      await page.$eval('#pd-tab-specs', (el) => el.scrollIntoView({ inline: 'center', block: 'nearest' }));
      await settled(page);
      await notAnimating(page);
      await page.tap('#pd-tab-specs');
      assert.deepEqual((await tabState(page)).selected, ['Specs']);
      await page.tap('#pd-tab-trade-in').catch(() => undefined);
      await notAnimating(page);
      assert.deepEqual((await tabState(page)).selected, ['Specs'], 'a tap on the disabled tab selects nothing');
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });

  it('ae_ar product, right to left: rendered arrows in Arabic, Left is next, the next arrow sits on the left', async () => {
    const { page, report, close } = await open('/ae_ar/product/', { viewport: MOBILE });
    try {
      await reach(page, '[data-comp-name="tab"]', 'tabs');
      // This strip asks for arrows without having any: the plugin renders them, in Arabic.
      await page.waitForFunction(() => document.querySelectorAll('.tab__arrow--rendered').length === 2 && document.querySelector('.tab__arrow--prev').textContent === 'السابق', { timeout: 5000 });
      assert.equal(await page.$eval('.tab__arrow--next', (b) => b.textContent), 'التالي');
      const [prev, next] = await page.$$eval('.tab__arrow--prev, .tab__arrow--next', (els) => els.map((e) => e.getBoundingClientRect().left));
      assert.ok(next < prev, 'the next arrow is on the left of the previous arrow');
      let state = await tabState(page);
      assert.equal(state.prevDisabled, true);
      assert.equal(state.nextDisabled, false);
      await page.focus('#pd-tab-overview');
      assert.deepEqual((await press(page, 'ArrowLeft')).selected, ['Specs']);
      assert.deepEqual((await press(page, 'ArrowRight')).selected, ['Overview']);
      state = await press(page, 'End');
      assert.deepEqual(state.selected, ['FAQ']);
      assert.equal(state.nextDisabled, true);
      await page.click('.tab__arrow--prev');
      await settled(page);
      assert.equal((await tabState(page)).nextDisabled, false, 'the previous arrow scrolled back towards the start');
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });
});
