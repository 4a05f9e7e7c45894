/**
 * The product page controls end to end (docs/rules.md §4, §5 "Keyboard", §9) on the uk
 * product template, left to right, and the ae_ar one, right to left. One page load per
 * widget and direction; assertions wait for states (the animation class, a scroll position),
 * never for time: the 300 ms tab lock is checked inside one task, where no timer can fire.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';
import { recordShifts, shiftsSoFar } from './gates/kit.mjs';

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
/**
 * Waits until the arrows `${prefix}--prev` and `${prefix}--next` show the wanted disabled states
 * (null: either). Arrows follow their list's scroll events on the next render, and a smooth
 * scroll may start a frame after the click or key, so a still position alone does not mean the
 * arrows are up to date. A state that never comes is left to the assertion after it, which names
 * what was expected.
 */
const arrowsReach = (page, prefix, want) =>
  page
    .waitForFunction(
      (p, [prev, next]) => {
        const is = (c) => document.querySelector(`${p}--${c}`).disabled;
        return (prev == null || is('prev') === prev) && (next == null || is('next') === next);
      },
      { timeout: 5000, polling: 50 },
      prefix,
      want,
    )
    .catch(() => {});
/** Waits until the selected tab has `px` of room at the strip's end edge (same rule as above). */
const roomReach = (page, px) =>
  page
    .waitForFunction(
      (want) => {
        const wrap = document.querySelector('.tab__list-wrap').getBoundingClientRect();
        const box = document.querySelector('[role="tab"][aria-selected="true"]').getBoundingClientRect();
        return Math.abs(wrap.right - box.right - want) <= 1;
      },
      { timeout: 5000, polling: 50 },
      px,
    )
    .catch(() => {});
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
      await press(page, 'End');
      await arrowsReach(page, '.tab__arrow', [false, true]);
      state = await tabState(page);
      assert.deepEqual([state.selected, state.focused], [['FAQ'], 'FAQ']);
      assert.equal(state.nextDisabled, true, 'at the end of the strip the next arrow is disabled');
      assert.equal(state.prevDisabled, false);
      assert.ok(state.roomEnd >= 0, 'the last tab is fully in view');
      assert.deepEqual((await press(page, 'ArrowLeft')).selected, ['Samsung Care+']);
      assert.deepEqual((await press(page, 'ArrowLeft')).selected, ['Delivery'], 'Trade-in is disabled and skipped');
      await press(page, 'Home');
      await arrowsReach(page, '.tab__arrow', [true]);
      state = await tabState(page);
      assert.deepEqual(state.selected, ['Overview']);
      assert.equal(state.prevDisabled, true);
      assert.deepEqual((await press(page, 'ArrowLeft')).selected, ['FAQ'], 'Left from the first tab wraps to the last');
      await press(page, 'Home');
      // The strip scrolls back from the end: wait until it is at its start and still.
      await arrowsReach(page, '.tab__arrow', [true]);
      await settled(page);

      // Reviews starts cut off at the strip's end edge: selecting it scrolls 56 px of room beside it.
      const cutBefore = await page.$eval('#pd-tab-reviews', (t) => t.getBoundingClientRect().right - document.querySelector('.tab__list-wrap').getBoundingClientRect().right);
      assert.ok(cutBefore > 0, 'Reviews is cut off before it is selected');
      await press(page, 'ArrowRight');
      await press(page, 'ArrowRight');
      await roomReach(page, 56);
      state = await tabState(page);
      assert.deepEqual(state.selected, ['Reviews']);
      assert.ok(Math.abs(state.roomEnd - 56) <= 1, `56 px beside the revealed tab, got ${state.roomEnd}`);
      await press(page, 'Home');

      // The next arrow scrolls the strip towards its end and enables the previous arrow.
      await page.click('.tab__arrow--next');
      await settled(page);
      await arrowsReach(page, '.tab__arrow', [false]);
      state = await tabState(page);
      assert.equal(state.prevDisabled, false);
      assert.ok(await page.$eval('.tab__list-wrap', (w) => w.scrollLeft > 0));
      // By keyboard on the next arrow to the strip's end: the arrow the end disables hands the
      // focus to the previous one, rather than losing it to the page.
      await page.focus('.tab__arrow--next');
      for (let presses = 0; !(await tabState(page)).nextDisabled; presses++) {
        assert.ok(presses < 10, 'the strip reaches its end');
        await page.keyboard.press('Enter');
        await settled(page);
      }
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('tab__arrow--prev')), true);
      // Enter held down: its repeats land on the arrow just handed the focus, and do not press it
      // (the strip would scroll back, hand the focus over again and ping-pong).
      const cdp = await page.createCDPSession();
      const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
      for (let i = 0; i < 3; i++) await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...enter, text: '\r', autoRepeat: true });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...enter });
      await settled(page);
      state = await tabState(page);
      assert.deepEqual([state.nextDisabled, state.prevDisabled], [true, false], 'the strip stays at its end');
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('tab__arrow--prev')), true);
      // A new press of the previous arrow scrolls back.
      await page.keyboard.press('Enter');
      await arrowsReach(page, '.tab__arrow', [null, false]);
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
    const { page, report, close } = await open('/ae_ar/product/', { viewport: MOBILE, beforeLoad: recordShifts('.tab') });
    try {
      await reach(page, '[data-comp-name="tab"]', 'tabs');
      // This strip asks for arrows without having any: the plugin renders them, in Arabic.
      await page.waitForFunction(() => document.querySelectorAll('.tab__arrow--rendered').length === 2 && document.querySelector('.tab__arrow--prev').textContent === 'السابق', { timeout: 5000 });
      // The page's style kept their room (docs/rules.md §4 "Tabs"): the strip did not narrow as they came.
      assert.deepEqual(await shiftsSoFar(page), [], 'the tabs moved as the arrows were rendered');
      assert.equal(await page.$eval('.tab__arrow--next', (b) => b.textContent), 'التالي');
      const [prev, next] = await page.$$eval('.tab__arrow--prev, .tab__arrow--next', (els) => els.map((e) => e.getBoundingClientRect().left));
      assert.ok(next < prev, 'the next arrow is on the left of the previous arrow');
      let state = await tabState(page);
      assert.equal(state.prevDisabled, true);
      assert.equal(state.nextDisabled, false);
      await page.focus('#pd-tab-overview');
      assert.deepEqual((await press(page, 'ArrowLeft')).selected, ['Specs']);
      assert.deepEqual((await press(page, 'ArrowRight')).selected, ['Overview']);
      await press(page, 'End');
      await arrowsReach(page, '.tab__arrow', [null, true]);
      state = await tabState(page);
      assert.deepEqual(state.selected, ['FAQ']);
      assert.equal(state.nextDisabled, true);
      await page.click('.tab__arrow--prev');
      await settled(page);
      await arrowsReach(page, '.tab__arrow', [null, false]);
      assert.equal((await tabState(page)).nextDisabled, false, 'the previous arrow scrolled back towards the start');
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });
});

