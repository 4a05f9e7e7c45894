/**
 * The label indicator end to end (docs/rules.md §2 "Indicator", §4 "Indicator rolling") on the uk home: it
 * rolls by itself after each item's delay, takes clicks and keys, holds while the pointer or
 * the focus is on it, and without infinite rolling deselects after its last item and stops, its
 * control then offering to play.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';

const ROOT = '.feature-indicator .indicator';
const index = (page) => page.$eval(ROOT, (el) => el.dataset.selectedIndex);
const waitIndex = (page, want, timeout = 10_000) => page.waitForFunction((s, w) => document.querySelector(s)?.dataset.selectedIndex === w, { timeout }, ROOT, want);
const shownPanels = (page) => page.$$eval('.feature-indicator__panel', (ps) => ps.map((p) => !p.hidden));

describe('label indicator on the uk home', () => {
  it('rolls, takes clicks and keys, holds under the pointer and the focus, deselects after the last item without infinite rolling', async () => {
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      assert.equal(await page.$eval(ROOT, (el) => el.dataset.selectedIndex), undefined); // not loaded far below the fold
      await page.$eval('.feature-indicator', (s) => s.scrollIntoView({ block: 'center' }));
      await waitIndex(page, '0');
      assert.equal(await page.$eval(`${ROOT} .indicator__controls`, (b) => b.textContent), 'Stop automatic slide show');
      await waitIndex(page, '1');
      assert.deepEqual(await shownPanels(page), [false, true, false]);
      // The items carry the tag manager's attributes, copied from their panels and the options.
      assert.deepEqual(await page.$eval('#feature-tab-2', (b) => ['an-tr', 'an-ca', 'an-ac', 'an-la'].map((n) => b.getAttribute(n))), ['ho02_feature indicator-home-tab-feature', 'indication', 'feature indicator', 'galaxy ai:live translate']);

      await page.click('#feature-tab-1');
      await waitIndex(page, '0');
      assert.deepEqual(await shownPanels(page), [true, false, false]);
      await page.keyboard.press('End');
      await waitIndex(page, '2');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'feature-tab-3');
      assert.deepEqual(await page.$$eval(`${ROOT} [role=tab]`, (ts) => ts.map((t) => `${t.getAttribute('aria-selected')}/${t.tabIndex}`)), ['false/-1', 'false/-1', 'true/0']);
      // Left and Right wrap around; right to left they swap; Down on this horizontal list is the page's.
      await page.keyboard.press('ArrowRight');
      await waitIndex(page, '0');
      await page.$eval(ROOT, (el) => { el.dir = 'rtl'; });
      await page.keyboard.press('ArrowRight');
      await waitIndex(page, '2');
      await page.keyboard.press('ArrowLeft');
      await waitIndex(page, '0');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowLeft');
      await waitIndex(page, '1');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'feature-tab-2');
      await page.$eval(ROOT, (el) => el.removeAttribute('dir'));
      await page.keyboard.press('End');
      await waitIndex(page, '2');

      // The pointer and the focus are on the indicator: it holds, and rolls on once both leave.
      assert.equal(await page.$eval(ROOT, (el) => el.hasAttribute('data-held')), true);
      await page.mouse.move(2, 2);
      assert.equal(await page.$eval(ROOT, (el) => el.hasAttribute('data-held')), true); // still focused
      await page.evaluate(() => document.activeElement.blur());
      await page.waitForFunction((s) => !document.querySelector(s).hasAttribute('data-held'), { timeout: 5000 }, ROOT);
      // After the last item: nothing selected, paused, the control offers to play.
      await waitIndex(page, '-1');
      assert.equal(await page.$eval(ROOT, (el) => el.dataset.playing), 'false');
      assert.equal(await page.$eval(`${ROOT} .indicator__controls`, (b) => b.textContent), 'Play automatic slide show');
      assert.deepEqual(await shownPanels(page), [false, false, true]);
      await page.click(`${ROOT} .indicator__controls`);
      await waitIndex(page, '0');
      assert.equal(await page.$eval(ROOT, (el) => el.dataset.playing), 'true');
      assert.deepEqual([report.pageErrors, report.violations, report.errors], [[], [], []]);
    } finally {
      await close();
    }
  });
});