const menuState = (page, key) =>
  page.evaluate((k) => {
    const field = document.getElementById(`pd-${k}-field`);
    const list = field.closest('.menu').querySelector('.menu__list');
    const active = list && document.getElementById(list.getAttribute('aria-activedescendant'));
    return {
      open: !!list,
      expanded: field.getAttribute('aria-expanded'),
      active: active?.textContent ?? null,
      focused: document.activeElement === list ? 'list' : document.activeElement === field ? 'button' : document.activeElement?.tagName,
      value: document.getElementById(`pd-${k}-select`).value,
      text: field.textContent,
    };
  }, key);

describe('dropdown and menu selects (WAI-ARIA listbox, menu button)', () => {
  it('uk product, 1280 px: every key of the listbox, 11 items before scrolling, mouse choice, link menus stay on the site', async () => {
    const { page, report, close } = await open('/uk/product/');
    try {
      await booted(page);
      await page.$eval('#pd-trade-in-field', (el) => el.scrollIntoView({ block: 'center' }));
      // Keyboard only: Tab reaches the button, Down opens (and mounts the plugin on the way).
      await page.focus('#pd-trade-in-field');
      // Focus mounts the menu (an interaction trigger); the key after it opens the list.
      await page.waitForFunction(() => window.storefront.mounted().includes('select'), { timeout: 10_000 });
      await page.keyboard.press('ArrowDown');
      await page.waitForSelector('#pd-trade-in-field[aria-expanded="true"]');
      let s = await menuState(page, 'trade-in');
      assert.deepEqual([s.open, s.active, s.focused], [true, 'Galaxy S24 Ultra', 'list']);
      // 11 of the 14 options show; the rest scroll.
      const shown = await page.$eval('.menu--open .menu__list', (l) => {
        const top = l.getBoundingClientRect().top + l.clientTop;
        const bottom = top + l.clientHeight;
        const whole = [...l.children].filter((o) => o.getBoundingClientRect().top >= top - 0.5 && o.getBoundingClientRect().bottom <= bottom + 0.5);
        return { whole: whole.length, scrolls: l.scrollHeight > l.clientHeight };
      });
      assert.deepEqual(shown, { whole: 11, scrolls: true });
      const step = async (key, active) => {
        await page.keyboard.press(key);
        assert.equal((await menuState(page, 'trade-in')).active, active, key);
      };
      await step('End', 'OnePlus 12');
      await step('PageUp', 'Galaxy S24 Ultra');
      await step('PageDown', 'OnePlus 12');
      await step('Home', 'Galaxy S24 Ultra');
      await step('ArrowUp', 'Galaxy S24 Ultra');
      for (const a of ['Galaxy S24', 'Galaxy S23', 'Galaxy S22', 'Galaxy Z Flip6']) await step('ArrowDown', a);
      await step('p', 'Pixel 9 Pro');
      await step('p', 'Pixel 8');
      // The last option scrolled into view inside the list.
      await step('End', 'OnePlus 12');
      assert.ok(await page.$eval('.menu--open .menu__list', (l) => l.scrollTop > 0));
      await step('Escape', null);
      s = await menuState(page, 'trade-in');
      assert.deepEqual([s.open, s.expanded, s.focused, s.value], [false, 'false', 'button', 'galaxy-s24-ultra']);
      await page.keyboard.press('Enter');
      await page.waitForSelector('#pd-trade-in-field[aria-expanded="true"]');
      await step('i', 'iPhone 16 Pro');
      await page.keyboard.press('Enter');
      s = await menuState(page, 'trade-in');
      assert.deepEqual([s.open, s.value, s.text, s.focused], [false, 'iphone-16-pro', 'iPhone 16 Pro', 'button']);

      // Mouse: open, the disabled option refuses, an enabled one is chosen.
      await page.click('#pd-trade-in-field');
      await page.waitForSelector('.menu--open .menu__list');
      await page.click('.menu--open [role="option"]:nth-child(5)');
      assert.equal((await menuState(page, 'trade-in')).open, true, 'a disabled option does not close the list');
      await page.click('.menu--open [role="option"]:nth-child(8)');
      s = await menuState(page, 'trade-in');
      assert.deepEqual([s.open, s.value], [false, 'galaxy-a55']);

      // The disabled menu does not open.
      await page.click('#pd-finish-field');
      assert.equal((await menuState(page, 'finish')).open, false);

      // Link mode refuses an off-site value (rewritten here as a tampered page would serve it).
      await page.$eval('#pd-compare-select', (s) => (s.options[1].value = 'https://evil.example/phish'));
      await page.click('#pd-compare-field');
      await page.waitForSelector('.menu--open [role="menuitem"]');
      await page.click('.menu--open [role="menuitem"]:nth-child(2)');
      assert.equal(new URL(page.url()).pathname, '/uk/product/');
      const refused = (m) => m.includes('"https://evil.example/phish" is neither on this site nor on its redirectHosts');
      // Console messages reach the test a moment after the click: wait for it (bounded).
      for (let i = 0; i < 200 && !report.console.some(refused); i++) await new Promise((r) => setTimeout(r, 50));
      assert.ok(report.console.some(refused));
      // And follows a same-site one.
      await page.click('#pd-compare-field');
      await page.waitForSelector('.menu--open [role="menuitem"]');
      await Promise.all([page.waitForNavigation(), page.click('.menu--open [role="menuitem"]:nth-child(3)')]);
      assert.equal(new URL(page.url()).pathname, '/uk/smartphones/galaxy-s25-plus/');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('ae_ar product, 375 px touch: a tap opens, the list sits under its button, a tap chooses', async () => {
    const { page, report, close } = await open('/ae_ar/product/', { viewport: MOBILE });
    try {
      await booted(page);
      await page.$eval('#pd-trade-in-field', (el) => el.scrollIntoView({ block: 'center' }));
      await page.tap('#pd-trade-in-field');
      await page.waitForSelector('.menu--open .menu__list');
      const [button, list] = await page.$$eval('#pd-trade-in-field, .menu--open .menu__list', (els) => els.map((e) => e.getBoundingClientRect().toJSON()));
      assert.ok(Math.abs(button.right - list.right) <= 1 && list.top >= button.bottom, 'the list opens under its button, aligned right to left');
      await page.tap('.menu--open [role="option"]:nth-child(2)');
      const s = await menuState(page, 'trade-in');
      assert.deepEqual([s.open, s.value], [false, 'galaxy-s24']);
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });
});

/** The option selector's visible state: chosen name, price, an-la, arrows and tooltip. */
const optionState = (page, kind) =>
  page.evaluate((k) => {
    const root = document.querySelector(`[data-comp-name="option-selector"][an-ac="${k}"]`);
    const tipButton = root.querySelector('.pd-option-selector__tooltip-btn');
    const tip = root.querySelector('[role="tooltip"]');
    return {
      name: root.querySelector('.pd-option-selector__name').textContent,
      price: root.querySelector('.pd-option-selector__price').textContent,
      anLa: root.getAttribute('an-la'),
      checked: root.querySelector('input:checked').id,
      prevDisabled: root.querySelector('.pd-option-selector__arrow--prev').disabled,
      nextDisabled: root.querySelector('.pd-option-selector__arrow--next').disabled,
      tipButton: tipButton.hidden ? 'hidden' : tipButton.getBoundingClientRect().width > 0 ? 'shown' : 'no box',
      tip: tip.hidden ? null : tip.textContent,
    };
  }, kind);
/** Waits until the colour list stopped scrolling (two frames with the same position). */
const listSettled = (page) =>
  page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const wrap = document.querySelector('[an-ac="color"] .pd-option-selector__list-wrap');
        const at = wrap.scrollLeft;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(wrap.scrollLeft === at)));
      }),
    { timeout: 5000, polling: 50 },
  );
/** The colour list's arrows, for `arrowsReach`. */
const COLOR_ARROW = '[data-comp-name="option-selector"][an-ac="color"] .pd-option-selector__arrow';
/** The price QA suites read in the label of `label[for=id]`. */
const labelPrice = (page, id) => page.$eval(`label[for="${id}"] .pd-option-selector__label-price`, (el) => el.textContent);

describe('option selector (colours and capacities; native radio group)', () => {
  it('uk product, 375 px: keys, clicks, label prices, an-la, arrows at the ends, tooltip only for a cut-off name', async () => {
    const { page, report, close } = await open('/uk/product/', { viewport: MOBILE, beforeLoad: recordShifts('.pd-option-selector') });
    try {
      await reach(page, '[data-comp-name="option-selector"]', 'option-selector');
      let s = await optionState(page, 'color');
      assert.deepEqual(
        [s.name, s.price, s.anLa, s.prevDisabled, s.nextDisabled, s.tipButton],
        ['Titanium Silverblue', '£1,249.00', 'color:titanium silverblue', true, false, 'hidden'],
        'the start of the list; a name shown whole has no tooltip',
      );
      // The hidden tooltip button kept its room (docs/rules.md §4 "Option selector"): the price did not move.
      assert.deepEqual(await shiftsSoFar(page), [], 'the summary moved as the plugin hid the tooltip button');
      assert.equal(await page.$eval('#multiColorText', (el) => el.textContent), 'Titanium Silverblue');

      // Keyboard: the radio group's arrows choose, each change updates name, price and an-la.
      await page.focus('#pd-color-0');
      await page.keyboard.press('ArrowRight');
      s = await optionState(page, 'color');
      assert.deepEqual([s.checked, s.name, s.price, s.anLa], ['pd-color-1', 'Titanium Black', '£1,249.00', 'color:titanium black']);
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      s = await optionState(page, 'color');
      assert.deepEqual([s.name, s.price], ['Titanium Jetblack', await labelPrice(page, 'pd-color-4')]);
      assert.equal(s.price, '£1,279.00');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await listSettled(page);
      await arrowsReach(page, COLOR_ARROW, [false]);
      s = await optionState(page, 'color');
      assert.deepEqual([s.name, s.price, s.tipButton], ['Titanium Pinkgold Online Exclusive Edition', '£1,299.00', 'shown'], 'the long name is cut off: the tooltip is offered');
      assert.equal(s.prevDisabled, false, 'revealing the last colour scrolled the list');
      // Enter on the tooltip button shows the full name; Esc hides it.
      await page.focus('[an-ac="color"] .pd-option-selector__tooltip-btn');
      await page.keyboard.press('Enter');
      assert.equal((await optionState(page, 'color')).tip, 'Titanium Pinkgold Online Exclusive Edition');
      await page.keyboard.press('Escape');
      assert.equal((await optionState(page, 'color')).tip, null);

      // Mouse: a click on a label chooses; the short name takes the tooltip away.
      // Set again if a smooth scroll still on its way when the list looked settled (a loaded
      // machine's slow frames) carried it past the start; the arrows must then follow.
      for (let i = 0; i < 3; i++) {
        await page.$eval('[an-ac="color"] .pd-option-selector__list-wrap', (w) => (w.scrollLeft = 0));
        await listSettled(page);
        if (await page.$eval('[an-ac="color"] .pd-option-selector__list-wrap', (w) => w.scrollLeft === 0)) break;
      }
      await arrowsReach(page, COLOR_ARROW, [true, false]);
      s = await optionState(page, 'color');
      assert.deepEqual([s.prevDisabled, s.nextDisabled], [true, false], 'back at the start of the list');
      await page.click('label[for="pd-color-1"]');
      s = await optionState(page, 'color');
      assert.deepEqual([s.checked, s.name, s.price, s.tipButton], ['pd-color-1', 'Titanium Black', '£1,249.00', 'hidden']);
      await listSettled(page);
      // The next arrow scrolls towards the end until it is disabled there.
      for (let i = 0; i < 10 && !(await optionState(page, 'color')).nextDisabled; i++) {
        await page.click('[an-ac="color"] .pd-option-selector__arrow--next');
        await listSettled(page);
        await arrowsReach(page, COLOR_ARROW, [false]);
      }
      await arrowsReach(page, COLOR_ARROW, [false, true]);
      s = await optionState(page, 'color');
      assert.deepEqual([s.prevDisabled, s.nextDisabled], [false, true]);
      await page.click('[an-ac="color"] .pd-option-selector__arrow--prev');
      await listSettled(page);
      await arrowsReach(page, COLOR_ARROW, [null, false]);
      assert.equal((await optionState(page, 'color')).nextDisabled, false);

      // Capacities: their own summary, price and an-la; the colour stays.
      await page.$eval('#pd-capacity-text', (el) => el.scrollIntoView({ block: 'center' }));
      await page.click('label[for="pd-capacity-2"]');
      s = await optionState(page, 'capacity');
      assert.deepEqual([s.name, s.price, s.anLa], ['1 TB', '£1,549.00', 'capacity:1 tb']);
      assert.equal(s.price, await labelPrice(page, 'pd-capacity-2'));
      assert.equal((await optionState(page, 'color')).name, 'Titanium Black');
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });

  it('ae_ar product, right to left: Left chooses the next colour, the previous arrow sits on the right', async () => {
    const { page, report, close } = await open('/ae_ar/product/', { viewport: MOBILE });
    try {
      await reach(page, '[data-comp-name="option-selector"]', 'option-selector');
      const [prev, next] = await page.$$eval('[an-ac="color"] .pd-option-selector__arrow--prev, [an-ac="color"] .pd-option-selector__arrow--next', (els) => els.map((e) => e.getBoundingClientRect().left));
      assert.ok(next < prev, 'the next arrow is on the left of the previous arrow');
      let s = await optionState(page, 'color');
      assert.deepEqual([s.prevDisabled, s.nextDisabled], [true, false]);
      await page.focus('#pd-color-0');
      await page.keyboard.press('ArrowLeft');
      s = await optionState(page, 'color');
      assert.deepEqual([s.checked, s.name, s.anLa], ['pd-color-1', 'Titanium Black', 'color:titanium black']);
      await page.click('[an-ac="color"] .pd-option-selector__arrow--next');
      await listSettled(page);
      await arrowsReach(page, COLOR_ARROW, [false]);
      s = await optionState(page, 'color');
      assert.equal(s.prevDisabled, false, 'the next arrow scrolled the list leftwards, away from its start');
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });
});

/** Each switch's state: aria-checked, its class and its checkbox. */
const switchState = (page) =>
  page.$$eval('[data-comp-name="switch"]', (roots) =>
    roots.map((r) => {
      const b = r.querySelector('[role="switch"]');
      const thumb = b.querySelector('.switch__thumb').getBoundingClientRect();
      const track = b.querySelector('.switch__track').getBoundingClientRect();
      return { checked: b.getAttribute('aria-checked'), on: r.classList.contains('switch--on'), box: r.querySelector('.switch__input').checked, thumbAtRight: thumb.left - track.left > track.right - thumb.right };
    }),
  );

describe('switch (WAI-ARIA switch)', () => {
  for (const [path, rtl] of [['/uk/product/', false], ['/ae_ar/product/', true]]) {
    it(`${path.split('/')[1]} product, 375 px: tap, Space and Enter turn it over; the disabled one stays; the thumb moves to the ${rtl ? 'left' : 'right'} when on`, async () => {
      const { page, report, close } = await open(path, { viewport: MOBILE });
      try {
        await reach(page, '[data-comp-name="switch"]', 'switch');
        let [alerts, insurance] = await switchState(page);
        assert.deepEqual([alerts.checked, alerts.on, alerts.box], ['false', false, false]);
        assert.equal(alerts.thumbAtRight, rtl, 'off: the thumb sits at the start');
        await page.tap('#pd-alerts-switch');
        [alerts] = await switchState(page);
        assert.deepEqual([alerts.checked, alerts.on, alerts.box], ['true', true, true]);
        // The thumb slides over (a short transition): wait for it to reach the far side.
        await page.waitForFunction(
          (right) => {
            const b = document.querySelector('#pd-alerts-switch');
            const thumb = b.querySelector('.switch__thumb').getBoundingClientRect();
            const track = b.querySelector('.switch__track').getBoundingClientRect();
            return right ? track.right - thumb.right <= 2 : thumb.left - track.left <= 2;
          },
          { timeout: 5000 },
          !rtl,
        );
        await page.focus('#pd-alerts-switch');
        await page.keyboard.press('Space');
        assert.equal((await switchState(page))[0].checked, 'false');
        await page.keyboard.press('Enter');
        assert.equal((await switchState(page))[0].checked, 'true');
        await page.click('#pd-insurance-switch');
        await page.focus('#pd-insurance-switch');
        await page.keyboard.press('Space');
        [, insurance] = await switchState(page);
        assert.deepEqual([insurance.checked, insurance.box], ['true', true], 'the disabled switch stays on');
        assert.deepEqual([...report.errors, ...report.pageErrors], []);
      } finally {
        await close();
      }
    });
  }
});

/** The page's scroll position and whether scroll-to-top shows. */
const topState = (page) => page.evaluate(() => ({ y: Math.round(window.scrollY), shown: document.querySelector('.scroll-top').classList.contains('scroll-top--show'), visible: getComputedStyle(document.querySelector('.scroll-top')).visibility === 'visible' }));
/**
 * Scrolls the page to `y` and waits until it is there and a frame has passed (the plugin reads
 * once per frame). A page still laying out above the viewport (a carousel starting) can move
 * the position by scroll anchoring: the scroll is asked again until it holds.
 */
async function scrollPageTo(page, y) {
  await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y);
  await page.waitForFunction(
    (to) => (Math.round(window.scrollY) === to ? new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(Math.round(window.scrollY) === to)))) : (window.scrollTo({ top: to, behavior: 'instant' }), false)),
    { timeout: 5000 },
    y,
  );
}
/**
 * Presses the button inside one task and answers where the page was right after the press and
 * every position the page passed through until it reached the top.
 */
const pressTop = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const seen = [];
        const onScroll = () => {
          seen.push(Math.round(window.scrollY));
          if (window.scrollY === 0) {
            window.removeEventListener('scroll', onScroll);
            resolve({ right: after, seen, focused: document.activeElement?.id });
          }
        };
        window.addEventListener('scroll', onScroll);
        document.querySelector('.scroll-top__button').click();
        const after = Math.round(window.scrollY);
        if (after === 0) onScroll();
      }),
  );

/** The terms panel and its drawn bar, in CSS px. */
const barState = (page) =>
  page.evaluate(() => {
    const content = document.querySelector('.scrollbar__content');
    const track = document.querySelector('.scrollbar__track').getBoundingClientRect();
    const thumb = document.querySelector('.scrollbar__thumb').getBoundingClientRect();
    const box = content.getBoundingClientRect();
    return {
      top: Math.round(content.scrollTop),
      room: content.scrollHeight - content.clientHeight,
      visibleShare: content.clientHeight / content.scrollHeight,
      thumbShare: thumb.height / track.height,
      thumbOffset: thumb.top - track.top,
      travel: track.height - thumb.height,
      thumbHeight: thumb.height,
      trackAtLeft: track.left - box.left < box.right - track.right,
      hidden: document.querySelector('.scrollbar__track').getAttribute('aria-hidden'),
      nativeBar: getComputedStyle(content).scrollbarWidth,
    };
  });
/** Waits until the thumb's place matches the panel's scroll (the plugin redraws on the next frame). */
const thumbFollows = (page) =>
  page.waitForFunction(
    () => {
      const content = document.querySelector('.scrollbar__content');
      const track = document.querySelector('.scrollbar__track').getBoundingClientRect();
      const thumb = document.querySelector('.scrollbar__thumb').getBoundingClientRect();
      const want = ((track.height - thumb.height) * content.scrollTop) / (content.scrollHeight - content.clientHeight);
      return Math.abs(thumb.top - track.top - want) <= 1.5;
    },
    { timeout: 5000 },
  );

describe('scroll-to-top (WAI-ARIA button) and the custom scrollbar', () => {
  it('uk product, 1280 px: shown scrolling up, hidden down and at the top, 600 ms eased way up with focus to the skip link, reduced motion; the bar follows the panel, pages on a track click, shrinks when content is added', async () => {
    const { page, report, close } = await open('/uk/product/');
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('scroll-to-top'), { timeout: 10_000 });
      await scrollPageTo(page, 1200);
      assert.deepEqual(await topState(page), { y: 1200, shown: false, visible: false }, 'scrolling down keeps it hidden');
      await scrollPageTo(page, 800);
      let s = await topState(page);
      assert.equal(s.shown, true, 'scrolling up shows it');
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.scroll-top')).visibility === 'visible', { timeout: 5000 });
      await scrollPageTo(page, 1000);
      assert.equal((await topState(page)).shown, false, 'scrolling down again hides it');
      await scrollPageTo(page, 900);
      assert.equal((await topState(page)).shown, true);
      // The way up is animated: still at 900 right after the press, then passing through the middle.
      const way = await pressTop(page);
      assert.equal(way.right, 900, 'the page has not jumped');
      // At least one place on the way: how many frames the 600 ms take depends on how loaded the
      // machine is (the tween goes by the clock, so a stalled frame jumps ahead).
      assert.ok(way.seen.some((y) => y > 0 && y < 900), `animated, not a jump: ${way.seen.join(', ')}`);
      assert.ok(way.seen.every((y, i) => i === 0 || y <= way.seen[i - 1]), 'only upwards');
      assert.equal(way.focused, 'skipToContent', 'focus moved to the top of the page');
      await page.waitForFunction(() => !document.querySelector('.scroll-top').classList.contains('scroll-top--show'), { timeout: 5000 });

      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await scrollPageTo(page, 1200);
      await scrollPageTo(page, 1000);
      const instant = await pressTop(page);
      assert.deepEqual([instant.right, instant.focused], [0, 'skipToContent'], 'reduced motion: at the top at once');
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);

      // The scrollbar: the native bar gives way to the drawn one, hidden from assistive technology.
      await reach(page, '[data-comp-name="scrollbar"]', 'scrollbar');
      let bar = await barState(page);
      assert.equal(bar.hidden, 'true');
      assert.equal(bar.nativeBar, 'none');
      assert.equal(bar.trackAtLeft, false, 'left to right the bar sits on the right');
      assert.ok(bar.room > 0, 'the panel has something to scroll');
      assert.ok(Math.abs(bar.thumbShare - bar.visibleShare) < 0.02, `thumb ${bar.thumbShare} of the track for ${bar.visibleShare} of the content shown`);
      assert.ok(Math.abs(bar.thumbOffset) <= 1);

      // A click on the track below the thumb pages down (200 ms): one panel height, thumb following.
      const trackBox = await page.$eval('.scrollbar__track', (t) => { const r = t.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.bottom - 4 }; });
      const page1 = await page.$eval('.scrollbar__content', (c) => Math.min(c.clientHeight, c.scrollHeight - c.clientHeight));
      await page.mouse.click(trackBox.x, trackBox.y);
      await page.waitForFunction((to) => Math.round(document.querySelector('.scrollbar__content').scrollTop) === to, { timeout: 5000 }, page1);
      await thumbFollows(page);
      bar = await barState(page);
      assert.ok(bar.thumbOffset > 0, 'the thumb moved down');

      // The keyboard still scrolls the focused panel natively.
      await page.focus('.scrollbar__content');
      await page.$eval('.scrollbar__content', (c) => c.scrollTo(0, 0));
      await page.keyboard.press('End');
      await page.waitForFunction(() => { const c = document.querySelector('.scrollbar__content'); return Math.abs(c.scrollTop - (c.scrollHeight - c.clientHeight)) <= 1; }, { timeout: 5000 });
      await thumbFollows(page);
      bar = await barState(page);
      assert.ok(Math.abs(bar.thumbOffset - bar.travel) <= 1.5, 'at the end the thumb sits at the end of the track');

      // More content: after the observer's quiet time the thumb shrinks to the new share.
      const before = bar.thumbHeight;
      await page.$eval('.scrollbar__content', (c) => {
        for (const p of [...c.querySelectorAll('.pd-terms__item')]) c.append(p.cloneNode(true));
      });
      await page.waitForFunction((h) => document.querySelector('.scrollbar__thumb').getBoundingClientRect().height < h - 2, { timeout: 5000 }, before);
      bar = await barState(page);
      assert.ok(Math.abs(bar.thumbShare - bar.visibleShare) < 0.02, `after adding: thumb ${bar.thumbShare} for ${bar.visibleShare}`);
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });

  it('ae_ar product, 375 px right to left: the drawn bar sits on the left; a tap on the track pages; scroll-to-top shows scrolling up', async () => {
    const { page, report, close } = await open('/ae_ar/product/', { viewport: MOBILE });
    try {
      await reach(page, '[data-comp-name="scrollbar"]', 'scrollbar');
      const bar = await barState(page);
      assert.equal(bar.trackAtLeft, true, 'right to left the bar sits on the left');
      assert.equal(bar.hidden, 'true', 'the drawn track is hidden from assistive technology');
      assert.ok(Math.abs(bar.thumbShare - bar.visibleShare) < 0.02);
      const trackBox = await page.$eval('.scrollbar__track', (t) => { const r = t.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.bottom - 4 }; });
      await page.touchscreen.tap(trackBox.x, trackBox.y);
      await page.waitForFunction(() => document.querySelector('.scrollbar__content').scrollTop > 0, { timeout: 5000 });
      await thumbFollows(page);

      await page.waitForFunction(() => window.storefront.mounted().includes('scroll-to-top'), { timeout: 10_000 });
      await scrollPageTo(page, 1200);
      await scrollPageTo(page, 900);
      assert.equal((await topState(page)).shown, true);
      const placed = await page.$eval('.scroll-top__button', (b) => b.getBoundingClientRect().left < window.innerWidth / 2);
      assert.equal(placed, true, 'right to left the button sits at the bottom left');
      await page.tap('.scroll-top__button');
      await page.waitForFunction(() => window.scrollY === 0, { timeout: 5000 });
      await page.waitForFunction(() => !document.querySelector('.scroll-top').classList.contains('scroll-top--show'), { timeout: 5000 });
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });
});

/** Both text fields as the shopper and a screen reader meet them. */
const fieldState = (page) =>
  page.evaluate(() => {
    const v1 = document.getElementById('pd-gift-note').closest('.text-field');
    const v2 = document.getElementById('pd-nickname').closest('.text-field');
    const nick = document.getElementById('pd-nickname');
    const clear = v2.querySelector('.text-field__clear');
    const error = document.getElementById('pd-nickname-error');
    const classes = (el) => ['active', 'focus', 'error', 'success'].filter((c) => el.classList.contains(`text-field--${c}`));
    return {
      count: document.getElementById('pd-gift-note-count').textContent,
      note: document.getElementById('pd-gift-note').value,
      v1: classes(v1),
      v2: classes(v2),
      value: nick.value,
      clearShown: !clear.hidden && clear.getBoundingClientRect().width > 0,
      invalid: nick.getAttribute('aria-invalid'),
      describedBy: (nick.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean),
      errorShown: !error.hidden && error.getBoundingClientRect().height > 0,
      focused: document.activeElement?.id || document.activeElement?.className || null,
    };
  });

/** What the accessibility tree gives a screen reader for the nickname field and its message. */
async function nicknameForReader(page) {
  const input = await page.$('#pd-nickname');
  const node = await page.accessibility.snapshot({ root: input, interestingOnly: false });
  const alert = await page.$('#pd-nickname-error');
  const message = await page.accessibility.snapshot({ root: alert, interestingOnly: false });
  return { name: node?.name, description: node?.description ?? '', invalid: node?.invalid ?? false, required: node?.required ?? false, alert: message ? { role: message.role, text: await alert.evaluate((e) => e.textContent) } : null };
}

/** A paste far over the max: the value set at once and one input event, as a paste delivers it. */
const pasteHuge = (page, selector, chars) =>
  page.$eval(
    selector,
    (el, n) => {
      el.focus();
      el.value = 'x'.repeat(n);
      el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
      return el.value.length;
    },
    chars,
  );

describe('text fields v1 and v2 (native textbox, errors by aria-invalid and an alert)', () => {
  it('uk product, 1280 px mouse and keys: length over max, blank is empty, v2 states, clear returns focus, the error is announced, a 1 MB paste is clamped', async () => {
    const { page, report, close } = await open('/uk/product/');
    try {
      await reach(page, '.pd-text-fields', 'text-field');
      let s = await fieldState(page);
      assert.deepEqual([s.count, s.v1, s.v2, s.clearShown, s.invalid, s.errorShown], ['0/200', [], [], false, null, false]);

      // v1: the count is the current length over the field's max (maxlength="200").
      await page.click('#pd-gift-note');
      await page.keyboard.type('Happy birthday');
      await page.waitForFunction(() => document.getElementById('pd-gift-note-count').textContent === '14/200', { timeout: 5000 });
      s = await fieldState(page);
      assert.deepEqual(s.v1, ['active', 'focus']);
      // Whitespace only counts as empty: the field is not active.
      await page.$eval('#pd-gift-note', (t) => t.select());
      await page.keyboard.type('   ');
      await page.waitForFunction(() => document.getElementById('pd-gift-note-count').textContent === '3/200', { timeout: 5000 });
      assert.deepEqual((await fieldState(page)).v1, ['focus'], 'whitespace only is empty: not active');

      // v2: focus, then text makes it active and shows the clear (delete) button.
      await page.click('#pd-nickname');
      assert.deepEqual((await fieldState(page)).v2, ['focus']);
      await page.keyboard.type('Ace');
      await page.waitForFunction(() => !document.querySelector('.text-field--v2 .text-field__clear').hidden, { timeout: 5000 });
      s = await fieldState(page);
      assert.deepEqual([s.v2, s.clearShown, s.value], [['active', 'focus'], true, 'Ace']);
      // Leaving with text: success.
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => document.querySelector('.text-field--v2').classList.contains('text-field--success'), { timeout: 5000 });
      s = await fieldState(page);
      assert.deepEqual([s.v2, s.invalid, s.errorShown], [['active', 'success'], null, false]);

      // The clear button empties the field, hides itself and gives focus back to the field.
      await page.click('.text-field--v2 .text-field__clear');
      await page.waitForFunction(() => document.getElementById('pd-nickname').value === '' && document.activeElement?.id === 'pd-nickname', { timeout: 5000 });
      s = await fieldState(page);
      assert.deepEqual([s.clearShown, s.v2], [false, ['focus']]);

      // Whitespace only in the required field is empty: leaving it shows the error.
      await page.keyboard.type('   ');
      await page.keyboard.press('Tab');
      await page.waitForSelector('#pd-nickname[aria-invalid="true"]', { timeout: 5000 });
      s = await fieldState(page);
      assert.ok(s.v2.includes('error') && !s.v2.includes('success') && !s.v2.includes('active'), `error state: ${s.v2}`);
      assert.equal(s.errorShown, true);
      assert.ok(s.describedBy.includes('pd-nickname-error'), 'the field points at its message');
      // What a screen reader gets: the field named, invalid, described by the message; the message an alert.
      const reader = await nicknameForReader(page);
      assert.deepEqual(reader, { name: 'Device nickname', description: 'Enter a nickname for the device.', invalid: 'true', required: true, alert: { role: 'alert', text: 'Enter a nickname for the device.' } });

      // A 1 MB paste is cut to the max at once, with a warning and no page error.
      const pasted = await pasteHuge(page, '#pd-gift-note', 1024 * 1024);
      assert.equal(pasted, 200);
      await page.waitForFunction(() => document.getElementById('pd-gift-note-count').textContent === '200/200', { timeout: 5000 });
      assert.equal(await pasteHuge(page, '#pd-nickname', 1024 * 1024), 30, 'the nickname keeps its maxlength="30"');
      await page.waitForFunction(() => !document.querySelector('.text-field--v2').classList.contains('text-field--error'), { timeout: 5000 });
      assert.ok(report.console.some((m) => m.startsWith('warn') && m.includes('text-field') && m.includes('#pd-gift-note')), 'the clamp is reported naming the field');
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });

  it('uk product, 375 px touch: a tap focuses, typing counts, a tap on the clear button empties and keeps the field focused', async () => {
    const { page, report, close } = await open('/uk/product/', { viewport: MOBILE });
    try {
      await reach(page, '.pd-text-fields', 'text-field');
      await page.tap('#pd-gift-note');
      await page.keyboard.type('Hi 🎁');
      // Counted as the browser's maxlength counts: the emoji is two of the 200 (docs/rules.md §5).
      await page.waitForFunction(() => document.getElementById('pd-gift-note-count').textContent === '5/200', { timeout: 5000 });
      await page.tap('#pd-nickname');
      await page.keyboard.type('Tab S9');
      await page.waitForFunction(() => !document.querySelector('.text-field--v2 .text-field__clear').hidden, { timeout: 5000 });
      await page.tap('.text-field--v2 .text-field__clear');
      await page.waitForFunction(() => document.getElementById('pd-nickname').value === '' && document.activeElement?.id === 'pd-nickname', { timeout: 5000 });
      const s = await fieldState(page);
      assert.deepEqual([s.clearShown, s.v2, s.count], [false, ['focus'], '5/200']);
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });
});

/** The tooltip's state: aria-expanded, the box shown, the button's hidden text, focus, the box's place. */
const tipState = (page) =>
  page.evaluate(() => {
    const button = document.getElementById('pd-care-tip');
    const box = document.getElementById('pd-care-tip-content');
    const r = box.getBoundingClientRect();
    return {
      expanded: button.getAttribute('aria-expanded'),
      shown: !box.hidden && r.height > 0,
      text: button.querySelector('.tooltip__btn-text').textContent,
      focused: document.activeElement === button,
      left: r.left,
      right: r.right,
      viewport: document.documentElement.clientWidth,
    };
  });
const tipIs = (page, expanded) => page.waitForSelector(`#pd-care-tip[aria-expanded="${expanded}"]`, { timeout: 5000 });

describe('tooltip (WAI-ARIA disclosure, Expand/Collapse from page data)', () => {
  it('uk product, 1280 px: Enter opens, Esc closes with focus kept, clicks toggle, the texts and aria-expanded follow', async () => {
    const { page, report, close } = await open('/uk/product/');
    try {
      await reach(page, '[data-comp-name="tooltip"]', 'tooltip');
      let s = await tipState(page);
      assert.deepEqual([s.expanded, s.shown, s.text], ['false', false, 'Expand']);
      await page.focus('#pd-care-tip');
      await page.keyboard.press('Enter');
      await tipIs(page, 'true');
      s = await tipState(page);
      assert.deepEqual([s.shown, s.text, s.focused], [true, 'Collapse', true]);
      assert.ok(s.left >= 0 && s.right <= s.viewport, `the box stays on screen: ${s.left}–${s.right} of ${s.viewport}`);
      await page.keyboard.press('Escape');
      await tipIs(page, 'false');
      s = await tipState(page);
      assert.deepEqual([s.shown, s.text, s.focused], [false, 'Expand', true]);
      await page.keyboard.press('Space');
      await tipIs(page, 'true');
      await page.keyboard.press('Space');
      await tipIs(page, 'false');
      await page.click('#pd-care-tip');
      await tipIs(page, 'true');
      assert.equal((await tipState(page)).text, 'Collapse');
      await page.click('#pd-care-tip');
      await tipIs(page, 'false');
      assert.deepEqual(await page.$eval('#pd-care-tip', (b) => [b.getAttribute('aria-controls'), document.getElementById(b.getAttribute('aria-controls')).getAttribute('role')]), ['pd-care-tip-content', 'tooltip']);
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });

  it('uk product, 375 px touch: a tap opens and a tap closes; the open box stays inside the viewport', async () => {
    const { page, report, close } = await open('/uk/product/', { viewport: MOBILE });
    try {
      await reach(page, '[data-comp-name="tooltip"]', 'tooltip');
      await page.tap('#pd-care-tip');
      await tipIs(page, 'true');
      const s = await tipState(page);
      assert.deepEqual([s.shown, s.text], [true, 'Collapse']);
      assert.ok(s.left >= 0 && s.right <= s.viewport, `the box stays on screen: ${s.left}–${s.right} of ${s.viewport}`);
      await page.tap('#pd-care-tip');
      await tipIs(page, 'false');
      assert.equal((await tipState(page)).text, 'Expand');
      assert.deepEqual([...report.errors, ...report.pageErrors], []);
    } finally {
      await close();
    }
  });
});

describe('text fields and tooltip right to left (ae_ar product)', () => {
  for (const viewport of [{ width: 1280, height: 900 }, MOBILE]) {
    it(`ae_ar product, ${viewport.width} px: the count, the error and the clear button work; the tooltip reads توسيع / طي and stays inside the viewport`, async () => {
      const { page, report, close } = await open('/ae_ar/product/', { viewport });
      const touch = !!viewport.hasTouch;
      const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
      try {
        await reach(page, '.pd-text-fields', 'text-field');
        await press('#pd-gift-note');
        await page.keyboard.type('مبروك');
        await page.waitForFunction(() => document.getElementById('pd-gift-note-count').textContent === '5/200', { timeout: 5000 });
        await press('#pd-nickname');
        await page.keyboard.type('هاتفي');
        await page.waitForFunction(() => !document.querySelector('.text-field--v2 .text-field__clear').hidden, { timeout: 5000 });
        // The clear button sits at the field's inline end: its left edge in Arabic.
        const [field, clear] = await page.$$eval('#pd-nickname, .text-field--v2 .text-field__clear', (els) => els.map((e) => e.getBoundingClientRect().toJSON()));
        assert.ok(clear.left - field.left < field.right - clear.right, 'right to left the clear button is on the left');
        await press('.text-field--v2 .text-field__clear');
        await page.waitForFunction(() => document.getElementById('pd-nickname').value === '' && document.activeElement?.id === 'pd-nickname', { timeout: 5000 });
        await page.$eval('#pd-nickname', (el) => el.blur());
        await page.waitForSelector('#pd-nickname[aria-invalid="true"]', { timeout: 5000 });
        const reader = await nicknameForReader(page);
        assert.deepEqual([reader.description, reader.invalid, reader.alert?.role], ['أدخل اسمًا للجهاز.', 'true', 'alert']);

        await reach(page, '[data-comp-name="tooltip"]', 'tooltip');
        assert.equal((await tipState(page)).text, 'توسيع');
        await press('#pd-care-tip');
        await tipIs(page, 'true');
        let s = await tipState(page);
        assert.deepEqual([s.shown, s.text], [true, 'طي']);
        assert.ok(s.left >= 0 && s.right <= s.viewport, `the box stays on screen: ${s.left}–${s.right} of ${s.viewport}`);
        await page.focus('#pd-care-tip');
        await page.keyboard.press('Escape');
        await tipIs(page, 'false');
        s = await tipState(page);
        assert.deepEqual([s.shown, s.text, s.focused], [false, 'توسيع', true]);
        await page.keyboard.press('Enter');
        await tipIs(page, 'true');
        assert.deepEqual([...report.errors, ...report.pageErrors], []);
      } finally {
        await close();
      }
    });
  }
});
